/**
 * The dark theme has no light patches (docs/product.md §9.2): every page of the route table, opened with
 * theme=night in Chromium at 390×844 on the seeded reference server, is walked element by element once its
 * content has loaded, and no element covering more than a tenth of the screen may have a light background.
 * Pictures (images, canvases, videos) are content, not surfaces; their own background counts like any other.
 */
import { productRoutes } from '@/config/routes'
import { PAGE_QUERIES } from '../journeys/catalogue'
import { findSeeded, type Seeded } from '../journeys/seeded'
import { waitForPageSettled } from '../support/browser'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(600_000)

const world = hostedApp()
let seed: Seeded

beforeAll(async () => {
  seed = await findSeeded(world.hosted.origin)
}, 60_000)

/** Runs in the page: the light surfaces larger than `share` of the viewport, described for the failure message. */
function lightSurfaces(share: number): string[] {
  const viewport = window.innerWidth * window.innerHeight
  const channel = (v: number) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const found: string[] = []
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
    const match = /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/.exec(getComputedStyle(element).backgroundColor)
    if (!match || Number(match[4] ?? 1) < 0.5) continue
    const luminance = 0.2126 * channel(+match[1]) + 0.7152 * channel(+match[2]) + 0.0722 * channel(+match[3])
    if (luminance < 0.5) continue
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility({ opacityProperty: true })) continue
    const rect = element.getBoundingClientRect()
    const width = Math.max(0, Math.min(rect.right, window.innerWidth) - Math.max(rect.left, 0))
    const height = Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0))
    if (width * height <= share * viewport) continue
    found.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')} ${match[0]}`)
  }
  return found
}

it('shows no light area over a tenth of the screen on any page in the dark theme', async () => {
  const page = await world.chrome.browser.newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  const leaks: Record<string, string[]> = {}
  for (const route of productRoutes()) {
    const query = new URLSearchParams({ ...(PAGE_QUERIES[route.path]?.(seed) ?? {}), theme: 'night' })
    await page.goto(`${world.hosted.site}${route.path}?${query.toString()}`)
    await waitForPageSettled(page)
    // What a page draws once its data is in (lists, charts, the comment bar) is what may leak.
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await page
      .waitForFunction(() => !document.querySelector('[data-testid="loading-view"]'), {
        timeout: 10_000,
      })
      .catch(() => undefined)
    const light = await page.evaluate(lightSurfaces, 0.1)
    if (light.length > 0) leaks[route.path] = light
  }
  await page.close()
  expect(leaks).toEqual({})
})
