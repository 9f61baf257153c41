/**
 * The QA suite for WeChat DevTools, driven by miniprogram-automator. The same steps run against real
 * DevTools (home.test.ts, when WECHAT_DEVTOOLS_CLI or WECHAT_AUTOMATOR_WS is set) and against the fake
 * DevTools of scripts/weapp/fake-devtools.ts (always), which proves this file's own plumbing.
 */
import path from 'node:path'
import automator from 'miniprogram-automator'
import { findRoute } from '@/config/routes'
import { pageText } from '../../scripts/weapp/tree'
import { journeysFor, leftOutOn, type Journey } from '../journeys/catalogue'
import type { Seeded } from '../journeys/seeded'

export const REPO_ROOT = path.resolve(__dirname, '../..')
export const SKIP_LINE = 'QA suite skipped: set WECHAT_DEVTOOLS_CLI or WECHAT_AUTOMATOR_WS to drive WeChat DevTools'

// The automator's own typings are mostly `any`: these are the parts the suite relies on.
export interface QaElement {
  tagName: string
  tap(): Promise<void>
  outerWxml(): Promise<string>
}
export interface QaPage {
  id: number
  path: string
  query: unknown
  data(path?: string): Promise<unknown>
  $$(selector: string): Promise<QaElement[]>
}
export interface QaMiniProgram {
  currentPage(): Promise<QaPage | undefined>
  callWxMethod(method: string, ...args: unknown[]): Promise<unknown>
  on(event: 'exception', listener: (e: { message?: string }) => void): unknown
  disconnect(): void
  close(): Promise<void>
}

export type AutomatorTarget =
  { kind: 'launch'; cliPath: string; projectPath: string } | { kind: 'connect'; wsEndpoint: string }

/** WECHAT_DEVTOOLS_CLI wins (launch a DevTools), else WECHAT_AUTOMATOR_WS (attach to a running one). */
export function automatorTarget(env: Record<string, string | undefined>): AutomatorTarget | undefined {
  if (env.WECHAT_DEVTOOLS_CLI) return { kind: 'launch', cliPath: env.WECHAT_DEVTOOLS_CLI, projectPath: REPO_ROOT }
  if (env.WECHAT_AUTOMATOR_WS) return { kind: 'connect', wsEndpoint: env.WECHAT_AUTOMATOR_WS }
  return undefined
}

export async function connectFromEnv(env: Record<string, string | undefined>): Promise<QaMiniProgram> {
  const target = automatorTarget(env)
  if (!target) throw new Error(SKIP_LINE)
  const mp =
    target.kind === 'launch'
      ? await automator.launch({ cliPath: target.cliPath, projectPath: target.projectPath })
      : await automator.connect({ wsEndpoint: target.wsEndpoint })
  return mp as unknown as QaMiniProgram
}

const strip = (p: string): string => p.replace(/^\/+/, '').split('?')[0]

/** Route changes finish asynchronously in DevTools: poll the current page instead of sleeping. */
export async function waitForPage(mp: QaMiniProgram, pagePath: string, timeoutMs = 15_000): Promise<QaPage> {
  const end = Date.now() + timeoutMs
  let last = ''
  for (;;) {
    const page = await mp.currentPage()
    last = page?.path ?? '(none)'
    if (page && strip(page.path) === strip(pagePath)) return page
    if (Date.now() > end) throw new Error(`expected page ${pagePath}, still on ${last} after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The page text, from Taro's data tree; polled because the first render arrives after the route change. */
export async function waitForPageText(page: QaPage, text: string, timeoutMs = 10_000): Promise<string> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const current = pageText(await page.data())
    if (current.includes(text)) return current
    if (Date.now() > end) throw new Error(`"${text}" not on ${page.path} after ${timeoutMs} ms; text: ${current}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function elementWithText(page: QaPage, text: string): Promise<{ element: QaElement; wxml: string } | undefined> {
  // Innermost first: the last matching view in document order is the deepest.
  const views = await page.$$('view')
  for (let i = views.length - 1; i >= 0; i--) {
    const wxml = await views[i].outerWxml()
    if (wxml.includes(text)) return { element: views[i], wxml }
  }
  return undefined
}

export interface QaContext {
  mp(): QaMiniProgram
  /** Pages of the app.json being tested. */
  pages(): string[]
}

/** Registers the QA tests in the current describe block. */
export function defineQaTests(ctx: QaContext): void {
  const exceptions: string[] = []
  let listening = false
  const listen = (): void => {
    if (listening) return
    listening = true
    ctx.mp().on('exception', (e) => exceptions.push(e.message ?? String(e)))
  }

  test('relaunches the home page, which shows 投资社区 in data and WXML', async () => {
    listen()
    const mp = ctx.mp()
    const title = findRoute('pages/index/index')?.title ?? '投资社区'
    await mp.callWxMethod('reLaunch', { url: '/pages/index/index' })
    const page = await waitForPage(mp, 'pages/index/index')
    await waitForPageText(page, title)
    const found = await elementWithText(page, title)
    expect(found?.wxml).toContain(title)
  })

  test('a tap on the home title leaves the app on a page without exceptions', async () => {
    listen()
    const mp = ctx.mp()
    const page = await waitForPage(mp, 'pages/index/index')
    const found = await elementWithText(page, findRoute('pages/index/index')?.title ?? '投资社区')
    if (!found) throw new Error('no view with the home title to tap')
    await found.element.tap()
    expect(await mp.currentPage()).toBeDefined()
    expect(exceptions).toEqual([])
  })

  test('opens community home, shows its title and comes back', async () => {
    listen()
    const mp = ctx.mp()
    await mp.callWxMethod('navigateTo', { url: '/community/home/index' })
    const page = await waitForPage(mp, 'community/home/index')
    await waitForPageText(page, findRoute('community/home/index')?.title ?? '投资社区')
    await mp.callWxMethod('navigateBack', { delta: 1 })
    await waitForPage(mp, 'pages/index/index')
    expect(exceptions).toEqual([])
  })
}

/** The first element matching `selector` whose WXML contains `text` (any, when no text is given). */
async function elementBy(page: QaPage, selector: string, text = ''): Promise<QaElement> {
  const end = Date.now() + 10_000
  for (;;) {
    for (const element of await page.$$(selector)) {
      if (!text || (await element.outerWxml()).includes(text)) return element
    }
    if (Date.now() > end) throw new Error(`no ${selector}${text ? ` with "${text}"` : ''} on ${page.path}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function waitForWxml(element: QaElement, check: (wxml: string) => boolean, what: string): Promise<void> {
  const end = Date.now() + 10_000
  while (!check(await element.outerWxml())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * A write as a user. Not logged in yet, the first tap runs the mini-program login (wx.login, the
 * code exchange) and the page reloads logged in: the tap is then made again on the reloaded page.
 */
async function tapAsUser(mp: QaMiniProgram, page: QaPage, journey: Journey, selector: string, what: string) {
  const element = await elementBy(page, selector)
  const before = await element.outerWxml()
  await element.tap()
  const end = Date.now() + 10_000
  for (;;) {
    const now = await mp.currentPage()
    if (now && now.id !== page.id) {
      const reloaded = await waitForPage(mp, journey.path)
      await waitForPageText(reloaded, findRoute(journey.path)?.title ?? '')
      const again = await elementBy(reloaded, selector)
      const shown = await again.outerWxml()
      await again.tap()
      return waitForWxml(again, (wxml) => wxml !== shown, what)
    }
    if ((await element.outerWxml()) !== before) return
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** What a page shows in its bar: the stock page's stock name, else the route table's title. */
function titleOf(journey: Journey, seed: Seeded): string {
  return journey.query?.(seed).name || findRoute(journey.path)?.title || ''
}

export interface JourneyContext extends QaContext {
  seed(): Seeded
}

/** What each journey kind does through the automator (the kinds QA cannot drive are left out by the catalogue). */
const RUN: Partial<Record<Journey['kind'], (mp: QaMiniProgram, page: QaPage, journey: Journey) => Promise<void>>> = {
  async open() {
    // Opening is the journey: the caller has already waited for the page and its title.
  },
  async openItem(mp, page) {
    await (await elementBy(page, '.feed-card--article')).tap()
    const detail = await waitForPage(mp, 'community/articleDetail/index')
    await waitForPageText(detail, '阅读')
  },
  like: (mp, page, journey) => tapAsUser(mp, page, journey, '.feed-card__like', 'the like to show'),
  follow: (mp, page, journey) => tapAsUser(mp, page, journey, '.follow-button', 'the follow to show'),
  async back(mp, page, journey) {
    await RUN.openItem?.(mp, page, journey)
    await mp.callWxMethod('navigateBack', { delta: 1 })
    await waitForPage(mp, journey.path)
  },
}

/** The journey catalogue on DevTools (or the fake): every journey the catalogue gives QA. */
export function defineJourneyTests(ctx: JourneyContext): void {
  for (const journey of journeysFor('qa')) {
    const run = RUN[journey.kind]
    test(`journey: ${journey.name}`, async () => {
      if (!run) throw new Error(`the QA suite has no steps for "${journey.kind}"; the catalogue must leave it out`)
      if (!ctx.pages().includes(journey.path)) throw new Error(`${journey.path} is not in app.json`)
      const mp = ctx.mp()
      const query = { ...(journey.query?.(ctx.seed()) ?? {}), ...(journey.login ? { dev: '1' } : {}) }
      const search = new URLSearchParams(query).toString()
      await mp.callWxMethod('reLaunch', { url: `/${journey.path}${search ? `?${search}` : ''}` })
      const page = await waitForPage(mp, journey.path)
      await waitForPageText(page, titleOf(journey, ctx.seed()))
      await run(mp, page, journey)
    })
  }
  test('the catalogue says why for every journey QA leaves out', () => {
    for (const left of leftOutOn('qa')) expect(left.why.length).toBeGreaterThan(10)
  })
}
