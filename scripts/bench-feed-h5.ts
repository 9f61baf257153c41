/**
 * The H5 half of `npm run bench:feed`: the 最新 feed in Debian Chromium (playwright-core), measured through the
 * browser's own performance entries and the DevTools protocol (CDP):
 *   - loads the feed to N items by scrolling to its end (the page's own load-more), unthrottled;
 *   - at 4× CPU throttling (Emulation.setCPUThrottlingRate), scrolls it from top to bottom at a fling's speed (smooth
 *     scroll gestures on the compositor, Input.synthesizeScrollGesture) and
 *     records long tasks (PerformanceObserver 'longtask', all over 50 ms), blank screen (frames where no card shows
 *     down the middle of the screen, only spacers or cards still to draw, timed from the first such frame to the
 *     next with a card; the screen partly blank is reported too), the DOM element count and how long the page's
 *     main thread waited meanwhile for a core (core-wait.ts), that thread on a core of its own (own-core.ts);
 *   - the JS heap after a forced garbage collection (HeapProfiler.collectGarbage, Runtime.getHeapUsage) at 100
 *     items and at N;
 *   - Interaction to Next Paint of like, follow and tab taps: the Event Timing entries of each tap (the longest
 *     entry of its interaction: input delay, handlers and the next paint), p75 of 20 taps each, throttled;
 *   - what each long task of the fling was (`--why`): the long animation frame that held it (Chromium's
 *     long-animation-frame entries), its scripts with the layout each forced, and the frame's rendering.
 */
import type { CDPSession, Page } from 'playwright-core'
import { coreWaitMs, throttledRenderers } from './core-wait'
import { giveOwnCore } from './own-core'
import { launchBrowser } from '../test/support/browser'

export const FEED_PAGE = 'community/condition/index'
const APPEND_TIMEOUT_MS = 20_000
/** Event Timing reports nothing shorter than this; a tap with no entry was quicker than it. */
const EVENT_THRESHOLD_MS = 16

export interface H5Options {
  site: string
  items: number
  cpuThrottle: number
  /** The fling: how fast the reader moves down the feed. */
  scrollPxPerSecond: number
  taps: number
  /** The page's main thread on a core of its own during the fling (own-core.ts); false to share them all. */
  ownCore: boolean
}

export interface H5Figures {
  items: number
  elementsAtEnd: number
  elementsMaxWhileScrolling: number
  appendMedianMs: number
  longTasksOver50: number
  longestTaskMs: number
  blankLongestMs: number
  /** Where the longest blank spell began: the scroll position, the page's length and the window drawn. */
  blankLongestAt: string
  blankTotalMs: number
  partlyBlankLongestMs: number
  scrollFrames: number
  scrollSeconds: number
  /** How long the page's main thread waited for a core during the fling (core-wait.ts); null when unknown. */
  scrollCoreWaitMs: number | null
  /** Whether the page's main thread had a core of its own during the fling. */
  scrollOwnCore: boolean
  heapAt100: number
  heapAtEnd: number
  inpLikeMs: number
  inpFollowMs: number
  inpTabMs: number
  /** One line per long task of the fling: what ran in it (describeLongTasks). */
  longTaskNotes: string[]
}

interface TaskRecord {
  start: number
  duration: number
}

/** A long animation frame, as the page's observer keeps it. */
export interface FrameRecord {
  start: number
  duration: number
  /** When the frame's rendering (style, layout, paint) began; 0 when it had none. */
  renderStart: number
  scripts: { start: number; duration: number; name: string; layout: number }[]
}

/** Collects long tasks and interaction timings from the page's first script on. */
function installObservers(): void {
  const bench = { longTasks: [] as TaskRecord[], frames: [] as FrameRecord[], events: [] as EventRecord[] }
  ;(window as unknown as { __bench: typeof bench }).__bench = bench
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      // Long animation frames: in Chromium, not yet in TypeScript's DOM types.
      for (const e of list.getEntries() as unknown as LongFrameEntry[]) bench.frames.push(frameRecord(e))
    }).observe({ type: 'long-animation-frame', buffered: true })
  }
  function frameRecord(e: LongFrameEntry): FrameRecord {
    return {
      start: e.startTime,
      duration: e.duration,
      renderStart: e.renderStart,
      scripts: e.scripts.map((script) => ({
        start: script.startTime,
        duration: script.duration,
        name: `${script.invoker} (${script.sourceURL.split('/').pop() || 'inline'})`,
        layout: script.forcedStyleAndLayoutDuration,
      })),
    }
  }
  new PerformanceObserver((list) => {
    // interactionId: in Chromium, not yet in TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (e.interactionId) bench.events.push({ id: e.interactionId, name: e.name, duration: e.duration })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

interface LongFrameEntry {
  startTime: number
  duration: number
  renderStart: number
  scripts: {
    startTime: number
    duration: number
    invoker: string
    sourceURL: string
    forcedStyleAndLayoutDuration: number
  }[]
}

/**
 * What each long task was, one line each: its scripts (with the style and layout each forced) and, when the task
 * drew the frame, the frame's rendering. What neither accounts for is the browser's own work inside the task (most
 * often a garbage collection).
 */
export function describeLongTasks(tasks: TaskRecord[], frames: FrameRecord[]): string[] {
  const ms = (n: number) => `${Math.round(n)} ms`
  return tasks.map((task) => {
    const end = task.start + task.duration
    const head = `${ms(task.duration)} at ${(task.start / 1000).toFixed(1)} s`
    const frame = frames.find((f) => f.start <= task.start + 1 && task.start <= f.start + f.duration)
    if (!frame) return `${head}: no long animation frame holds it`
    const within = (at: number) => at >= task.start - 1 && at <= end + 1
    const scripts = frame.scripts.filter((s) => within(s.start))
    const parts = scripts.map((s) => `${s.name} ${ms(s.duration)}${s.layout >= 1 ? ` (layout ${ms(s.layout)})` : ''}`)
    const frameEnd = frame.start + frame.duration
    const rendering = frame.renderStart > 0 && within(frame.renderStart) ? frameEnd - frame.renderStart : 0
    if (rendering > 0) parts.push(`the frame's rendering ${ms(rendering)}`)
    const accounted = scripts.reduce((sum, s) => sum + s.duration, 0) + rendering
    parts.push(`unaccounted ${ms(Math.max(0, task.duration - accounted))}`)
    return `${head}: ${parts.join(', ')}`
  })
}

interface EventRecord {
  id: number
  name: string
  duration: number
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  return usage.usedSize
}

const listCount = (page: Page) =>
  page.evaluate(() => Number(document.querySelector('[data-testid="feed-list"]')?.getAttribute('data-count') ?? 0))

/** Runs in the page: Taro's H5 router scrolls each page in its own element, not the window. */
function scrollToEnd(): void {
  const list = document.querySelector('[data-testid="feed-list"]')
  const scroller = list?.closest('.taro_page') ?? document.scrollingElement
  scroller?.scrollTo(0, scroller.scrollHeight)
}

/**
 * The reader at the end until the count grows. A reader who arrives while the last cards are still drawing may be
 * past the load-more point before it is where it will be: like a person, they move back a little and down again.
 */
async function appendOnce(page: Page, before: number): Promise<void> {
  const deadline = Date.now() + APPEND_TIMEOUT_MS
  for (;;) {
    await page.evaluate(scrollToEnd)
    const grew = await page
      .waitForFunction(
        (n) => Number(document.querySelector('[data-testid="feed-list"]')?.getAttribute('data-count')) > n,
        before,
        { timeout: 3_000, polling: 'raf' },
      )
      .then(() => true)
      .catch(() => false)
    if (grew) return
    if (Date.now() > deadline) throw new Error(`the feed stopped growing at ${before} items`)
    await page.evaluate(() => {
      const scroller = document.querySelector('[data-testid="feed-list"]')?.closest('.taro_page')
      scroller?.scrollBy(0, -2 * innerHeight)
    })
    await page.waitForTimeout(300)
  }
}

/**
 * Loads the feed on the page to `items` by reaching its end again and again; with a DevTools session the heap is
 * read once at 100 items.
 */
export async function loadFeed(
  page: Page,
  items: number,
  cdp?: CDPSession,
): Promise<{ appends: number[]; heapAt100: number }> {
  const appends: number[] = []
  let heapAt100 = 0
  while ((await listCount(page)) < items) {
    const before = await listCount(page)
    if (cdp && heapAt100 === 0 && before >= 100) heapAt100 = await heapUsed(cdp)
    const started = Date.now()
    await appendOnce(page, before)
    // Until the appended cards are drawn: the frame after the count changed.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
    appends.push(Date.now() - started)
  }
  if (cdp && heapAt100 === 0) heapAt100 = await heapUsed(cdp)
  return { appends, heapAt100 }
}

interface ScrollResult {
  /** No card anywhere across the screen: the blank screen of the target. */
  blankLongestMs: number
  blankLongestAt: string
  blankTotalMs: number
  /** Part of the screen without its cards yet (a card still to draw below drawn ones): reported. */
  partlyLongestMs: number
  frames: number
  maxElements: number
  startedAt: number
  endedAt: number
}

interface Monitor {
  stop: () => ScrollResult
}

/**
 * Runs in the page: watches every frame until stopped. Each frame, once drawn, looks at three points down the middle
 * of the screen: a point is empty on a spacer, an empty place or a card still to draw. The screen is blank when all
 * three are, partly blank when one is; each spell is timed from its first frame to the next frame without it.
 */
function startMonitor(): void {
  const list = document.querySelector('[data-testid="feed-list"]') as HTMLElement
  const scroller = (list.closest('.taro_page') ?? document.scrollingElement) as HTMLElement
  const where = () =>
    `${Math.round(scroller.scrollTop)} of ${scroller.scrollHeight} px, window ${list.getAttribute('data-window')}`
  const emptyParts = '.feed-list__spacer, .feed-segment--placeholder, .feed-segment--empty, .feed-segment__pending'
  const points = [0.3, 0.5, 0.7].map((share) => innerHeight * share)
  const emptyPoints = () =>
    points.filter((y) => {
      const hit = document.elementFromPoint(innerWidth / 2, y)
      return hit === list || !!hit?.closest(emptyParts)
    }).length
  const spell = () => ({ since: null as number | null, sinceAt: '', longest: 0, longestAt: '', total: 0 })
  const track = (s: ReturnType<typeof spell>, on: boolean, now: number) => {
    if (on && s.since === null) {
      s.since = now
      s.sinceAt = where()
    } else if (!on && s.since !== null) {
      if (now - s.since > s.longest) [s.longest, s.longestAt] = [now - s.since, s.sinceAt]
      s.total += now - s.since
      s.since = null
    }
  }
  const startedAt = performance.now()
  const blank = spell()
  const partly = spell()
  let frames = 0
  let maxElements = 0
  let running = true
  // Each frame is looked at just after it is drawn, in a task of its own, where its layout is already done: looked at
  // inside the frame, the look added to the frame's own task, the long tasks this bench counts.
  const afterFrame = new MessageChannel()
  let frameTime = 0
  afterFrame.port1.onmessage = () => {
    if (!running) return
    frames += 1
    const empty = emptyPoints()
    track(blank, empty === points.length, frameTime)
    track(partly, empty > 0, frameTime)
    if (frames % 10 === 0) maxElements = Math.max(maxElements, document.getElementsByTagName('*').length)
    requestAnimationFrame(step)
  }
  const step = (now: number) => {
    frameTime = now
    afterFrame.port2.postMessage(null)
  }
  requestAnimationFrame(step)
  const monitor: Monitor = {
    stop: () => {
      running = false
      const now = performance.now()
      track(blank, false, now)
      track(partly, false, now)
      return {
        blankLongestMs: blank.longest,
        blankLongestAt: blank.longestAt,
        blankTotalMs: blank.total,
        partlyLongestMs: partly.longest,
        frames,
        maxElements,
        startedAt,
        endedAt: now,
      }
    },
  }
  ;(window as unknown as { __monitor: Monitor }).__monitor = monitor
}

/** Where the page's scroller stands: how far is left to its end. */
const leftToScroll = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('[data-testid="feed-list"]')
    const scroller = (list?.closest('.taro_page') ?? document.scrollingElement) as HTMLElement
    return scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop
  })

/** The distance of one scroll gesture: the page keeps growing its room as segments are measured. */
const STROKE_PX = 20_000

/**
 * From the top to the end at `speed` px/s, the way a browser scrolls: smooth scroll gestures through the DevTools
 * protocol (Input.synthesizeScrollGesture), so the browser scrolls on its compositor and the page sees its scroll
 * events, as on a device. (A synthetic touch gesture does not move Taro's page element in headless Chromium; the
 * wheel's gesture does.) Stroke after stroke until the end, with the page watching every frame meanwhile.
 */
async function flingThrough(page: Page, cdp: CDPSession, speed: number): Promise<ScrollResult> {
  await page.evaluate(startMonitor)
  const { width, height } = page.viewportSize() ?? { width: 375, height: 812 }
  for (let strokes = 0; strokes < 10_000; strokes += 1) {
    const left = await leftToScroll(page)
    if (left < 2) break
    await cdp.send('Input.synthesizeScrollGesture', {
      x: Math.round(width / 2),
      y: Math.round(height / 2),
      yDistance: -Math.min(left, STROKE_PX),
      speed,
      gestureSourceType: 'mouse',
      preventFling: true,
    })
  }
  // The last cards drawn before the watch stops.
  await page.waitForTimeout(500)
  return page.evaluate(() => (window as unknown as { __monitor: Monitor }).__monitor.stop())
}

async function longTasksBetween(
  page: Page,
  from: number,
  to: number,
): Promise<{ count: number; longest: number; notes: string[] }> {
  const { longTasks, frames } = await page.evaluate(
    () => (window as unknown as { __bench: { longTasks: TaskRecord[]; frames: FrameRecord[] } }).__bench,
  )
  const inside = longTasks.filter((t) => t.start >= from && t.start <= to)
  return {
    count: inside.length,
    longest: Math.max(0, ...inside.map((t) => t.duration)),
    notes: describeLongTasks(inside, frames),
  }
}

/** Taps `target()` `count` times; each tap's INP is its interaction's longest event (under the threshold if none). */
async function tapTimings(page: Page, count: number, tap: (i: number) => Promise<void>): Promise<number[]> {
  const timings: number[] = []
  for (let i = 0; i < count; i += 1) {
    const seen = await page.evaluate(
      () => (window as unknown as { __bench: { events: EventRecord[] } }).__bench.events.length,
    )
    await tap(i)
    // The entries arrive after the next paint; the app's double-tap window (500 ms) is left behind as well.
    await page.waitForTimeout(600)
    const events = await page.evaluate(
      (from) => (window as unknown as { __bench: { events: EventRecord[] } }).__bench.events.slice(from),
      seen,
    )
    timings.push(Math.max(EVENT_THRESHOLD_MS, ...events.map((e) => e.duration)))
  }
  return timings
}

/** A like button on screen, tapped on and off; the store answers each tap at once (docs/product.md §10.2). */
async function likeInp(page: Page, taps: number): Promise<number> {
  // Back at the top, where the window holds the first cards: a button found while the window still moves can be
  // taken off the page before it is tapped.
  await page.evaluate(() => document.querySelector('[data-testid="feed-list"]')?.closest('.taro_page')?.scrollTo(0, 0))
  await page.waitForTimeout(1500)
  const button = page.locator('.taro_page:not(.taro_page_shade) [data-testid="like-button"]').first()
  await button.scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  const timings = await tapTimings(page, taps, async () => {
    await page.waitForFunction(
      () => document.querySelector('[data-testid="like-button"]')?.getAttribute('data-busy') !== '1',
    )
    await button.tap()
  })
  return percentile(timings, 75)
}

async function openPage(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url)
  await page.locator(ready).first().waitFor({ timeout: 30_000 })
  await page.waitForTimeout(1000)
}

async function followInp(page: Page, site: string, taps: number): Promise<number> {
  await openPage(page, `${site}community/recommend/index`, '[data-testid="follow-button"]')
  const button = page.locator('[data-testid="follow-button"]').first()
  return percentile(
    await tapTimings(page, taps, async () => {
      await page.waitForFunction(
        () => document.querySelector('[data-testid="follow-button"]')?.getAttribute('data-busy') !== '1',
      )
      await button.tap()
    }),
    75,
  )
}

async function tabInp(page: Page, site: string, taps: number): Promise<number> {
  await openPage(page, `${site}community/home/index`, '[data-testid="feed-card"]')
  return percentile(
    await tapTimings(page, taps, (i) =>
      page.locator(`[data-testid="home-tab-${i % 2 === 0 ? 'latest' : 'recommend'}"]`).tap(),
    ),
    75,
  )
}

export async function benchH5(options: H5Options): Promise<H5Figures> {
  const chrome = await launchBrowser()
  try {
    const page = await chrome.browser.newPage()
    // tsx (esbuild, keepNames) wraps named inner functions in __name(): the functions sent to the page need it.
    await page.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn)')
    await page.addInitScript(installObservers)
    const cdp = await chrome.browser.newCDPSession(page)
    await openPage(page, `${options.site}${FEED_PAGE}`, '[data-testid="feed-card"]')
    const loaded = await loadFeed(page, options.items, cdp)
    const items = await listCount(page)
    await page.evaluate(scrollToEnd)
    await page.waitForTimeout(500)
    const elementsAtEnd = await page.evaluate(() => document.getElementsByTagName('*').length)
    // From the top, slowed down as a mid-range phone.
    await page.evaluate(() =>
      document.querySelector('[data-testid="feed-list"]')?.closest('.taro_page')?.scrollTo(0, 0),
    )
    await page.waitForTimeout(1000)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottle })
    const renderers = throttledRenderers()
    const unpin = options.ownCore ? giveOwnCore(renderers) : null
    const waitedBefore = coreWaitMs(renderers)
    const scrolled = await flingThrough(page, cdp, options.scrollPxPerSecond)
    const waitedAfter = coreWaitMs(renderers)
    unpin?.()
    const tasks = await longTasksBetween(page, scrolled.startedAt, scrolled.endedAt)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await page.waitForTimeout(500)
    const heapAtEnd = await heapUsed(cdp)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottle })
    const inpLikeMs = await likeInp(page, options.taps)
    const inpFollowMs = await followInp(page, options.site, options.taps)
    const inpTabMs = await tabInp(page, options.site, options.taps)
    return {
      items,
      elementsAtEnd,
      elementsMaxWhileScrolling: scrolled.maxElements,
      appendMedianMs: median(loaded.appends.slice(-10)),
      longTasksOver50: tasks.count,
      longestTaskMs: tasks.longest,
      blankLongestMs: scrolled.blankLongestMs,
      blankLongestAt: scrolled.blankLongestAt,
      blankTotalMs: scrolled.blankTotalMs,
      partlyBlankLongestMs: scrolled.partlyLongestMs,
      scrollFrames: scrolled.frames,
      scrollSeconds: (scrolled.endedAt - scrolled.startedAt) / 1000,
      scrollCoreWaitMs: waitedBefore === null || waitedAfter === null ? null : waitedAfter - waitedBefore,
      scrollOwnCore: unpin !== null,
      heapAt100: loaded.heapAt100,
      heapAtEnd,
      inpLikeMs,
      inpFollowMs,
      inpTabMs,
      longTaskNotes: tasks.notes,
    }
  } finally {
    await chrome.close()
  }
}
