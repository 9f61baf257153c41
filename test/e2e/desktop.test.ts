/**
 * The H5 site on a desktop window and on a phone (docs/product.md §2.9): on a wide window the app is one
 * centred column of a phone's width with the page background around it, and nothing grows past a phone's size.
 */
import { COLORS } from '@/config/constants'
import { hostedApp } from '../support/hosted-app'
import type { Page } from '../support/browser'

jest.setTimeout(120_000)

const app = hostedApp({ hostSim: false })

/** The widest phone the column allows (config/index.ts PHONE_COLUMN_PX). */
const PHONE_COLUMN = 430
const TITLE = '.home-section__title'

interface Layout {
  column: { left: number; width: number }
  rootFontSize: number
  titleFontSize: number
  bodyBackground: string
}

async function openHome(width: number, height: number): Promise<{ page: Page; layout: Layout }> {
  const page = await app.chrome.browser.newPage()
  await page.setViewportSize({ width, height })
  await page.goto(app.hosted.site)
  // A section title of the home page (pages/index cannot be imported here: it needs Taro's components).
  await page.locator(TITLE).first().waitFor({ timeout: 30_000 })
  const layout = await page.evaluate((selector) => {
    const column = document.getElementById('app')!.getBoundingClientRect()
    const title = document.querySelector(selector)!
    return {
      column: { left: column.left, width: column.width },
      rootFontSize: parseFloat(getComputedStyle(document.documentElement).fontSize),
      titleFontSize: parseFloat(getComputedStyle(title).fontSize),
      bodyBackground: getComputedStyle(document.body).backgroundColor,
    }
  }, TITLE)
  return { page, layout }
}

function rgb(hex: string): string {
  const n = parseInt(hex.replace('#', ''), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

describe('desktop and phone layout', () => {
  it('shows a centred phone-wide column at 1280×800, with the page background around it', async () => {
    const { page, layout } = await openHome(1280, 800)
    try {
      expect(layout.column.width).toBeLessThanOrEqual(PHONE_COLUMN)
      expect(layout.column.width).toBeGreaterThanOrEqual(375)
      // Centred: equal margins within a pixel.
      expect(Math.abs(layout.column.left * 2 + layout.column.width - 1280)).toBeLessThanOrEqual(1)
      expect(layout.bodyBackground).toBe(rgb(COLORS.pageBackground))
      // The root size stops at a phone's: a section title stays at a phone's size, not 30 px and more.
      expect(layout.rootFontSize).toBeLessThanOrEqual((20 * PHONE_COLUMN) / 375 + 0.01)
      expect(layout.titleFontSize).toBeLessThan(24)
      // Fixed parts (the floating post button) stay inside the column.
      const post = await page.locator('[data-testid="post-button"]').first().boundingBox()
      if (post) {
        expect(post.x).toBeGreaterThanOrEqual(layout.column.left)
        expect(post.x + post.width).toBeLessThanOrEqual(layout.column.left + layout.column.width + 1)
      }
    } finally {
      await page.close()
    }
  })

  it('uses the whole width of a 390×844 phone', async () => {
    const { page, layout } = await openHome(390, 844)
    try {
      expect(layout.column).toEqual({ left: 0, width: 390 })
      expect(layout.rootFontSize).toBeCloseTo((20 * 390) / 375, 1)
    } finally {
      await page.close()
    }
  })
})
