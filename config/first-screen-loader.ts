import './register-types'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import { minify } from 'terser'
import type { Compiler } from 'webpack'
import { ENDPOINTS } from '../types/api'
import { BOOT_ANSWERS_ELEMENT_ID } from '../types/boot-answers'
import {
  EARLY_CALLS_GLOBAL,
  FIRST_CALL_VALUE,
  FIRST_CALLS,
  KEPT_SESSION_KEY,
  loaderCall,
  VIEWER_PARAMS,
  type LoaderCall,
} from '../types/first-calls'
import { resolveEnv, type BuildEnv } from './env'
import { pageChunkFiles } from './page-chunks'

/** What the inline loader is built with: everything it needs is in the page, so it needs no request to start. */
export interface LoaderConfig {
  /** The site's public path, '/community/'. */
  base: string
  /** The page the bare base opens (the app config's first). */
  first: string
  /** Each page's lazily loaded files, relative to the base (config/page-chunks.ts). */
  pages: Record<string, string[]>
  /** The first calls of the pages that have some (types/first-calls.ts). */
  calls: Record<string, LoaderCall[]>
  viewerParams: readonly string[]
  sessionKey: string
  global: string
  answersId: string
  /** Source of FIRST_CALL_VALUE: what a query value must look like to go into a call. */
  value: string
}

/** A call the loader started, as the HTTP layer takes it (src/http/boot-answers.ts). */
export interface StartedCall {
  method: string
  url: string
  body?: string
  answer: Promise<{ statusCode: number; data: unknown } | null>
}

/**
 * Runs in index.html's head, before the app's scripts, as plain ES2017 with no helpers (its source is inlined; terser minifies it):
 * preloads the entry page's own chunks, which the router would otherwise ask for only once app.js has run, and
 * starts the page's first calls (docs/product.md §2.9). Calls the HTML already carries answers for (the reference
 * server's data block, written before this script) are not asked; nor is anything for a viewer the address names or
 * the tab keeps, whose answers need a session this script does not have.
 */
export function firstScreenLoader(config: LoaderConfig, win: Window): void {
  const doc = win.document
  const path = win.location.pathname
  let route = path.indexOf(config.base) === 0 ? path.slice(config.base.length).replace(/^\/+|\/+$/g, '') : ''
  if (route === '' || route === 'index.html') route = config.first
  const files = config.pages[route] || []
  files.forEach(function (file) {
    const link = doc.createElement('link')
    link.rel = 'preload'
    link.setAttribute('as', /\.css$/.test(file) ? 'style' : 'script')
    link.href = config.base + file
    doc.head.appendChild(link)
  })
  const calls = config.calls[route]
  if (!calls || typeof win.fetch !== 'function') return
  const query = new URLSearchParams(win.location.search)
  if (
    config.viewerParams.some(function (name) {
      return query.has(name)
    })
  )
    return
  try {
    if (win.sessionStorage.getItem(config.sessionKey)) return
  } catch {
    return
  }
  let carried: Record<string, unknown> = {}
  try {
    const block = doc.getElementById(config.answersId)
    if (block) carried = JSON.parse(block.textContent || '{}')
  } catch {
    carried = {}
  }
  const value = new RegExp(config.value)
  const started: StartedCall[] = []
  ;(win as unknown as Record<string, unknown>)[config.global] = started
  calls.forEach(function (call) {
    let usable = true
    function fromQuery(name: string): string {
      const text = query.get(name) || ''
      if (!value.test(text)) usable = false
      return text
    }
    const url = call.url.replace(/\{(\w+)\}/g, function (_match, name: string) {
      return encodeURIComponent(fromQuery(name))
    })
    const body = call.body
      ? JSON.stringify(call.body, function (_key, v: unknown) {
          const named = typeof v === 'string' ? /^\{(\w+)\}$/.exec(v) : null
          return named ? fromQuery(named[1]) : v
        })
      : undefined
    if (!usable || Object.prototype.hasOwnProperty.call(carried, url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '')))
      return
    const answer = win
      .fetch(url, { method: call.method, headers: { 'Content-Type': call.contentType }, body: body })
      .then(function (response) {
        return response.json().then(function (data: unknown) {
          return { statusCode: response.status, data: data }
        })
      })
      .catch(function () {
        return null
      })
    started.push({ method: call.method, url: url, body: body, answer: answer })
  })
}

const PUBLIC_PATH = '/community/'

/** The base address an endpoint's calls go to in this build (config/env.ts API_BASE_*). */
function baseOf(env: BuildEnv, base: string): string {
  if (base === 'none') return ''
  return env[`API_BASE_${base.toUpperCase()}` as keyof BuildEnv] ?? ''
}

/** The loader's settings for a build: its chunks by page, and its first calls on the build's API bases. */
export function loaderConfig(pages: Record<string, string[]>, env: BuildEnv = resolveEnv()): LoaderConfig {
  const calls: Record<string, LoaderCall[]> = {}
  for (const [page, list] of Object.entries(FIRST_CALLS))
    calls[page] = list.map((call) => loaderCall(call, env.PRODUCT_ID, baseOf(env, ENDPOINTS[call.endpoint].base)))
  return {
    base: PUBLIC_PATH,
    first: Object.keys(pages)[0] ?? '',
    pages,
    calls,
    viewerParams: VIEWER_PARAMS,
    sessionKey: KEPT_SESSION_KEY,
    global: EARLY_CALLS_GLOBAL,
    answersId: BOOT_ANSWERS_ELEMENT_ID,
    value: FIRST_CALL_VALUE.source,
  }
}

/** The loader as the inline script's text: its source called with this build's settings, minified. */
export async function loaderScript(config: LoaderConfig): Promise<string> {
  const source = `(${firstScreenLoader.toString()})(${JSON.stringify(config)},window)`
  const out = await minify(source, { ecma: 2017, compress: { passes: 2 }, mangle: true })
  if (!out.code) throw new Error('the first-screen loader did not minify')
  return out.code
}

/** Puts the loader into the built index.html's head, before the app's scripts and stylesheets. */
export class FirstScreenLoaderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstScreenLoaderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise(
        'FirstScreenLoaderPlugin',
        async (data) => {
          const script = await loaderScript(loaderConfig(pageChunkFiles(compilation)))
          data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, script))
          return data
        },
      )
    })
  }
}
