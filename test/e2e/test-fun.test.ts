/**
 * 功能测试 in Chromium, in the host-simulated app (docs/qa.md): every bridge button gets an answer or a
 * time-out (a method the simulator is made to ignore times out after the wait typed on the page), the
 * three calls that leave the page do leave it, and firing a theme push restyles the page.
 */
import type { BridgeMethod } from '@shared/bridge'
import { BRIDGE_METHOD_EXAMPLES } from '@shared/bridge-examples'
import { current, ownProblems, watchProblems, type Page } from '../support/browser'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(180_000)

const world = hostedApp()
const PATH = 'community/testFun/index'
/** In the simulator these go back or reload, as the app would: checked by where the page ends up. */
const LEAVING: readonly BridgeMethod[] = ['closePage', 'goBack', 'reload']

const row = (page: Page, method: string) => current(page, `[data-testid="testfun-call"][data-method="${method}"]`)

async function outcomeOf(page: Page, method: string): Promise<string> {
  const result = row(page, method).locator('[data-testid="testfun-call-result"]')
  await page.waitForFunction(
    (sel) => {
      const outcome = document.querySelector(sel)?.getAttribute('data-outcome')
      return outcome !== undefined && outcome !== null && outcome !== 'running'
    },
    `.taro_page:not(.taro_page_shade) [data-testid="testfun-call"][data-method="${method}"] [data-testid="testfun-call-result"]`,
    { timeout: 15_000 },
  )
  return (await result.getAttribute('data-outcome')) ?? ''
}

async function openTestFun(page: Page): Promise<void> {
  await page.goto(`${world.hosted.site}${PATH}`)
  await current(page, '[data-testid="testfun-calls"]').waitFor({ timeout: 20_000 })
}

it('every bridge button gets an answer or a time-out, and the calls that leave the page leave it', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}pages/index/index`)
  await openTestFun(page)
  expect(await current(page, '[data-testid="testfun-platform"]').getAttribute('data-kind')).toBe('native')
  expect(await current(page, '[data-testid="testfun-simulated"]').textContent()).toContain('是')
  // The session is the simulator's test account, its token never shown whole.
  const token = (await current(page, '[data-testid="testfun-session-token"]').textContent()) ?? ''
  expect(token).toContain('*')
  expect(token).not.toContain('dev-token-10001')

  // A method the app never answers: the simulator is told to swallow goodRating, and the page waits 800 ms.
  await page.evaluate(() => {
    const bridge = (window as unknown as { community: { call: (m: string, p: string, c: string) => unknown } })
      .community
    const answer = bridge.call.bind(bridge)
    bridge.call = (method, params, callback) => (method === 'goodRating' ? undefined : answer(method, params, callback))
  })
  await current(page, 'input[data-testid="testfun-timeout"]').fill('800')

  const outcomes: Record<string, string> = {}
  for (const method of Object.keys(BRIDGE_METHOD_EXAMPLES) as BridgeMethod[]) {
    if (LEAVING.includes(method)) continue
    await row(page, method).locator('[data-testid="testfun-call-button"]').click()
    outcomes[method] = await outcomeOf(page, method)
  }
  expect(outcomes.goodRating).toBe('timeout')
  const others = Object.entries(outcomes).filter(([method]) => method !== 'goodRating')
  expect(others.filter(([, outcome]) => outcome !== 'answered')).toEqual([])
  expect(await row(page, 'getABTestValue').locator('[data-testid="testfun-call-raw"]').textContent()).toContain(
    '"value"',
  )

  // goBack and closePage: the simulator goes back in history, to the home page opened before.
  for (const method of ['goBack', 'closePage'] as const) {
    await row(page, method).locator('[data-testid="testfun-call-button"]').click()
    await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 })
    await page.goForward()
    await current(page, '[data-testid="testfun-calls"]').waitFor({ timeout: 20_000 })
  }
  // reload: the simulator reloads the web view, so a mark left on the window is gone.
  await page.evaluate(() => ((window as unknown as { qaMark: number }).qaMark = 1))
  await row(page, 'reload').locator('[data-testid="testfun-call-button"]').click()
  await page.waitForFunction(() => !(window as unknown as { qaMark?: number }).qaMark, undefined, { timeout: 15_000 })
  await current(page, '[data-testid="testfun-calls"]').waitFor({ timeout: 20_000 })
  expect(ownProblems(problems)).toEqual([])
  await page.close()
})

it('firing a theme push restyles the page and logs the push', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await openTestFun(page)
  const shell = current(page, '[data-testid="page-shell"]')
  expect(await shell.getAttribute('data-theme')).toBe('light')
  const background = () => shell.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-background').trim())
  const before = await background()
  await current(page, '[data-testid="testfun-fire-button"][data-event="themeChange"][data-payload="night"]').click()
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-theme') === 'dark',
    '.taro_page:not(.taro_page_shade) [data-testid="page-shell"]',
  )
  expect(await background()).not.toBe(before)
  const logged = current(page, '[data-testid="testfun-event"]').first()
  expect(await logged.textContent()).toContain('themeChange(night)')
  expect(await logged.getAttribute('data-accepted')).toBe('1')
  // A push straight from the simulator (as the app sends it) lands in the log too.
  await page.evaluate(() => (window as unknown as { hostSim: { theme: (v: string) => void } }).hostSim.theme('day'))
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-theme') === 'light',
    '.taro_page:not(.taro_page_shade) [data-testid="page-shell"]',
  )
  expect(await current(page, '[data-testid="testfun-event"]').first().textContent()).toContain('themeChange(day)')
  expect(ownProblems(problems)).toEqual([])
  await page.close()
})
