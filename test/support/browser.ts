/**
 * Headless Debian Chromium through playwright-core. The flags keep Chromium from reaching for
 * hosts this machine cannot reach; a fresh profile per launch keeps runs independent.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium'

export interface LaunchedBrowser {
  browser: BrowserContext
  close(): Promise<void>
}

/**
 * Service workers are blocked unless a suite asks for them (test/e2e/app-worker.test.ts): the production build
 * registers one (docs/product.md §8.6), and a page it controls would answer chunks and images from its caches,
 * out of reach of the request interception and fault injection the other suites rely on.
 */
export async function launchBrowser(options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<LaunchedBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'))
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    serviceWorkers: options.serviceWorkers ?? 'block',
  })
  return {
    browser,
    async close() {
      await browser.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Records what a person would call a broken page: uncaught errors, console errors, failed requests. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`)
  })
  page.on('requestfailed', (r) => {
    // A client ends an event stream by aborting it (its page hidden, a tab switched; docs/product.md §4.20).
    if (r.headers().accept === 'text/event-stream' && r.failure()?.errorText === 'net::ERR_ABORTED') return
    problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText ?? ''}`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`http ${r.status()}: ${r.url()}`)
  })
  return problems
}

export type { Browser, BrowserContext, Page, Route }

export { eventually } from './eventually'

/** Taro's H5 router keeps earlier pages in the document, hidden: this selects the page on screen. */
export const CURRENT_PAGE = '.taro_page:not(.taro_page_shade)'

/**
 * True once the page on screen is the only one and the address's own (its id is its path): right after a navigation
 * the page being left is, for a moment, still the only one on screen. Runs in the page; `current` is CURRENT_PAGE.
 */
export function isOnePageForAddress(current: string): boolean {
  const shown = document.querySelectorAll(current)
  return shown.length === 1 && shown[0].id.split('?')[0] === location.pathname
}

/** After an in-app navigation: wait until the new page is the only one on screen. */
export async function waitForPageSettled(page: Page): Promise<void> {
  await page.waitForFunction(isOnePageForAddress, CURRENT_PAGE)
}

/**
 * Scrolls the page on top (Taro H5 scrolls each page in its own element) to its top or its end. A feed draws its cards a few at a time, keeping estimated room for
 * the rest (`.feed-segment__pending`), so its end moves while it draws: like a person, wait until the cards are
 * drawn, then scroll once.
 */
export const scrollPage = (page: Page, where: 'top' | 'end') =>
  page.evaluate(
    async ([current, to]) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      for (let tries = 0; tries < 120 && document.querySelector(`${current} .feed-segment__pending`); tries += 1)
        await frame()
      const scroller = document.querySelector(current)
      scroller?.scrollTo(0, to === 'top' ? 0 : scroller.scrollHeight)
    },
    [CURRENT_PAGE, where] as const,
  )

/** A finger pulling the page down from the top, through the shell's touch handlers. */
export const pullDown = (page: Page) =>
  page.evaluate(async (current) => {
    const target = document.querySelector(`${current} [data-testid="page-shell"]`) as HTMLElement
    const touchAt = (y: number) => new Touch({ identifier: 1, target, clientX: 180, clientY: y })
    const fire = (type: string, y: number) =>
      target.dispatchEvent(
        new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches: type === 'touchend' ? [] : [touchAt(y)],
          changedTouches: [touchAt(y)],
        }),
      )
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    fire('touchstart', 150)
    for (let y = 170; y <= 350; y += 30) {
      fire('touchmove', y)
      await frame()
    }
    fire('touchend', 350)
  }, CURRENT_PAGE)

/** Counts the requests whose address contains `part`, from now on. */
export function countRequests(page: Page, part: string): () => number {
  let n = 0
  page.on('request', (request) => {
    if (request.url().includes(part)) n += 1
  })
  return () => n
}

/** An element of the page on screen (Taro keeps the pages behind it in the document). */
export const current = (page: Page, selector: string) => page.locator(`${CURRENT_PAGE} ${selector}`)

/**
 * Types into the current page's text field with that test id. On H5 an input is the element carrying the id
 * (Taro's HTML components); a text area is still Taro's web component, with the native one inside.
 */
export async function typeText(page: Page, testId: string, text: string): Promise<void> {
  const id = `[data-testid="${testId}"]`
  await current(page, `${id} textarea, textarea${id}, input${id}`).first().fill(text)
}

/** Console and request problems that are the page's own (the browser's favicon request is not). */
export const ownProblems = (problems: string[]) => problems.filter((p) => !p.includes('favicon'))
