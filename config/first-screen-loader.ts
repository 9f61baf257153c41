import './register-types'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import type { Compiler } from 'webpack'
import { ENDPOINTS } from '../types/api'
import { BOOT_ANSWERS_ELEMENT_ID } from '../types/boot-answers'
import { bannerImages } from '../types/home-page'
import {
  articleLeadMarkup,
  articleTitleMarkup,
  escapeText,
  homeLeadMarkup,
  navBarRoomMarkup,
  PLAIN_IMAGE_URL,
} from '../types/lead-markup'
import { H5_NAV_BAR_HEIGHT, isNavBarHidden } from '../types/nav-bar'
import {
  EARLY_CALLS_GLOBAL,
  FIRST_CALL_VALUE,
  FIRST_CALLS,
  KEPT_SESSION_KEY,
  LEAD_ANSWER_LATEST_MS,
  LEAD_SHOWN_LATEST_MS,
  loaderCall,
  VIEWER_PARAMS,
  type LoaderCall,
} from '../types/first-calls'
import { TEXTS } from '../src/config/constants'
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
  /** The app's entry scripts, in order: the loader starts them (startApp) instead of the page's tags. */
  scripts: string[]
  /** Source of PLAIN_IMAGE_URL: what an image address in a drawn lead must look like. */
  plainImage: string
  navBarHeight: number
  shownLatestMs: number
  answerLatestMs: number
  /** What the loading line says when the app's scripts cannot load: without the network, and with it. */
  failedTexts: { offline: string[]; online: string[] }
}

/** A call the loader started, as the HTTP layer takes it (src/http/boot-answers.ts). */
export interface StartedCall {
  method: string
  url: string
  body?: string
  answer: Promise<{ statusCode: number; data: unknown } | null>
}

type Answer = { statusCode: number; data: unknown } | null

/** The page's window, with its constructors. */
type Win = Window & typeof globalThis

/**
 * The loader's parts. The inline script has no imports, so each is carried as its source text (loaderScript) and
 * they reach each other only through this object.
 */
export interface LoaderParts {
  whenParsed: typeof whenParsed
  linkStylesheet: typeof linkStylesheet
  startCalls: typeof startCalls
  drawLead: typeof drawLead
  leadMarkup: typeof leadMarkup
  articleTextBody: typeof articleTextBody
  startApp: typeof startApp
  whenAppFails: typeof whenAppFails
  bannerImages: typeof bannerImages
  isNavBarHidden: typeof isNavBarHidden
  escapeText: typeof escapeText
  navBarRoomMarkup: typeof navBarRoomMarkup
  homeLeadMarkup: typeof homeLeadMarkup
  articleLeadMarkup: typeof articleLeadMarkup
  articleTitleMarkup: typeof articleTitleMarkup
}

/**
 * Runs in index.html's head, before anything else of ours, with no helpers (its source is inlined, lowered to the
 * oldest supported engine and minified; docs/product.md §2.9):
 * - preloads the entry page's scripts and stylesheets, which the router would otherwise ask for only once app.js has
 *   run, and links the stylesheets once the HTML is parsed (linkStylesheet);
 * - starts the page's first calls (startCalls) and, where the HTML has no first screen of its own (a static
 *   index.html), draws the page's lead from the answer that carries it (drawLead);
 * - starts the app's scripts once that lead has been shown (startApp). Whatever fails before, the scripts still start.
 */
export function firstScreenLoader(config: LoaderConfig, win: Win, parts: LoaderParts): void {
  let lead: Promise<Element | null> | null = null
  try {
    const doc = win.document
    const path = win.location.pathname
    let route = path.indexOf(config.base) === 0 ? path.slice(config.base.length).replace(/^\/+|\/+$/g, '') : ''
    if (route === '' || route === 'index.html') route = config.first
    ;(config.pages[route] || []).forEach(function (file) {
      const href = config.base + file
      const css = /\.css$/.test(file)
      const link = doc.createElement('link')
      link.rel = 'preload'
      link.setAttribute('as', css ? 'style' : 'script')
      link.href = href
      doc.head.appendChild(link)
      if (css) parts.whenParsed(win, parts.linkStylesheet(doc, href))
    })
    lead = parts.startCalls(config, win, route, parts)
  } catch {
    lead = null
  }
  parts.startApp(config, win, lead, parts)
}

/** Runs `run` once the HTML has been parsed (at once if it has). */
export function whenParsed(win: Win, run: () => void): void {
  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', run)
  else run()
}

/**
 * Links the entry page's stylesheet (fetched ahead by its preload) after the app's own, as the router would: linked
 * from the head before the app's stylesheet tag, the app's rules of the same weight would win over the page's. Not
 * twice: the reference server links it itself (server/preload.ts).
 */
export function linkStylesheet(doc: Document, href: string): () => void {
  return function () {
    if (doc.querySelector('link[rel="stylesheet"][href="' + href + '"]')) return
    const link = doc.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    doc.head.appendChild(link)
  }
}

/**
 * Starts the route's first calls, unless the address names a viewer or the tab keeps one (their answers need a
 * session this script does not have), and leaves them for the HTTP layer. Calls the HTML already carries answers for
 * (the reference server's data block) are not asked. Gives the drawn lead's element, or null for none, once the call
 * that carries it has answered; null at once for a page without one.
 */
export function startCalls(
  config: LoaderConfig,
  win: Win,
  route: string,
  parts: LoaderParts,
): Promise<Element | null> | null {
  const calls = config.calls[route]
  if (!calls || typeof win.fetch !== 'function') return null
  const query = new URLSearchParams(win.location.search)
  const named = config.viewerParams.some(function (name) {
    return query.has(name)
  })
  if (named) return null
  try {
    if (win.sessionStorage.getItem(config.sessionKey)) return null
  } catch {
    return null
  }
  let carried: Record<string, unknown> = {}
  try {
    const block = win.document.getElementById(config.answersId)
    if (block) carried = JSON.parse(block.textContent || '{}')
  } catch {
    carried = {}
  }
  const value = new RegExp(config.value)
  const started: StartedCall[] = []
  let lead: Promise<Element | null> | null = null
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
          const placeholder = typeof v === 'string' ? /^\{(\w+)\}$/.exec(v) : null
          return placeholder ? fromQuery(placeholder[1]) : v
        })
      : undefined
    if (!usable || Object.prototype.hasOwnProperty.call(carried, url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '')))
      return
    const answer: Promise<Answer> = win
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
    const kind = call.lead
    if (kind)
      lead = answer.then(function (answered) {
        return parts.drawLead(kind, answered, config, win, parts)
      })
  })
  return lead
}

/**
 * Draws the page's lead into index.html's loading layer, so it hides with it when the router puts the page in,
 * and gives its element; null when there is nothing to draw (a failed answer, a page already drawn) or it fails.
 */
export function drawLead(
  kind: 'home' | 'article',
  answer: Answer,
  config: LoaderConfig,
  win: Win,
  parts: LoaderParts,
): Promise<Element | null> {
  return new Promise(function (resolve) {
    function draw() {
      try {
        const doc = win.document
        const layer = doc.querySelector('.boot-loading')
        const app = doc.getElementById('app')
        const markup = parts.leadMarkup(kind, answer, config, win, parts)
        if (!layer || !markup || doc.querySelector('.boot-lead') || (app && app.firstChild)) return resolve(null)
        layer.insertAdjacentHTML('afterbegin', markup)
        resolve(layer.querySelector('.boot-lead'))
      } catch {
        resolve(null)
      }
    }
    parts.whenParsed(win, draw)
  })
}

/** The lead's markup from a call's answer (its envelope's `data`), or '' when the answer cannot draw one. */
export function leadMarkup(
  kind: 'home' | 'article',
  answer: Answer,
  config: LoaderConfig,
  win: Win,
  parts: LoaderParts,
): string {
  const envelope = answer && answer.statusCode >= 200 && answer.statusCode < 300 ? answer.data : null
  const data = envelope && typeof envelope === 'object' ? (envelope as { data?: unknown }).data : null
  if (!data || typeof data !== 'object') return ''
  const query: Record<string, string> = {}
  new URLSearchParams(win.location.search).forEach(function (v, k) {
    query[k] = v
  })
  const room = parts.navBarRoomMarkup(parts.isNavBarHidden(query) ? null : config.navBarHeight)
  if (kind === 'home') {
    const image = parts.bannerImages(data as Parameters<typeof bannerImages>[0])[0]
    return image && new RegExp(config.plainImage).test(image) ? parts.homeLeadMarkup(room, image) : ''
  }
  const article = data as { html?: unknown; offShelf?: unknown; title?: unknown; author?: { nickName?: unknown } }
  const name = article.author && article.author.nickName
  if (typeof article.html !== 'string' || !article.html || article.offShelf || typeof name !== 'string') return ''
  const title = typeof article.title === 'string' ? parts.escapeText(article.title) : ''
  return parts.articleLeadMarkup({
    room: room,
    authorName: parts.escapeText(name),
    title: parts.articleTitleMarkup(title),
    body: parts.articleTextBody(article.html, win, parts),
  })
}

/**
 * An article body's text as paragraphs, to stand where the body will be while the app's sanitiser is still
 * downloading. Nothing of the source's markup survives: it is parsed into an inert document (no script runs, nothing
 * loads), and only the text of its blocks is written back, escaped, in tags from this list. Pictures come with the app.
 */
export function articleTextBody(html: string, win: Win, parts: LoaderParts): string {
  const blocks = 'p,h1,h2,h3,h4,h5,h6,li,blockquote'
  const parsed = new win.DOMParser().parseFromString(html, 'text/html')
  let out = ''
  parsed.body.querySelectorAll(blocks).forEach(function (block) {
    if (block.querySelector(blocks)) return
    const tag = block.tagName.toLowerCase()
    out += '<' + tag + '>' + parts.escapeText(block.textContent || '') + '</' + tag + '>'
  })
  return out || '<p>' + parts.escapeText(parsed.body.textContent || '') + '</p>'
}

/**
 * Starts the app's scripts, in order (`async = false`), fetched at once at low priority (as deferred scripts are,
 * so the stylesheets and the lead's image come first). Where a lead is on the page (drawn into the HTML by the
 * reference server, or by drawLead) they run once the browser reports a paint inside it, or two frames on where it
 * reports none: scripts that arrive as fast as the lead would otherwise run first, and the app's start-up (a long
 * task on a slow phone) would hold the lead off the screen. Timers start them anyway when the lead is slow to show or
 * its answer slow to come, or the page gets no frame (a background tab).
 */
export function startApp(
  config: LoaderConfig,
  win: Win,
  lead: Promise<Element | null> | null,
  parts: LoaderParts,
): void {
  const doc = win.document
  let done = false
  config.scripts.forEach(function (src) {
    const link = doc.createElement('link')
    link.rel = 'preload'
    link.setAttribute('as', 'script')
    link.setAttribute('fetchpriority', 'low')
    link.href = src
    doc.head.appendChild(link)
  })
  function go() {
    if (done) return
    done = true
    const failed = parts.whenAppFails(config, win)
    config.scripts.forEach(function (src) {
      const script = doc.createElement('script')
      script.src = src
      script.async = false
      script.onerror = failed
      doc.head.appendChild(script)
    })
  }
  function whenShown(element: Element) {
    win.setTimeout(go, config.shownLatestMs)
    const Observer = win.PerformanceObserver
    const types = (Observer && Observer.supportedEntryTypes) || []
    if (types.indexOf('largest-contentful-paint') < 0)
      return win.requestAnimationFrame(function () {
        win.requestAnimationFrame(function () {
          win.setTimeout(go)
        })
      })
    new Observer(function (list, observer) {
      list.getEntries().forEach(function (entry) {
        const painted = (entry as PerformanceEntry & { element?: Element | null }).element
        if (painted && element.contains(painted)) {
          observer.disconnect()
          win.setTimeout(go)
        }
      })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  }
  function ready() {
    const drawn = doc.querySelector('.boot-lead')
    if (drawn) return whenShown(drawn)
    if (!lead) return go()
    win.setTimeout(go, config.answerLatestMs)
    lead.then(function (element) {
      if (element) whenShown(element)
      else go()
    })
  }
  parts.whenParsed(win, ready)
}

/**
 * What to do when one of the app's scripts does not load (the network went as the page opened, or the server
 * failed): without the app the loading line would stay for ever. Instead it says why, and the page loads again on a
 * tap on that message, or by itself when the network comes back (docs/product.md §8.4).
 */
export function whenAppFails(config: LoaderConfig, win: Win): () => void {
  let told = false
  function reload() {
    win.location.reload()
  }
  return function () {
    if (told) return
    told = true
    win.addEventListener('online', reload)
    const layer = win.document.querySelector('.boot-loading')
    if (!layer) return
    // Its 加载中... goes; a lead drawn for reading stays, the message after it (a strip at the bottom, index.html).
    Array.prototype.slice.call(layer.childNodes).forEach(function (node: Node) {
      if (node.nodeType === 3) layer.removeChild(node)
    })
    const message = win.document.createElement('div')
    message.className = 'boot-failed'
    message.setAttribute('role', 'alert')
    // One line each, kept apart by the stylesheet's pre-line.
    message.textContent = config.failedTexts[win.navigator.onLine === false ? 'offline' : 'online'].join('\n')
    message.onclick = reload
    layer.appendChild(message)
  }
}

/** The parts as the build carries them. */
export const LOADER_PARTS: LoaderParts = {
  whenParsed,
  linkStylesheet,
  startCalls,
  drawLead,
  leadMarkup,
  articleTextBody,
  startApp,
  whenAppFails,
  bannerImages,
  isNavBarHidden,
  escapeText,
  navBarRoomMarkup,
  homeLeadMarkup,
  articleLeadMarkup,
  articleTitleMarkup,
}

const PUBLIC_PATH = '/community/'

/** The base address an endpoint's calls go to in this build (config/env.ts API_BASE_*). */
function baseOf(env: BuildEnv, base: string): string {
  if (base === 'none') return ''
  return env[`API_BASE_${base.toUpperCase()}` as keyof BuildEnv] ?? ''
}

/**
 * The loader's settings for a build: its chunks by page, its first calls on the build's API bases, and the entry
 * scripts it starts.
 */
export function loaderConfig(
  pages: Record<string, string[]>,
  scripts: string[],
  env: BuildEnv = resolveEnv(),
): LoaderConfig {
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
    scripts,
    plainImage: PLAIN_IMAGE_URL.source,
    navBarHeight: H5_NAV_BAR_HEIGHT,
    shownLatestMs: LEAD_SHOWN_LATEST_MS,
    answerLatestMs: LEAD_ANSWER_LATEST_MS,
    failedTexts: { offline: [TEXTS.noNetwork, TEXTS.needsNetwork], online: [TEXTS.loadFailed] },
  }
}

/** The oldest engine the loader must parse in: package.json's browserslist (iOS 13, Chrome 80). */
export const LOADER_TARGET = ['ios13', 'chrome80']

/** The loader as the inline script's text: its source called with this build's settings and its parts, minified. */
export async function loaderScript(config: LoaderConfig): Promise<string> {
  const parts = Object.entries(LOADER_PARTS).map(([name, part]) => `${name}:${part.toString()}`)
  const source = `(${firstScreenLoader.toString()})(${JSON.stringify(config)},window,{${parts.join(',')}})`
  // Lowered to the oldest web view the app supports: this script starts the app, so one syntax error is a blank page.
  // Loaded here: esbuild will not load in a test's stand-in browser, where the loader's parts are tested.
  const { transform } = await import('esbuild')
  // Its Chinese texts as they are, not as \u escapes: the page is UTF-8, and each escape is six bytes.
  const out = await transform(source, { minify: true, target: LOADER_TARGET, loader: 'js', charset: 'utf8' })
  return out.code.trim()
}

type HtmlTag = HtmlWebpackPlugin.HtmlTagObject

/** A tag that loads one of the app's scripts (Taro writes them deferred, in the head). */
function isScriptFile(tag: HtmlTag): boolean {
  return tag.tagName === 'script' && typeof tag.attributes.src === 'string'
}

/**
 * Puts the loader into the built index.html's head, before the app's scripts and stylesheets, and hands it the
 * app's script tags to start (startApp) in their place.
 */
export class FirstScreenLoaderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstScreenLoaderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise(
        'FirstScreenLoaderPlugin',
        async (data) => {
          const scripts = [...data.headTags, ...data.bodyTags]
            .filter(isScriptFile)
            .map((tag) => String(tag.attributes.src))
          data.headTags = data.headTags.filter((tag) => !isScriptFile(tag))
          data.bodyTags = data.bodyTags.filter((tag) => !isScriptFile(tag))
          const script = await loaderScript(loaderConfig(pageChunkFiles(compilation), scripts))
          data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, script))
          return data
        },
      )
    })
  }
}
