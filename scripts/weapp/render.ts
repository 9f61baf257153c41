/**
 * Renders a page's data through the build's own WXML, compiled by WeChat's wcc, in a jsdom window: the
 * templates (base.wxml, each page's wxml, the recursive `comp` component) are what WeChat's view layer runs,
 * so text that shows up here is text the templates really produce from the data — a cross-check of the
 * harness's data-tree reading, and of templates and data agreeing with each other.
 */
import fs from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { listFiles, runWcc } from './compile-templates'
import { tidy } from './tree'
import type { PageHandle } from './boot'

/** What wcc's generate functions return: virtual nodes, elements (`wx-view`...) and strings. */
export interface WxmlNode {
  tag: string
  attr?: Record<string, unknown>
  children?: (WxmlNode | string)[]
}

type Generate = (data: unknown, dd: unknown, global: unknown) => WxmlNode

interface WccWindow {
  __webview_engine_version__?: number
  JSON: JSON
  $gwx?: (path: string) => Generate | undefined
  eval(code: string): unknown
}

export interface TemplateRenderer {
  /** The rendered tree of one template file (e.g. pages/index/index.wxml) for the given data. */
  render(wxmlPath: string, data: unknown): WxmlNode
  /** Rendered text of a page, custom components expanded; element boundaries become line breaks. */
  pageText(route: string, data: unknown): string
  close(): void
}

interface UsingJson {
  usingComponents?: Record<string, string>
}

export function createTemplateRenderer(distDir: string): TemplateRenderer {
  const dist = path.resolve(distDir)
  const wxml = listFiles(dist, '.wxml')
  const compiled = runWcc(dist, wxml, listFiles(dist, '.wxs'))
  if (compiled.status !== 0) throw new Error(`wcc failed: ${compiled.stderr}`)
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { runScripts: 'outside-only' })
  const win = dom.window as unknown as WccWindow
  // wcc's code returns a plain tree only for engine versions ≥ 0.02 (else it builds DOM-ish objects).
  win.__webview_engine_version__ = 0.02
  win.eval(compiled.stdout)
  // wcc's deep copy tests `constructor === Object`: data must be built in the window's own realm.
  const local = (data: unknown): unknown => win.JSON.parse(JSON.stringify(data ?? {}))
  const generators = new Map<string, Generate>()
  const generator = (file: string): Generate => {
    let gen = generators.get(file)
    if (!gen) {
      gen = win.$gwx?.(file)
      if (typeof gen !== 'function') throw new Error(`no compiled template for ${file}`)
      generators.set(file, gen)
    }
    return gen
  }
  /** Custom-component tags usable in a template file → the component's wxml path. */
  const components = (file: string): Map<string, string> => {
    const map = new Map<string, string>()
    const jsonFile = path.join(dist, file.replace(/\.wxml$/, '.json'))
    if (!fs.existsSync(jsonFile)) return map
    const json = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as UsingJson
    for (const [tag, ref] of Object.entries(json.usingComponents ?? {})) {
      const abs = ref.startsWith('/') ? path.join(dist, ref) : path.resolve(path.dirname(path.join(dist, file)), ref)
      map.set(`wx-${tag}`, `${path.relative(dist, abs).split(path.sep).join('/')}.wxml`)
    }
    return map
  }

  const textOf = (node: WxmlNode | string, file: string, depth: number): string => {
    if (typeof node === 'string') return node
    const comp = components(file).get(node.tag)
    if (comp) {
      // A component instance renders its own template with its properties as data.
      if (depth > 200) throw new Error('custom components nested too deep')
      return textOf(generator(comp)(local(node.attr), {}, {}), comp, depth + 1)
    }
    const inner = (node.children ?? []).map((c) => textOf(c, file, depth)).join('')
    return node.tag === 'virtual' || node.tag === 'wx-page' ? inner : `\n${inner}\n`
  }

  return {
    render: (file, data) => generator(file)(local(data), {}, {}),
    pageText: (route, data) => {
      const file = `${route}.wxml`
      return tidy(textOf(generator(file)(local(data), {}, {}), file, 0))
    },
    close: () => dom.window.close(),
  }
}

const renderers = new Map<string, TemplateRenderer>()

/**
 * Text of a booted page as the compiled templates render its current data. One renderer per dist folder
 * is kept for the process; call closeRenderers() when done.
 */
export function renderWithTemplates(page: PageHandle, distDir: string): string {
  const key = path.resolve(distDir)
  let renderer = renderers.get(key)
  if (!renderer) {
    renderer = createTemplateRenderer(key)
    renderers.set(key, renderer)
  }
  return renderer.pageText(page.route, page.data())
}

export function closeRenderers(): void {
  for (const r of renderers.values()) r.close()
  renderers.clear()
}
