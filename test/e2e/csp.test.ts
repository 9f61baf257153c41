import { CURRENT_PAGE, launchBrowser, watchProblems, type LaunchedBrowser } from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'

let plain: RunningServer
let hosted: RunningServer
let chrome: LaunchedBrowser

beforeAll(async () => {
  ;[plain, hosted] = await Promise.all([startServer(), startServer({ hostSim: true })])
  chrome = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await plain?.close()
  await hosted?.close()
})

// Pages that between them load every kind of content the CSP governs: bundles and the inline rem
// script, runtime styles, avatars and covers, article HTML and its images, video.
const PATHS = [
  'pages/index/index',
  'community/articleDetail/index?articleId=1',
  'community/shortVideo/index',
  'community/search/index',
]

describe('the built site under its Content-Security-Policy', () => {
  it('loads with no violation, plain and with the host simulator', async () => {
    for (const server of [plain, hosted]) {
      for (const path of PATHS) {
        const page = await chrome.browser.newPage()
        await page.addInitScript(() => {
          const seen: string[] = []
          ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
          document.addEventListener('securitypolicyviolation', (e) =>
            seen.push(`${e.violatedDirective} ${e.blockedURI}`),
          )
        })
        const problems = watchProblems(page)
        const res = await page.goto(server.site + path)
        expect(res?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
        // Only the site's own service worker may start (docs/product.md §8.6).
        expect(res?.headers()['content-security-policy']).toContain("worker-src 'self'")
        await page.locator(CURRENT_PAGE).first().waitFor({ timeout: 20_000 })
        await page.waitForLoadState('networkidle')
        const violations = await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        )
        expect({ path, violations, problems }).toEqual({ path, violations: [], problems })
        expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([])
        await page.close()
      }
    }
  }, 120_000)
})
