/**
 * The client fault matrix (issue 18) in Chromium, over every built page of the route table: the API
 * failing in each way it can, the network going and coming back, the app's bridge failing, broken
 * addresses, hostile text and double taps. Each time: the product's error view or toast, a retry that
 * works, no uncaught exception, nothing typed lost (docs/product.md §8.4).
 */
import { ENDPOINTS, fillPath, type EndpointKey } from '@shared/api'
import { SEARCH_KEYWORD_MAX } from '@shared/search-limits'
import { limitChars } from '@shared/text-length'
import { DURATIONS, TEXTS, TIMEOUTS } from '@/config/constants'
import { errorEnvelope } from '../../server/http/envelope'
import { findRoute } from '@/config/routes'
import { RATE_LIMITS, DUPLICATE_COMMENT_MESSAGE } from '../../server/http/limits'
import { DEV_ACCOUNT } from '../../server/seed'
import { PAGE_QUERIES } from '../journeys/catalogue'
import { findSeeded, type Seeded } from '../journeys/seeded'
import {
  CURRENT_PAGE,
  current,
  eventually,
  launchBrowser,
  scrollPage,
  type BrowserContext,
  type Page,
  type Route,
} from '../support/browser'
import {
  builtPages,
  cspViolationsOf,
  faultApi,
  isApiUrl,
  pageAddress,
  pageNetwork,
  screenState,
  toastsOf,
  watchScreen,
  type ApiFault,
} from '../support/faults'
import { deferred } from '../support/fixtures'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(170_000)

const world = hostedApp()
let seed: Seeded

beforeAll(async () => {
  seed = await findSeeded(world.hosted.origin)
}, 60_000)

interface Opened {
  page: Page
  errors: string[]
}

async function openTab(context: BrowserContext = world.chrome.browser): Promise<Opened> {
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await watchScreen(page)
  return { page, errors }
}

const address = (path: string, query: Record<string, string> = {}) => pageAddress(world.hosted.site, path, query)

/** A page that neither says it is offline, failed or loading, nor has a section that failed. */
const recoveredScreen = (state: Awaited<ReturnType<typeof screenState>>) =>
  !(state.offline || state.error || state.loading || state.sectionFailed)

const topicAddress = () => address('topics/topicPage/index', PAGE_QUERIES['topics/topicPage/index'](seed))

/**
 * Waits until the page on screen stops loading: its shell's own load done, and no section still saying 加载中...
 * (a list's own loading line), or the time is up (the caller then reads what is left).
 */
async function settled(page: Page, timeout = 8_000): Promise<void> {
  await current(page, '[data-testid="page-shell"]').first().waitFor({ timeout: 20_000 })
  // A page that navigates while it is read (an address that redirects) has nothing settled yet: the caller reads on.
  await eventually(
    () => screenState(page),
    (state) => !state.loading && !state.sectionLoading,
    timeout,
  ).catch(() => undefined)
  await page.waitForTimeout(150)
}

/** Opens a page to write on; the composer without an earlier test's draft (a refused post rightly stays one). */
async function openToWrite(page: Page, path: string, query: Record<string, string>): Promise<void> {
  await page.goto(address(path, query))
  if (path === 'community/post/index') {
    await page.evaluate(() => localStorage.clear())
    await page.reload()
  }
  await settled(page)
}

/**
 * Counts the page's API calls from now on, to wait until they have all come back: a retry's loading view only
 * shows after a delay, so a screen read between the tap and the answer would look settled while still loading
 * (on a busy machine the answer can take longer than that delay).
 */
function apiCallsInFlight(page: Page) {
  let open = 0
  let lastChange = Date.now()
  const count = (step: number) => (request: { url(): string }) => {
    if (!isApiUrl(new URL(request.url()))) return
    open += step
    lastChange = Date.now()
  }
  const opened = count(1)
  const closed = count(-1)
  page.on('request', opened)
  page.on('requestfinished', closed)
  page.on('requestfailed', closed)
  return {
    /** Resolves once no call has been open for `quietMs`, or after `timeoutMs`. */
    async quiet(quietMs = 300, timeoutMs = 8_000) {
      const end = Date.now() + timeoutMs
      while (Date.now() < end && (open > 0 || Date.now() - lastChange < quietMs)) await page.waitForTimeout(50)
    },
    stop() {
      page.off('request', opened)
      page.off('requestfinished', closed)
      page.off('requestfailed', closed)
    },
  }
}

/** Taps every 加载失败，点击重试 on screen (a page may have one per section) until none is left. */
async function retryAll(page: Page): Promise<void> {
  for (let i = 0; i < 4; i += 1) {
    const retry = current(page, `:text-is("${TEXTS.loadFailed}")`).first()
    if ((await retry.count()) === 0) return
    const calls = apiCallsInFlight(page)
    await retry.click()
    await calls.quiet()
    calls.stop()
    await settled(page)
  }
}

type PageCheck = (path: string, query: Record<string, string>, context: BrowserContext) => Promise<string | null>

/**
 * Runs `check` for each built page, `parallel` at a time (the machine is shared), collecting what went
 * wrong. With a fake clock, each worker has a browser of its own: Playwright's clock is the whole
 * context's, and one page's 60 s jump must not reach another's.
 */
async function acrossPages(parallel: number, check: PageCheck, options: { clock?: boolean } = {}) {
  const pages = builtPages(seed)
  const bad: string[] = []
  const worker = async () => {
    const own = options.clock ? await launchBrowser() : null
    const context = own?.browser ?? world.chrome.browser
    if (options.clock) await context.clock.install()
    try {
      for (let next = pages.shift(); next; next = pages.shift()) {
        const problem = await check(next.path, next.query, context)
        if (problem) bad.push(`${next.path}: ${problem}`)
      }
    } finally {
      await own?.close()
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return bad
}

/**
 * Pages whose API calls are suggestions or start-up facts, not the page: when they fail the page stays
 * as it is and says nothing (docs/product.md §8.2). Any other page must say so.
 */
const QUIET_WHEN_API_FAILS: Record<string, string> = {
  'pages/webview/index': 'only start-up facts are asked for; the page shows the outside address',
  'community/post/index': 'the composer loads nothing it needs; what is typed stays',
  'community/addStock/index': 'the list comes from what is typed; the hot list is a suggestion',
  'community/search/index': 'hot searches are a suggestion and hide themselves',
  'community/testFun/index': 'the QA page shows the device’s own facts; only start-up facts are asked for',
}

describe('the API fails while a page loads', () => {
  const FAULTS: ApiFault[] = ['http500', 'code500', 'malformed', 'silent']
  test.each(FAULTS)('%s: the error view or a toast, then retry shows the page', async (fault) => {
    const check: PageCheck = async (path, query, context) => {
      const { page, errors } = await openTab(context)
      let failing = true
      const faulted = await faultApi(page, fault, () => failing)
      await page.goto(address(path, query))
      await current(page, '[data-testid="page-shell"]').first().waitFor({ timeout: 20_000 })
      if (fault === 'silent') {
        await page.waitForTimeout(300)
        // Nothing for over 60 s: the framework's request time-out and the shell's page time-out end it.
        await page.clock.fastForward(61_000)
      }
      await settled(page)
      const during = await screenState(page)
      const toasts = await toastsOf(page)
      failing = false
      await retryAll(page)
      const after = await screenState(page)
      await page.close()
      // A page read before may answer from its offline copy: the quiet 离线 line over it tells the person so.
      const told = during.error || during.sectionFailed || during.text.includes(TEXTS.offlineCopy) || toasts.length > 0
      const quiet = faulted() === 0 || path in QUIET_WHEN_API_FAILS
      if (!told && !quiet) return `said nothing: ${during.text}`
      const foreign = toasts.filter((toast) => /[A-Za-z]/.test(toast))
      if (foreign.length > 0) return `toasts not for people: ${foreign.join(' | ')}`
      if (during.loading) return 'still loading'
      if (after.error || after.loading || after.sectionFailed) return `retry failed: ${after.text}`
      if (errors.length > 0) return `uncaught: ${errors.join(' | ')}`
      return null
    }
    expect(await acrossPages(3, check, { clock: fault === 'silent' })).toEqual([])
  })
})

describe('the API fails on the next page of a list', () => {
  test('the footer says 加载失败，点击重试, keeps what is shown, and a tap loads the page', async () => {
    const { page, errors } = await openTab()
    let failing = false
    await faultApi(page, 'malformed', () => failing, ['article.dynamicList'])
    await page.goto(address('community/condition/index'))
    const list = current(page, '[data-testid="feed-list"]')
    await current(page, '[data-testid="feed-card"]').first().waitFor({ timeout: 20_000 })
    const shown = Number(await list.getAttribute('data-count'))
    failing = true
    await scrollPage(page, 'end')
    const footer = current(page, '[data-testid="load-more"][data-state="error"]')
    await footer.waitFor({ timeout: 10_000 })
    expect(await footer.textContent()).toBe(TEXTS.loadFailed)
    expect(Number(await list.getAttribute('data-count'))).toBe(shown)
    failing = false
    await footer.click()
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel)?.getAttribute('data-count')) > n, [
      `${CURRENT_PAGE} [data-testid="feed-list"]`,
      shown,
    ] as const)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the network goes and comes back', () => {
  test('offline as the page opens: the no-network view; online again: the page recovers without a tap', async () => {
    const bad = await acrossPages(3, async (path, query) => {
      const { page, errors } = await openTab()
      let offline = true
      // The page's calls fail once the network is gone, and its code comes before that: cut while a page's chunk was
      // still on its way (a busy machine), the page would be the failed start's view, with no shell to read.
      const networkGone = deferred<void>()
      await page.route(isApiUrl, async (route) => {
        if (!offline) return route.fallback()
        await networkGone.promise
        return route.abort('internetdisconnected')
      })
      await page.goto(address(path, query))
      await current(page, '[data-testid="page-shell"]').first().waitFor({ timeout: 20_000 })
      const network = await pageNetwork(page)
      await network(false)
      networkGone.resolve()
      const shown = await current(page, '[data-testid="no-network-view"]')
        .first()
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false)
      await settled(page)
      offline = false
      await network(true)
      // The page asks again on the browser's online event; its answers may take a while on a busy machine, and
      // a screen read before they come would still show the failure.
      const after = await eventually(() => screenState(page), recoveredScreen)
      await page.close()
      if (!shown) return 'no no-network view'
      if (!recoveredScreen(after)) return `not recovered: ${after.text}`
      if (errors.length > 0) return `uncaught: ${errors.join(' | ')}`
      return null
    })
    expect(bad).toEqual([])
  })
})

describe('the app’s own scripts do not load as the page opens', () => {
  const isEntryScript = (url: URL) => /\/static\/js\/app\.[0-9a-f]+\.js$/.test(url.pathname)
  const message = (page: Page) => page.locator('.boot-loading > .boot-failed')

  test('the network went: the loading line says so, and the page opens when the network returns', async () => {
    const { page, errors } = await openTab()
    const network = await pageNetwork(page)
    let offline = true
    await page.route(isEntryScript, async (route) => {
      if (!offline) return route.fallback()
      await network(false)
      await route.abort('internetdisconnected')
    })
    await page.goto(topicAddress(), { waitUntil: 'commit' })
    await message(page).waitFor({ timeout: 10_000 })
    expect(await message(page).innerText()).toBe(`${TEXTS.noNetwork}\n${TEXTS.needsNetwork}`)
    offline = false
    await network(true)
    await current(page, '[data-testid="page-shell"]').first().waitFor({ timeout: 20_000 })
    expect(errors).toEqual([])
    await page.close()
  })

  test('the server failed it: 加载失败，点击重试, and a tap opens the page', async () => {
    const { page, errors } = await openTab()
    let failing = true
    await page.route(isEntryScript, (route) => (failing ? route.fulfill({ status: 502, body: '' }) : route.fallback()))
    await page.goto(topicAddress(), { waitUntil: 'commit' })
    await message(page).waitFor({ timeout: 10_000 })
    expect(await message(page).innerText()).toBe(TEXTS.loadFailed)
    failing = false
    await message(page).click()
    await current(page, '[data-testid="page-shell"]').first().waitFor({ timeout: 20_000 })
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('loads on the wire as the network goes', () => {
  test('fail only after the network came back: the page asks again without a tap', async () => {
    const { page, errors } = await openTab()
    // The page's calls made before the network came back are kept on the wire (a real phone's dropped connections),
    // and fail once it is back. Its calls after that go through: a retry that fails again is the error view's to say.
    const held: Route[] = []
    let holding = true
    await page.route(isApiUrl, (route) => (holding ? void held.push(route) : route.fallback()))
    const network = await pageNetwork(page)
    await page.goto(topicAddress())
    await eventually(
      async () => held.length,
      (count) => count > 0,
    )
    await network(false)
    await current(page, '[data-testid="no-network-view"][data-kind="full"]').waitFor({ timeout: 10_000 })
    holding = false
    await network(true)
    await page.waitForFunction(() => navigator.onLine)
    await Promise.all(held.map((route) => route.abort('connectionreset')))
    const after = await eventually(() => screenState(page), recoveredScreen)
    expect(recoveredScreen(after) ? 'recovered' : `not recovered: ${after.text}`).toBe('recovered')
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the app’s quote service fails while the network is gone', () => {
  test('the stock page says so, and its price comes back with the network', async () => {
    const { page, errors } = await openTab()
    let offline = true
    await page.route(isApiUrl, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()))
    const network = await pageNetwork(page)
    const stock = builtPages(seed).find((built) => built.path === 'subPackages-stock/pages/stock/stock')
    await page.goto(address(stock?.path ?? '', stock?.query))
    await network(false)
    // The app's quote service answers {} when it cannot reach its server: that is no quote, not a stock without one.
    await current(page, '[data-testid="no-network-view"][data-kind="full"]').waitFor({ timeout: 10_000 })
    offline = false
    await network(true)
    const price = current(page, '[data-testid="price-cell"]')
    const shown = await eventually(
      () => price.textContent({ timeout: 10_000 }).catch(() => ''),
      (text) => /\d/.test(text ?? ''),
    )
    expect(shown).toMatch(/\d/)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the app’s bridge fails', () => {
  test.each(['throws', 'never answers'] as const)(
    'it %s: every page still opens (as without an account), nothing uncaught',
    async (mode) => {
      const check: PageCheck = async (path, query, context) => {
        const { page, errors } = await openTab(context)
        await breakBridge(page, mode)
        await page.goto(address(path, query))
        await current(page, '[data-testid="page-shell"]').first().waitFor({ timeout: 20_000 })
        if (mode === 'never answers') {
          // Each unanswered call ends after TIMEOUTS.nativeCallMs; start-up makes a few in a row.
          for (let i = 0; i < 3; i += 1) {
            await page.waitForTimeout(150)
            await page.clock.fastForward(TIMEOUTS.nativeCallMs + 1_000)
          }
        }
        await settled(page)
        await retryAll(page)
        const after = await screenState(page)
        await page.close()
        if (after.loading) return 'still loading'
        if (after.error || after.sectionFailed) return `failed: ${after.text}`
        if (errors.length > 0) return `uncaught: ${errors.join(' | ')}`
        return null
      }
      expect(await acrossPages(3, check, { clock: mode === 'never answers' })).toEqual([])
    },
  )
})

/** Replaces the host simulator's bridge, whenever it is installed, with one that throws or never answers. */
function breakBridge(page: Page, mode: 'throws' | 'never answers') {
  return page.addInitScript((how) => {
    const broken = {
      call: () => {
        if (how === 'throws') throw new Error('the bridge broke')
      },
    }
    Object.defineProperty(window, 'community', { configurable: true, get: () => broken, set: () => undefined })
  }, mode)
}

describe('broken addresses', () => {
  const VALUES = { junk: `<x>'"&;%zz`, huge: '9'.repeat(3_000), zero: '0', empty: '' }
  test.each(Object.keys(VALUES) as (keyof typeof VALUES)[])(
    'every parameter %s: the page says what it can, no 5xx, nothing uncaught',
    async (kind) => {
      const bad = await acrossPages(3, async (path, query) => {
        const names = new Set([...Object.keys(query), ...(findRoute(path)?.codeParams ?? [])])
        if (names.size === 0) return null
        const broken = Object.fromEntries([...names].map((name) => [name, VALUES[kind]]))
        const { page, errors } = await openTab()
        const serverErrors: string[] = []
        page.on('response', (r) => {
          if (r.status() >= 500) serverErrors.push(`${r.status()} ${r.url().slice(0, 120)}`)
        })
        await page.goto(address(path, broken))
        await settled(page)
        const state = await screenState(page)
        await page.close()
        if (state.loading) return 'still loading'
        if (serverErrors.length > 0) return `server: ${serverErrors.join(' | ')}`
        if (errors.length > 0) return `uncaught: ${errors.join(' | ')}`
        if (!state.shell) return 'no page'
        return null
      })
      expect(bad).toEqual([])
    },
  )
})

const OTHER = { accountId: 'acc-10002', token: 'tok-10002', userCode: 'uc-10002' }
const ME = { accountId: DEV_ACCOUNT.id, token: DEV_ACCOUNT.token, userCode: DEV_ACCOUNT.userCode }

async function api<T>(key: EndpointKey, body: object): Promise<T> {
  const res = await fetch(world.hosted.origin + fillPath(ENDPOINTS[key].path, 'community'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const envelope = (await res.json()) as { data: T; msg: string }
  if (!res.ok) throw new Error(`${key}: ${res.status} ${envelope.msg}`)
  return envelope.data
}

/** Text a hostile user writes: it would set window.__pwned if it ever ran. */
const HOSTILE = {
  text: `恶意<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">点我</a>`,
  short: '<img src=x onerror=__pwned=1>',
  html: `<p>恶意正文</p><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">点我</a><script>window.__pwned=1</script><iframe src="javascript:window.__pwned=1"></iframe>`,
}

describe('hostile text written by users', () => {
  test('shows as text on every page that shows it: no script runs, no javascript: link', async () => {
    const endDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    const post = await api<{ articleId: string }>('publish.publishView', {
      ...OTHER,
      content: HOSTILE.text,
      vote: { title: HOSTILE.short, options: ['<script>x</script>', HOSTILE.short.slice(0, 20)], endDate },
    })
    const article = await api<{ articleId: string }>('article.appCreateSave', {
      ...OTHER,
      title: `恶意标题${HOSTILE.short}`,
      html: HOSTILE.html,
    })
    const comment = await api<{ commentId: string }>('publish.publishComment', {
      ...OTHER,
      articleId: post.articleId,
      content: HOSTILE.text,
    })
    await api('publish.publishComment', {
      ...OTHER,
      articleId: post.articleId,
      parentId: comment.commentId,
      content: `回复${HOSTILE.short}`,
    })
    // On one of the test account's posts, so it reaches its messages.
    const mine = await api<{ articleId: string }>('publish.publishView', { ...ME, content: `等恶意评论 ${Date.now()}` })
    await api('publish.publishComment', { ...OTHER, articleId: mine.articleId, content: HOSTILE.text })

    const showing: [string, Record<string, string>][] = [
      ['community/condition/index', {}],
      ['community/articleDetail/index', { articleId: post.articleId }],
      ['community/articleDetail/index', { articleId: article.articleId, source: 'article' }],
      ['community/commentDetail/index', { commentId: comment.commentId, articleId: post.articleId }],
      ['community/dynamicData/index', { lookUserId: OTHER.accountId }],
      ['community/personalCenter/index', { toAccountId: OTHER.accountId }],
      ['community/personalMsg/index', {}],
    ]
    const bad: string[] = []
    for (const [path, query] of showing) {
      const { page, errors } = await openTab()
      await page.goto(address(path, query))
      await settled(page)
      await page.waitForFunction(
        (sel) => (document.querySelector(sel)?.textContent ?? '').includes('恶意'),
        CURRENT_PAGE,
      )
      const verdict = await hostileVerdict(page)
      if (verdict) bad.push(`${path}: ${verdict}`)
      if (errors.length > 0) bad.push(`${path}: uncaught ${errors.join(' | ')}`)
      await page.close()
    }

    // The search box: typed, searched, shown back as the keyword and in the results.
    const { page, errors } = await openTab()
    await page.goto(address('community/search/index'))
    await settled(page)
    await current(page, '[data-testid="search-bar"] input').fill(HOSTILE.text)
    await current(page, '[data-testid="search-action"]').click()
    await settled(page)
    const verdict = await hostileVerdict(page)
    if (verdict) bad.push(`search: ${verdict}`)
    if (errors.length > 0) bad.push(`search: uncaught ${errors.join(' | ')}`)
    // The box keeps what the server accepts: the keyword cut at the search's limit, still as text.
    expect(await current(page, '[data-testid="search-bar"] input').inputValue()).toBe(
      limitChars(HOSTILE.text, SEARCH_KEYWORD_MAX.content),
    )
    await page.close()
    expect(bad).toEqual([])
  })
})

/** What a hostile text achieved on the page: a script ran, a javascript: link, a handler the CSP had to block. */
async function hostileVerdict(page: Page): Promise<string | null> {
  await page.waitForTimeout(300)
  const found = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned !== undefined,
    links: Array.from(document.querySelectorAll('[href], [src]'))
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
      .filter((url) => /^\s*javascript:/i.test(url)),
    handlers: Array.from(document.querySelectorAll('*')).filter((el) =>
      Array.from(el.attributes).some((a) => a.name.startsWith('on') && a.value.includes('__pwned')),
    ).length,
  }))
  const blocked = await cspViolationsOf(page)
  if (found.pwned) return 'the script ran'
  if (found.links.length > 0) return `javascript: address ${found.links.join(' ')}`
  if (found.handlers > 0) return `${found.handlers} elements carry the handler`
  if (blocked.length > 0) return `the CSP had to block ${blocked.join(' | ')}`
  return null
}

/** Two taps on the same spot, as fast as a person double-taps (about 100 ms apart). */
async function doubleTap(page: Page, selector: string): Promise<void> {
  const target = current(page, selector).first()
  await target.waitFor({ timeout: 20_000 })
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error(`${selector} has no box`)
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  await page.mouse.click(x, y)
  await page.waitForTimeout(100)
  await page.mouse.click(x, y)
}

/** Counts the POSTs to the endpoints, from now on. */
function countWrites(page: Page, keys: EndpointKey[]): () => number {
  const paths = keys.map((key) => fillPath(ENDPOINTS[key].path, 'community'))
  let n = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && paths.some((path) => new URL(request.url()).pathname === path)) n += 1
  })
  return () => n
}

/** How often the host simulator was called with `method` (it keeps every call). */
function bridgeCalls(page: Page, method: string): Promise<number> {
  return page.evaluate((name: string) => {
    const { calls } = (window as unknown as { hostSim: { calls: { method: string }[] } }).hostSim
    return calls.filter((call) => call.method === name).length
  }, method)
}

interface Write {
  name: string
  open: () => Promise<[string, Record<string, string>]>
  /** Done before the double tap (typing, opening a confirm). */
  prepare?: (page: Page) => Promise<void>
  tap: string
  /** The endpoints the write uses; or, for the app's favourites, the bridge method. */
  writes: EndpointKey[] | { bridge: string }
  /**
   * A switch (like, follow, collect, join): the last tap wins, so a double tap is the write and its undo, one after
   * the other, never more (docs/product.md §10.2). Anything that creates is written once.
   */
  toggle?: true
}

const WRITES: Write[] = [
  {
    name: 'like',
    toggle: true,
    open: async () => ['community/condition/index', {}],
    tap: '[data-testid="feed-card"][data-kind="article"] [data-testid="like-button"]',
    writes: ['like.praise'],
  },
  {
    name: 'follow',
    toggle: true,
    open: async () => ['community/dynamicData/index', { lookUserId: seed.authorId }],
    tap: '[data-testid="account-header"] [data-testid="follow-button"]',
    writes: ['follow.follow', 'follow.unfollow'],
  },
  {
    name: 'collect',
    toggle: true,
    open: async () => ['community/articleDetail/index', { articleId: seed.article.articleId, source: 'article' }],
    tap: '[data-testid="collect-button"]',
    writes: { bridge: 'setFavourite' },
  },
  {
    name: 'vote on a topic',
    open: async () => ['topics/topicPage/index', { topicId: '1' }],
    tap: '[data-testid="topic-vote"][data-state="open"] [data-testid="topic-vote-option"]',
    writes: ['topic.topicVote'],
  },
  {
    name: 'vote on a post',
    open: async () => {
      const endDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
      const post = await api<{ articleId: string }>('publish.publishView', {
        ...OTHER,
        content: `投票双击 ${Date.now()}`,
        vote: { title: '看涨还是看跌', options: ['看涨', '看跌'], endDate },
      })
      return ['community/articleDetail/index', { articleId: post.articleId }]
    },
    tap: '[data-testid="vote-card"][data-state="open"] [data-testid="vote-option"]',
    writes: ['vote.articleVote'],
  },
  {
    // Leaving asks first (确定退出该圈子？), so a double tap on 加入 joins once and opens that question.
    name: 'join a circle',
    open: async () => ['monetary_circle/circle/circle', { circleId: '2' }],
    tap: '[data-testid="circle-join"]',
    writes: ['follow.followCircles'],
  },
  {
    name: 'comment',
    open: async () => ['community/articleDetail/index', { articleId: seed.article.articleId, source: 'article' }],
    prepare: (page) => current(page, '[data-testid="comment-composer"] textarea').fill(`双击发送 ${Date.now()}`),
    tap: '[data-testid="comment-send"]',
    writes: ['publish.publishComment'],
  },
  {
    name: 'reply',
    open: async () => ['community/commentDetail/index', seed.comment],
    prepare: (page) => current(page, '[data-testid="comment-composer"] textarea').fill(`双击回复 ${Date.now()}`),
    tap: '[data-testid="comment-send"]',
    writes: ['publish.publishComment'],
  },
  {
    name: 'delete',
    open: async () => {
      const post = await api<{ articleId: string }>('publish.publishView', { ...ME, content: `待删除 ${Date.now()}` })
      await api('publish.publishComment', { ...ME, articleId: post.articleId, content: `我要删掉的评论 ${Date.now()}` })
      return ['community/articleDetail/index', { articleId: post.articleId }]
    },
    prepare: async (page) => {
      await current(page, '[data-testid="comment-delete"]').first().click()
      await current(page, '[data-testid="modal-confirm"]').first().waitFor()
    },
    tap: '[data-testid="modal-confirm"]',
    writes: ['publish.removeContent'],
  },
  {
    name: 'post',
    open: async () => ['community/post/index', {}],
    prepare: (page) => current(page, '[data-testid="post-text"] textarea').fill(`双击发布 ${Date.now()}`),
    tap: '[data-testid="post-send"]',
    writes: ['publish.publishView'],
  },
]

describe('a double tap on a write', () => {
  test.each(WRITES.map((write) => [write.name, write] as const))(
    '%s: one write (a switch: it and its undo)',
    async (_name, write) => {
      const { page, errors } = await openTab()
      const [path, query] = await write.open()
      await openToWrite(page, path, query)
      await write.prepare?.(page)
      const keys = write.writes
      const counted = Array.isArray(keys) ? countWrites(page, keys) : null
      const before = Array.isArray(keys) ? 0 : await bridgeCalls(page, keys.bridge)
      await doubleTap(page, write.tap)
      await page.waitForTimeout(1_000)
      const made = counted ? counted() : (await bridgeCalls(page, (keys as { bridge: string }).bridge)) - before
      await page.close()
      expect({ made, errors }).toEqual({ made: write.toggle ? 2 : 1, errors: [] })
    },
  )
})

describe('a write the API fails', () => {
  const FAULTS: ApiFault[] = ['http500', 'code500', 'malformed', 'silent']
  test.each(FAULTS)(
    '%s: a like rolls back, a comment and a post keep their text, all said in Chinese; tapping again works',
    async (fault) => {
      // No answer for 60 s is played on a fake clock, which is a whole browser's: this row gets its own.
      const own = fault === 'silent' ? await launchBrowser() : null
      const context = own?.browser ?? world.chrome.browser
      if (own) await context.clock.install()
      const problems: string[] = []
      const waitOut = async (page: Page) => {
        if (fault !== 'silent') return
        await page.waitForTimeout(200)
        await page.clock.fastForward(61_000)
      }
      /** Every toast is Chinese; `required`: there is one (a toggle's lost network is silent, §8.3). */
      const chineseToasts = async (page: Page, what: string, required: boolean) => {
        const toasts = await eventually(
          () => toastsOf(page),
          (shown) => shown.length > 0,
          required ? 5_000 : 500,
        )
        if (required && toasts.length === 0) problems.push(`${what}: no toast`)
        for (const toast of toasts) if (!/^[^A-Za-z]*$/.test(toast)) problems.push(`${what}: toast "${toast}"`)
      }
      // Tapping again sends again (what the server then answers is not this row's business: the
      // publishing budget may be spent by now).
      const sentAgain = (page: Page, key: EndpointKey) =>
        page
          .waitForRequest((r) => r.url().includes(fillPath(ENDPOINTS[key].path, 'community')), { timeout: 10_000 })
          .then(() => true)
          .catch(() => false)

      const feed = await openTab(context)
      let failing = true
      await faultApi(feed.page, fault, () => failing, ['like.praise'])
      await feed.page.goto(address('community/condition/index'))
      // One card, by its id: the feed draws its cards in segments, so "the first" may be another card later.
      const card = current(feed.page, '[data-testid="feed-card"][data-kind="article"]').first()
      await card.waitFor({ timeout: 20_000 })
      const cardId = await card.getAttribute('data-id')
      const like = current(
        feed.page,
        `[data-testid="feed-card"][data-id="${cardId}"] [data-testid="like-button"]`,
      ).first()
      const was = await like.getAttribute('data-praised')
      await like.click()
      await waitOut(feed.page)
      await chineseToasts(feed.page, 'like', fault !== 'silent')
      const rolledBack = await feed.page
        .waitForFunction(
          ([id, praised]) =>
            [
              ...document.querySelectorAll(`[data-testid="feed-card"][data-id="${id}"] [data-testid="like-button"]`),
            ].some((button) => button.getAttribute('data-praised') === praised),
          [cardId, was] as const,
          { timeout: 3_000 },
        )
        .then(() => true)
        .catch(() => false)
      if (!rolledBack) problems.push('like: not rolled back')
      failing = false
      const liked = sentAgain(feed.page, 'like.praise')
      await like.click()
      if (!(await liked)) problems.push('like: tapping again did not write')
      problems.push(...feed.errors)
      await feed.page.close()

      for (const sender of SENDERS.slice(0, 2)) {
        const { page, errors } = await openTab(context)
        failing = true
        await faultApi(page, fault, () => failing, [sender.key])
        const [at, query] = sender.open()
        await openToWrite(page, at, query)
        const text = `出错时写的字 ${Date.now()}`
        await current(page, sender.box).fill(text)
        await current(page, sender.send).click()
        await waitOut(page)
        await chineseToasts(page, sender.name, true)
        if ((await current(page, sender.box).inputValue()) !== text) problems.push(`${sender.name}: text lost`)
        failing = false
        const sent = sentAgain(page, sender.key)
        await current(page, sender.send).click()
        if (!(await sent)) problems.push(`${sender.name}: sending again did not write`)
        problems.push(...errors)
        await page.close()
      }
      await own?.close()
      expect(problems).toEqual([])
    },
  )
})

/** Waits for a toast with the text; answers every toast shown so far, for the assertion. */
async function toastSaying(page: Page, text: string): Promise<string[]> {
  await page
    .waitForFunction((want) => (window as unknown as { __toasts: string[] }).__toasts.includes(want), text, {
      timeout: 10_000,
    })
    .catch(() => undefined)
  return toastsOf(page)
}

const COMMENT_BOX = '[data-testid="comment-composer"] textarea'
const POST_BOX = '[data-testid="post-text"] textarea'

/** Where a person writes, what they tap to send, and the endpoint that takes it. */
const SENDERS = [
  {
    name: 'the composer',
    open: (): [string, Record<string, string>] => ['community/post/index', {}],
    box: POST_BOX,
    send: '[data-testid="post-send"]',
    key: 'publish.publishView' as EndpointKey,
    limit: RATE_LIMITS.publish.message,
  },
  {
    name: 'a comment',
    open: (): [string, Record<string, string>] => [
      'community/articleDetail/index',
      { articleId: seed.article.articleId, source: 'article' },
    ],
    box: COMMENT_BOX,
    send: '[data-testid="comment-send"]',
    key: 'publish.publishComment' as EndpointKey,
    limit: RATE_LIMITS.comment.message,
  },
  {
    name: 'a reply',
    open: (): [string, Record<string, string>] => ['community/commentDetail/index', seed.comment],
    box: COMMENT_BOX,
    send: '[data-testid="comment-send"]',
    key: 'publish.publishComment' as EndpointKey,
    limit: RATE_LIMITS.comment.message,
  },
]

describe('too many writes (429)', () => {
  test.each(SENDERS.map((sender) => [sender.name, sender] as const))(
    '%s: the server’s Chinese message, and the text stays',
    async (_name, sender) => {
      const { page, errors } = await openTab()
      const path = fillPath(ENDPOINTS[sender.key].path, 'community')
      await page.route(`**${path}`, (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify(errorEnvelope(429, sender.limit)),
        }),
      )
      const [at, query] = sender.open()
      await openToWrite(page, at, query)
      const text = `限流时写的字 ${Date.now()}`
      await current(page, sender.box).fill(text)
      await current(page, sender.send).click()
      expect(await toastSaying(page, sender.limit)).toContain(sender.limit)
      expect(await current(page, sender.box).inputValue()).toBe(text)
      expect(errors).toEqual([])
      await page.close()
    },
  )

  test('the real limiter: the same comment twice is refused in Chinese, and the text stays', async () => {
    const { page, errors } = await openTab()
    await page.goto(address('community/articleDetail/index', { articleId: seed.article.articleId, source: 'article' }))
    await settled(page)
    const text = `只说一次 ${Date.now()}`
    await current(page, COMMENT_BOX).fill(text)
    await current(page, '[data-testid="comment-send"]').click()
    await current(page, `[data-testid="comment-content"]:has-text("${text}")`).waitFor({ timeout: 10_000 })
    await page.waitForTimeout(DURATIONS.doubleTapMs)
    await current(page, COMMENT_BOX).fill(text)
    const refused = page.waitForResponse((r) => r.url().includes('publishComment'))
    await current(page, '[data-testid="comment-send"]').click()
    expect((await refused).status()).toBe(429)
    expect(await toastSaying(page, DUPLICATE_COMMENT_MESSAGE)).toContain(DUPLICATE_COMMENT_MESSAGE)
    expect(await current(page, COMMENT_BOX).inputValue()).toBe(text)
    expect(errors).toEqual([])
    await page.close()
  })

  // Last in the file: it spends the test account's publishing budget for a minute.
  test('the real limiter: past the publishing budget the composer says so in Chinese, and the text stays', async () => {
    for (let i = 0; i <= RATE_LIMITS.publish.perAccount; i += 1) {
      const spent = await api('publish.publishView', { ...ME, content: `用完额度 ${i} ${Date.now()}` })
        .then(() => false)
        .catch((error: Error) => error.message.includes('429'))
      if (spent) break
    }
    const { page, errors } = await openTab()
    await openToWrite(page, 'community/post/index', {})
    const text = `额度用完后写的长文 ${Date.now()}`
    await current(page, POST_BOX).fill(text)
    const refused = page.waitForResponse((r) => r.url().includes('publishView'))
    await current(page, '[data-testid="post-send"]').click()
    expect((await refused).status()).toBe(429)
    expect(await toastSaying(page, RATE_LIMITS.publish.message)).toContain(RATE_LIMITS.publish.message)
    expect(await current(page, POST_BOX).inputValue()).toBe(text)
    // Closed and opened again, the composer offers the text back.
    await page.reload()
    await current(page, '[data-testid="modal-confirm"]').click()
    expect(await current(page, POST_BOX).inputValue()).toBe(text)
    expect(errors).toEqual([])
    await page.close()
  })
})
