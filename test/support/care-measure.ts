/**
 * What care mode promises a reader (docs/product.md §2.10), measured on the page on screen the way a person meets
 * it: the size of the text they read, nothing running off the right edge or cut off, and taps big enough for a
 * finger. One measurement in the page, run by both browser suites: Chromium (test/e2e/care-mode.test.ts, through
 * Playwright) and WebKit (test/webkit/care-mode.test.ts, through WebDriver).
 */
import type { BrowserContext, Page } from 'playwright-core'
import { CURRENT_PAGE } from './browser'

/** The mark a tappable element gets (see `recordTapTargets`); select them with `TAPS_MARKED`. */
const TAP_MARK = 'data-care-tap'
export const TAPS_MARKED = `[${TAP_MARK}]`

/**
 * Marks every element that listens for clicks, from before the page's first script: the app's buttons are plain
 * elements with a handler (Taro's HTML components), so the handler is the one sign that something is a button.
 */
export async function recordTapTargets(context: BrowserContext): Promise<void> {
  await context.addInitScript((mark) => {
    const add = EventTarget.prototype.addEventListener
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
      if (args[0] === 'click' && this instanceof Element) this.setAttribute(mark, '')
      return add.apply(this, args)
    }
  }, TAP_MARK)
}

export interface CareMeasure {
  /** The median font size, in px, over the characters of visible text (each character counts once). */
  medianTextPx: number
  /** Characters of visible text measured. */
  characters: number
  /** Elements whose right edge is past the window's, outside any horizontal scroller. */
  offRight: string[]
  /** Whether the page itself can be scrolled sideways. */
  pageScrollsSideways: boolean
  /**
   * Boxes that cut off the text inside them: their content is taller or wider than they are and they hide the rest.
   * A box that ends its text with an ellipsis on purpose (a clamped summary, a one-line name) is not one.
   */
  clipped: string[]
  /** Tap targets smaller than `minTap` (or `minMainTap` for the page's main actions), with their size. */
  smallTaps: string[]
  /** Tap targets measured. */
  taps: number
}

export interface CareLimits {
  minTap: number
  minMainTap: number
  /** CSS selectors of the page's main actions: like, comment, follow, send, tabs. */
  mainActions: readonly string[]
}

/** Care mode's limits: 44 px taps, 60 px for the main actions. */
export const CARE_LIMITS: CareLimits = {
  minTap: 44,
  minMainTap: 60,
  mainActions: [
    '[data-testid="like-button"]',
    '[data-testid="comment-like"]',
    '[data-testid="video-like"]',
    '[data-testid="video-comments"]',
    '[data-testid="follow-button"]',
    '[data-testid="comment-send"]',
    '[data-testid="post-send"]',
    '.kit-tabs__tab',
    '.home-tabs__tab',
  ],
}

/** What the measurement in the page is given: the page on screen, which elements are taps, and the limits. */
type MeasureArgs = readonly [current: string, taps: string, limits: CareLimits]

/** Measures the page on screen, from inside it; the window is the width the check is about. */
function measureInPage([current, tapSelector, { minTap, minMainTap, mainActions }]: MeasureArgs): CareMeasure {
  const root = document.querySelector(current) as HTMLElement
  const width = document.documentElement.clientWidth
  const shown = (el: Element) => {
    const rect = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0
  }
  const name = (el: Element) => {
    const testId = el.getAttribute('data-testid')
    // The component's own class, not Taro's (taro-text, taro-img).
    const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/) : []
    const cls = classes.find((c) => !c.startsWith('taro-')) ?? classes[0] ?? ''
    return `${el.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}${cls ? `.${cls}` : ''}`
  }
  // Text: every character of a visible text node, at its element's font size.
  const sizes: number[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, '')
    const parent = node.parentElement
    if (!text || !parent || !shown(parent)) continue
    const size = parseFloat(getComputedStyle(parent).fontSize)
    for (let i = 0; i < text.length; i += 1) sizes.push(size)
  }
  sizes.sort((a, b) => a - b)
  const medianTextPx = sizes.length ? sizes[Math.floor((sizes.length - 1) / 2)] : 0
  // Off the right edge: an element past the window, with no scroller or clipping box between it and the page.
  const insideScroller = (el: Element) => {
    for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') return true
    }
    return false
  }
  const offRight = new Set<string>()
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const rect = el.getBoundingClientRect()
    if (rect.width > 0 && rect.right > width + 1 && shown(el) && !insideScroller(el)) offRight.add(name(el))
  }
  const clipped = new Set<string>()
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const style = getComputedStyle(el)
    const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
    if (!(hides(style.overflowX) || hides(style.overflowY)) || !shown(el) || !(el.textContent ?? '').trim()) continue
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== ''
    const cutBelow = hides(style.overflowY) && !clamped && el.scrollHeight > el.clientHeight + 2
    const cutRight = hides(style.overflowX) && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 2
    if (cutBelow || cutRight) clipped.add(`${name(el)} ${cutBelow ? 'below' : 'right'}`)
  }
  // Taps: block-level elements with a click handler (a link inside a sentence is part of its text).
  const main = mainActions.join(', ')
  const smallTaps = new Set<string>()
  let taps = 0
  for (const el of Array.from(root.querySelectorAll(tapSelector))) {
    if (el === root || !shown(el) || getComputedStyle(el).display === 'inline') continue
    taps += 1
    const rect = el.getBoundingClientRect()
    const min = el.matches(main) ? minMainTap : minTap
    if (rect.width < min - 0.5 || rect.height < min - 0.5)
      smallTaps.add(`${name(el)} ${Math.round(rect.width)}×${Math.round(rect.height)} < ${min}`)
  }
  return {
    medianTextPx,
    characters: sizes.length,
    offRight: [...offRight],
    pageScrollsSideways: root.scrollWidth > root.clientWidth + 1,
    clipped: [...clipped],
    smallTaps: [...smallTaps],
    taps,
  }
}

/** What a page gets wrong at any larger scale: no text, text off the edge or cut off, sideways scrolling. */
export function layoutFailures(measure: CareMeasure): string[] {
  return [
    ...(measure.characters > 0 ? [] : ['no text shown']),
    ...measure.offRight.map((el) => `off the right edge: ${el}`),
    ...(measure.pageScrollsSideways ? ['the page scrolls sideways'] : []),
    ...measure.clipped.map((el) => `text cut off: ${el}`),
  ]
}

/** Layout, and what care mode adds: text of at least 18 px and taps of 44 / 60 px. */
export function careFailures(measure: CareMeasure): string[] {
  return [
    ...layoutFailures(measure),
    ...(measure.medianTextPx >= 18 ? [] : [`median text ${measure.medianTextPx.toFixed(1)} px < 18`]),
    ...(measure.taps > 0 ? [] : ['no tap target found']),
    ...measure.smallTaps.map((tap) => `small tap target: ${tap}`),
  ]
}

/** Chromium: every element with a click handler is a tap (`recordTapTargets` must have run on the context). */
export function measureCare(page: Page, limits: CareLimits = CARE_LIMITS): Promise<CareMeasure> {
  return page.evaluate(measureInPage, [CURRENT_PAGE, TAPS_MARKED, limits] as const)
}

/**
 * WebDriver (WebKit): the same measurement as a script body, given the elements that count as taps, as WebDriver
 * can run nothing before the page's own scripts to find the handlers.
 */
export function careMeasureScript(): string {
  return `return (${measureInPage.toString()})(arguments[0])`
}

export function careMeasureArgs(taps: string, limits: CareLimits = CARE_LIMITS): MeasureArgs {
  return [CURRENT_PAGE, taps, limits]
}
