/**
 * WebKit, the engine of Safari and of every iOS web view (WKWebView, WeChat's on iOS), for the WebKit suite
 * (test/webkit): Debian's WebKitGTK, the same WebCore and JavaScriptCore, driven through its W3C WebDriver server
 * (WebKitWebDriver, which starts MiniBrowser) on a virtual display, by selenium-webdriver. Each suite starts its
 * own Xvfb (on a free display) and driver (on a free port) and stops them after; if either cannot start, the suite
 * fails saying so, for WebKit is a target, not an option.
 *
 * The window is an iPhone's: 390 × 844 CSS pixels, the iOS web view's user agent (so the app and Taro take their
 * phone branches), muted autoplay only (iOS's rule) and a time zone that is not Beijing's, so a date read in the
 * phone's zone instead of the server's shows.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { connect, createServer } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver'
import { WEBKIT_DRIVER_PATH, WEBKIT_INSTALL_HINT, XVFB_PATH } from '../../scripts/webkit'
import { CURRENT_PAGE, isOnePageForAddress } from './browser'
import { startServer, type RunningServer } from './e2e-server'

export const PHONE = { width: 390, height: 844 } as const
/** WKWebView's own user agent on an iPhone (no "Safari/…" part: that is Safari's, not a web view's). */
export const IOS_WEB_VIEW_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
/** East of Beijing, so a server time read as the phone's local time would look an hour old. */
export const PHONE_TIME_ZONE = 'Asia/Tokyo'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** True once something accepts connections on the port (the driver answers no request before it listens). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Keeps the last lines a helper process wrote, for the message when it fails. */
function tail(child: ChildProcess): () => string {
  let text = ''
  const keep = (chunk: Buffer) => (text = (text + String(chunk)).slice(-2000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => text.trim()
}

/** Xvfb picks a free display itself and writes its number to the descriptor -displayfd names. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    XVFB_PATH,
    ['-displayfd', '3', '-screen', '0', `${PHONE.width}x${PHONE.height}x24`, '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  )
  const output = tail(xvfb)
  const display = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb gave no display in 10 s: ${output()}`)), 10_000)
    xvfb.once('error', (e) => reject(new Error(`Xvfb (${XVFB_PATH}) did not start: ${e.message}`)))
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${output()}`)))
    ;(xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      clearTimeout(timer)
      resolve(`:${String(chunk).trim()}`)
    })
  })
  return { display, process: xvfb }
}

async function startDriver(display: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort()
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISPLAY: display },
  })
  const output = tail(driver)
  let failed: Error | undefined
  driver.once(
    'error',
    (e) => (failed = new Error(`WebKitWebDriver (${WEBKIT_DRIVER_PATH}) did not start: ${e.message}`)),
  )
  driver.once('exit', (code) => (failed ??= new Error(`WebKitWebDriver exited (${code}): ${output()}`)))
  const deadline = Date.now() + 10_000
  while (!failed && !(await listening(port))) {
    if (Date.now() > deadline) failed = new Error(`WebKitWebDriver did not listen on ${port} in 10 s: ${output()}`)
    await sleep(100)
  }
  if (failed) throw failed
  return { url: `http://127.0.0.1:${port}`, process: driver }
}

export interface LaunchedWebKit {
  driver: WebDriver
  /** WebKitGTK's version, as the driver reports the browser's. */
  version: string
  close(): Promise<void>
}

async function openSession(url: string): Promise<{ driver: WebDriver; version: string }> {
  const driver = await new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        // --full-screen drops MiniBrowser's toolbar, so the page gets the whole 390 × 844 window.
        args: [
          '--automation',
          '--full-screen',
          '--autoplay-policy=allow-without-sound',
          `--user-agent=${IOS_WEB_VIEW_UA}`,
          `--time-zone=${PHONE_TIME_ZONE}`,
        ],
      },
    })
    .build()
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, ...PHONE })
  await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 })
  const version = String((await driver.getCapabilities()).get('browserVersion') ?? '')
  return { driver, version }
}

export async function launchWebKit(): Promise<LaunchedWebKit> {
  const started: ChildProcess[] = []
  const stop = () => started.reverse().forEach((child) => child.kill())
  try {
    const xvfb = await startXvfb()
    started.push(xvfb.process)
    const server = await startDriver(xvfb.display)
    started.push(server.process)
    const { driver, version } = await openSession(server.url)
    return {
      driver,
      version,
      async close() {
        await driver.quit().catch(() => undefined)
        stop()
      },
    }
  } catch (e) {
    stop()
    throw new Error(
      `WebKit could not start, and it is a tested target (the iOS web view's engine): ${(e as Error).message}\n` +
        `Install it with: ${WEBKIT_INSTALL_HINT}`,
    )
  }
}

/** Recorded in the page before any of its own scripts: what a person would call a broken page. */
const WATCH_SCRIPT = `(function () {
  var seen = (window.__problems = [])
  addEventListener('error', function (e) {
    var t = e.target
    if (t && t !== window) seen.push('resource: ' + (t.currentSrc || t.src || t.href || t.tagName))
    else seen.push('pageerror: ' + e.message)
  }, true)
  addEventListener('unhandledrejection', function (e) {
    seen.push('unhandledrejection: ' + ((e.reason && e.reason.message) || e.reason))
  })
  addEventListener('securitypolicyviolation', function (e) {
    seen.push('csp: ' + e.violatedDirective + ' ' + e.blockedURI)
  })
  var error = console.error
  console.error = function () {
    seen.push('console: ' + Array.prototype.map.call(arguments, String).join(' '))
    return error.apply(console, arguments)
  }
})()`
const WATCH_PATH = '/__webkit-watch.js'

export interface WatchedServer extends RunningServer {
  /** How many requests whose address contains `part` the server has had. */
  requestsTo(part: string): number
  /** Answers of 400 and above since the last read, and then forgets them. */
  takeHttpProblems(): string[]
  /**
   * Cuts every connection the browser makes (true) or lets them through (false). WebDriver has no network
   * emulation, so this is the honest stand-in for a phone losing its network: requests fail at the socket, as
   * they do offline, and nothing of the page is faked.
   */
  cut(on: boolean): void
}

/**
 * The reference server as the e2e suites start it (test/support/e2e-server.ts), plus what WebDriver cannot see by
 * itself: the page gets the watch script first in its head (a file of our origin, so the page's CSP allows it),
 * and the server keeps its own 4xx/5xx answers.
 */
export async function startWatchedServer(options: { hostSim?: boolean } = {}): Promise<WatchedServer> {
  const http: string[] = []
  const asked: string[] = []
  let cut = false
  const prepare = (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      asked.push(request.url)
      if (!cut) return
      reply.hijack()
      request.raw.socket.destroy()
    })
    app.get(WATCH_PATH, (_request, reply) => reply.type('text/javascript').send(WATCH_SCRIPT))
    app.addHook('onSend', async (_request, reply, payload) => {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
      if (!html || typeof payload !== 'string') return payload
      return payload.replace(/<head[^>]*>/, (head) => `${head}<script src="${WATCH_PATH}"></script>`)
    })
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 400 && !request.url.includes('favicon'))
        http.push(`http ${reply.statusCode}: ${request.url}`)
    })
  }
  const server = await startServer({ hostSim: options.hostSim, prepare })
  return Object.assign(server, {
    requestsTo: (part: string) => asked.filter((url) => url.includes(part)).length,
    takeHttpProblems: () => http.splice(0),
    cut: (on: boolean) => {
      cut = on
    },
  })
}

/**
 * One phone: a WebKit session and the helpers a journey needs, each through WebDriver as a person acts (clicks,
 * keys) and reading the page with scripts where a person would read the screen.
 */
export class Phone {
  private problems: string[] = []

  constructor(readonly driver: WebDriver) {}

  /** Runs a function's body in the page; arguments arrive as `arguments[i]`. */
  js<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.driver.executeScript(script, ...args) as Promise<T>
  }

  /** Waits until the script (a function body) returns something truthy, and returns that. */
  async until<T>(what: string, script: string, timeoutMs = 20_000, ...args: unknown[]): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const value = await this.js<T>(script, ...args)
      if (value) return value
      if (Date.now() > deadline) throw new Error(`WebKit: still waiting after ${timeoutMs} ms for ${what}`)
      await sleep(100)
    }
  }

  /** Keeps what the page recorded so far (a navigation starts a new record). */
  async harvest(): Promise<void> {
    const seen = await this.js<string[] | null>('return window.__problems ? window.__problems.splice(0) : null')
    this.problems.push(...(seen ?? []))
  }

  /** Every problem since the last call, from the page and from the servers given. */
  async takeProblems(...servers: WatchedServer[]): Promise<string[]> {
    await this.harvest()
    const all = [...this.problems.splice(0), ...servers.flatMap((s) => s.takeHttpProblems())]
    return all.filter((p) => !p.includes('favicon'))
  }

  async open(url: string): Promise<void> {
    await this.harvest().catch(() => undefined)
    await this.driver.get(url)
    await this.until('the page shell', `return document.querySelector('${CURRENT_PAGE} [data-testid="page-shell"]')`)
  }

  async url(): Promise<string> {
    return this.driver.getCurrentUrl()
  }

  async waitForUrl(pattern: RegExp, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!pattern.test(await this.url())) {
      if (Date.now() > deadline) throw new Error(`WebKit: the address ${await this.url()} never matched ${pattern}`)
      await sleep(100)
    }
  }

  /** After an in-app navigation: the new page is the only one on screen. */
  settled(): Promise<unknown> {
    return this.until(
      'one page on screen, the address’s',
      `return (${isOnePageForAddress.toString()})(arguments[0])`,
      20_000,
      CURRENT_PAGE,
    )
  }

  /**
   * The first element of the page on screen that matches, once it is there. A list that draws again may replace the
   * element between the look and the grab: then it is looked for again, until the time is up.
   */
  async find(selector: string, timeoutMs = 20_000): Promise<WebElement> {
    const css = `${CURRENT_PAGE} ${selector}`
    const deadline = Date.now() + timeoutMs
    for (;;) {
      await this.until(
        selector,
        'return document.querySelector(arguments[0])',
        Math.max(deadline - Date.now(), 100),
        css,
      )
      const found = await this.driver.findElements(By.css(css))
      if (found.length > 0) return found[0]
      if (Date.now() > deadline) throw new Error(`WebKit: ${selector} came and went within ${timeoutMs} ms`)
    }
  }

  count(selector: string): Promise<number> {
    return this.js<number>('return document.querySelectorAll(arguments[0]).length', `${CURRENT_PAGE} ${selector}`)
  }

  attr(selector: string, name: string): Promise<string | null> {
    return this.js(
      'var e = document.querySelector(arguments[0]); return e ? e.getAttribute(arguments[1]) : null',
      `${CURRENT_PAGE} ${selector}`,
      name,
    )
  }

  text(selector: string): Promise<string> {
    return this.js(
      'var e = document.querySelector(arguments[0]); return e ? e.textContent : ""',
      `${CURRENT_PAGE} ${selector}`,
    )
  }

  /** A click where a finger would tap; when something covers the element, the error names what. */
  async click(selector: string): Promise<void> {
    let element = await this.find(selector)
    try {
      await element.click().catch(async (e: Error) => {
        if (e.name !== 'StaleElementReferenceError') throw e
        element = await this.find(selector)
        await element.click()
      })
    } catch (e) {
      const over = await this.js<string>(
        `var r = arguments[0].getBoundingClientRect(), top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        return top ? top.outerHTML.slice(0, 300) : 'nothing'`,
        element,
      )
      throw new Error(`WebKit: could not click ${selector} (${(e as Error).name}); on top of it: ${over}`)
    }
  }

  /**
   * Types into a text field, as keys: an input or text area with that selector, or the one inside it (Taro's text
   * area wraps the native one).
   */
  async type(selector: string, text: string): Promise<void> {
    const field = await this.find(
      [`${selector} textarea`, `${selector} input`, `textarea${selector}`, `input${selector}`].join(', '),
    )
    await field.click()
    await field.sendKeys(text)
  }

  /**
   * Inserts text into the focused field as a keyboard commits it (an input event of type insertText). WebKitGTK's
   * WebDriver types no character beyond the Basic Multilingual Plane, so an emoji goes in this way, as the
   * iPhone's emoji keyboard puts it in.
   */
  async insertText(text: string): Promise<void> {
    await this.js('document.execCommand("insertText", false, arguments[0])', text)
  }

  /** The page's scroller (Taro scrolls each page in its own element) to its end, once the cards are drawn. */
  async scrollToEnd(): Promise<void> {
    await this.driver.executeAsyncScript(
      `var done = arguments[arguments.length - 1], current = arguments[0], tries = 0
      ;(function wait() {
        if (document.querySelector(current + ' .feed-segment__pending') && tries++ < 120) return requestAnimationFrame(wait)
        var scroller = document.querySelector(current)
        scroller.scrollTo(0, scroller.scrollHeight)
        done()
      })()`,
      CURRENT_PAGE,
    )
  }

  /**
   * A finger pulling the page down from its top, as touch events. WebKitGTK's WebDriver has no touch pointer
   * (its actions are mouse and keys), so the touches are dispatched in the page, as the touch screen would. Like
   * Safari, WebKit has no Touch constructor: its touches come from document.createTouch and createTouchList.
   */
  async pullDown(): Promise<void> {
    await this.driver.executeAsyncScript(
      `var done = arguments[arguments.length - 1]
      var target = document.querySelector(arguments[0] + ' [data-testid="page-shell"]')
      function at(y) { return document.createTouchList(document.createTouch(window, target, 1, 180, y, 180, y)) }
      function fire(type, y) {
        target.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true,
          touches: type === 'touchend' ? document.createTouchList() : at(y), changedTouches: at(y) }))
      }
      var y = 170
      fire('touchstart', 150)
      ;(function move() {
        if (y > 350) { fire('touchend', 350); return done() }
        fire('touchmove', y)
        y += 30
        requestAnimationFrame(move)
      })()`,
      CURRENT_PAGE,
    )
  }

  /** A PNG of the window. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.driver.takeScreenshot(), 'base64')
  }
}

export interface WebKitWorld {
  readonly plain: WatchedServer
  readonly hosted: WatchedServer
  readonly webkit: LaunchedWebKit
  readonly phone: Phone
}

/** One WebKit suite's world: a plain and a host-simulated server, and WebKit, started before and closed after. */
export function webkitWorld(): WebKitWorld {
  let plain: WatchedServer | undefined
  let hosted: WatchedServer | undefined
  let webkit: LaunchedWebKit | undefined
  let phone: Phone | undefined
  beforeAll(async () => {
    webkit = await launchWebKit()
    phone = new Phone(webkit.driver)
    plain = await startWatchedServer()
    hosted = await startWatchedServer({ hostSim: true })
  }, 60_000)
  afterAll(async () => {
    await webkit?.close()
    await plain?.close()
    await hosted?.close()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('WebKit is used before beforeAll started it')
    return value
  }
  return {
    get plain() {
      return started(plain)
    },
    get hosted() {
      return started(hosted)
    },
    get webkit() {
      return started(webkit)
    },
    get phone() {
      return started(phone)
    },
  }
}
