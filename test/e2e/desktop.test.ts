/**
 * The H5 site on a desktop window and on a phone (docs/product.md §2.9): on a wide window the app is one
 * centred column of a phone's width with the page background around it, and nothing grows past a phone's size.
 */
import { COLORS } from '@/config/constants'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium'
import { startServer, type RunningServer } from '../support/e2e-server'

jest.setTimeout(120_000)

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
}, 60_000)
afterAll(() => server?.close())

/** The widest phone the column allows (config/index.ts PHONE_COLUMN_PX). */
const PHONE_COLUMN = 430
const TITLE = '.home-section__title'

interface Layout {
  column: { left: number; width: number }
  rootFontSize: number
  titleFontSize: number
  bodyBackground: string
}

/**
 * The home page in a browser whose window has this size from the start, as on a real device (resizing an
 * open page would test the resize handler instead).
 */
async function openHome(
  width: number,
  height: number,
): Promise<{ page: Page; layout: Layout; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-desktop-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width, height },
    locale: 'zh-CN',
  })
  const page = await context.newPage()
  await page.goto(server.site)
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
  const close = async () => {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  return { page, layout, close }
}

function rgb(hex: string): string {
  const n = parseInt(hex.replace('#', ''), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

describe('desktop and phone layout', () => {
  it('shows a centred phone-wide column at 1280×800, with the page background around it', async () => {
    const { page, layout, close } = await openHome(1280, 800)
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
      await close()
    }
  })

  it('uses the whole width of a 390×844 phone', async () => {
    const { layout, close } = await openHome(390, 844)
    try {
      expect(layout.column).toEqual({ left: 0, width: 390 })
      expect(layout.rootFontSize).toBeCloseTo((20 * 390) / 375, 1)
    } finally {
      await close()
    }
  })
})

describe('accessibility basics on H5', () => {
  it('gives every image an alt, allows zoom and has one main landmark', async () => {
    const { page, close } = await openHome(390, 844)
    try {
      // Feed images load lazily: scroll through the first cards so their <img> elements exist.
      await page.mouse.wheel(0, 2000)
      await page.waitForTimeout(500)
      const facts = await page.evaluate(() => ({
        images: document.querySelectorAll('img').length,
        withoutAlt: [...document.querySelectorAll('img:not([alt])')].map((img) => img.getAttribute('src')),
        viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
        mains: document.querySelectorAll('main, [role="main"]').length,
        searchButton: document.querySelector('[data-testid="search-entry"]')?.getAttribute('role'),
        notLazy: [...document.querySelectorAll('img:not([loading="lazy"])')]
          .filter((img) => !img.closest('.home-banner__image'))
          .map((img) => img.getAttribute('src')),
        bannerFirst: document.querySelector('.home-banner__image img')?.getAttribute('fetchpriority'),
      }))
      expect(facts.images).toBeGreaterThan(0)
      expect(facts.withoutAlt).toEqual([])
      expect(facts.viewport).not.toMatch(/user-scalable\s*=\s*no|maximum-scale\s*=\s*1(\D|$)/)
      expect(facts.mains).toBe(1)
      expect(facts.searchButton).toBe('button')
      // Only the banner, the likely largest paint, is fetched at once; every other picture waits for the window.
      expect(facts.notLazy).toEqual([])
      expect(facts.bannerFirst).toBe('high')
    } finally {
      await close()
    }
  })
})
