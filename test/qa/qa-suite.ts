/**
 * The QA suite for WeChat DevTools, driven by miniprogram-automator. The same steps run against real
 * DevTools (home.test.ts, when WECHAT_DEVTOOLS_CLI or WECHAT_AUTOMATOR_WS is set) and against the fake
 * DevTools of scripts/weapp/fake-devtools.ts (always), which proves this file's own plumbing.
 */
import path from 'node:path'
import automator from 'miniprogram-automator'
import { findRoute } from '@/config/routes'
import { pageText } from '../../scripts/weapp/tree'

export const REPO_ROOT = path.resolve(__dirname, '../..')
export const SKIP_LINE = 'QA suite skipped: set WECHAT_DEVTOOLS_CLI or WECHAT_AUTOMATOR_WS to drive WeChat DevTools'

// The automator's own typings are mostly `any`: these are the parts the suite relies on.
export interface QaElement {
  tagName: string
  tap(): Promise<void>
  outerWxml(): Promise<string>
}
export interface QaPage {
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

  // Decided when the tests are collected, so the report says which case ran.
  if (!ctx.pages().includes('community/home/index')) {
    test('community home is not in app.json: nothing to open there', () => {
      expect(ctx.pages()).not.toContain('community/home/index')
    })
    return
  }
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
