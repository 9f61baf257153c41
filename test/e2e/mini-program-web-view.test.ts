/**
 * The H5 site inside a mini-program's web view (simulated: WeChat's web-view marker and user-agent
 * token set before the page loads): start-up asks for the messaging-app SDK signature for this
 * page, the SDK on the page is configured with it, and the mini-program's rule holds: a live item
 * is not opened, the person is told to view it in the app.
 */
import { TEXTS } from '@/config/constants'
import { CURRENT_PAGE, launchBrowser, watchProblems, type LaunchedBrowser } from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'

jest.setTimeout(90_000)

let server: RunningServer
let chrome: LaunchedBrowser

beforeAll(async () => {
  server = await startServer()
  chrome = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await server?.close()
})

it('configures the SDK with the signature and blocks live items, as the mini-program does', async () => {
  const page = await chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.addInitScript(() => {
    const w = window as unknown as { __wxjs_environment: string; wx: object; __sdkConfigs: unknown[] }
    w.__wxjs_environment = 'miniprogram'
    Object.defineProperty(navigator, 'userAgent', {
      get: () => 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50 miniProgram/wx123',
    })
    w.__sdkConfigs = []
    // Stands in for WeChat's JS-SDK script, which the host page would load.
    w.wx = { config: (options: unknown) => w.__sdkConfigs.push(options) }
  })
  const signatureAsked = page.waitForRequest(
    (r) => r.url().includes('/servlet/json') && (r.postData() ?? '').includes('funcNo=1000003'),
  )
  await page.goto(`${server.site}community/home/index`)
  const request = await signatureAsked
  expect(decodeURIComponent(request.postData() ?? '')).toContain(`${server.site}community/home/index`)
  await page.waitForFunction(() => (window as unknown as { __sdkConfigs: unknown[] }).__sdkConfigs.length === 1)
  const [config] = (await page.evaluate(() => (window as unknown as { __sdkConfigs: unknown[] }).__sdkConfigs)) as {
    signature: string
    appId: string
    jsApiList: string[]
  }[]
  expect(config.signature).toMatch(/\w{8,}/)
  expect(config.jsApiList.length).toBeGreaterThan(0)

  await page.locator(`${CURRENT_PAGE} [data-testid="home-tab-live"]`).click()
  const live = page.locator(`${CURRENT_PAGE} [data-testid="feed-card"][data-kind="live"]`).first()
  await live.waitFor({ timeout: 20_000 })
  const url = page.url()
  await live.click()
  await page.getByText(TEXTS.viewInApp).first().waitFor({ timeout: 5_000 })
  expect(page.url()).toBe(url)
  expect(problems.filter((p) => !p.includes('favicon'))).toEqual([])
  await page.close()
})
