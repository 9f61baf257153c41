import { launchBrowser, watchProblems, type LaunchedBrowser, type Page } from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'
import { ROUTES } from '@/config/routes'

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

const HOME_TITLE = ROUTES.find((r) => r.path === 'pages/index/index')!.title

/** The custom navigation bar's title: every page shows its route-table title there. */
async function titleOf(page: Page): Promise<string> {
  const title = page.locator('[data-testid="nav-bar-title"]:visible').first()
  await title.waitFor({ timeout: 20_000 })
  return (await title.textContent())?.trim() ?? ''
}

describe('the H5 site under /community/', () => {
  it('opens the home page at /community/ and at its own path, with no error or failed request', async () => {
    for (const path of ['/community/', '/community/pages/index/index']) {
      const page = await chrome.browser.newPage()
      const problems = watchProblems(page)
      await page.goto(server.origin + path)
      await expect(titleOf(page)).resolves.toBe(HOME_TITLE)
      await page.waitForLoadState('networkidle')
      expect(problems).toEqual([])
      await page.close()
    }
  }, 60_000)

  it('serves JS under /community/static/js/ with content-hashed names', async () => {
    // Home names them in preload links (its scripts start once its first screen is shown, server/boot-lead.ts).
    const html = await (await fetch(server.site)).text()
    const scripts = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1])
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) expect(src).toMatch(/^\/community\/static\/js\/[\w-]+\.[0-9a-f]{8}\.js$/)
  })

  it('opens every built page by deep link, and again after a reload', async () => {
    const deepLinks = ROUTES.filter((r) => !r.builtIn && r.root !== 'subPackages-stock')
    for (const route of deepLinks) {
      const page = await chrome.browser.newPage()
      const problems = watchProblems(page)
      await page.goto(`${server.site}${route.path}`)
      expect(await titleOf(page)).toBe(route.title)
      await page.reload()
      expect(await titleOf(page)).toBe(route.title)
      expect(await page.evaluate(() => location.pathname)).toBe(`/community/${route.path}`)
      expect(problems).toEqual([])
      await page.close()
    }
  }, 180_000)
})
