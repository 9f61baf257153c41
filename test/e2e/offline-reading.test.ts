/**
 * Offline reading in Chromium (docs/product.md §8.5), with the browser's network cut (context.setOffline): home, the
 * community home and an article read before still read, under the quiet 离线 line; an article never read says it needs
 * the network; a like is refused with a toast and not shown liked; a comment typed offline stays in its box and
 * draft; and after a logout, another account reading offline sees none of the first account's copies.
 *
 * The app's files come, offline, from what a service worker would hold (the build's own index.html, scripts and
 * styles, served here from the build): this suite is about the data, which only the app's own copies can give.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Dynamic, Page as ApiPage } from '@shared/api'
import { ACTION_TEXTS, TEXTS } from '@/config/constants'
import { DEV_ACCOUNT } from '../../server/seed'
import { CURRENT_PAGE, current, eventually, type BrowserContext, type Page } from '../support/browser'
import { DIST_H5 } from '../support/e2e-server'
import { isApiUrl, pageNetwork, toastsOf, watchScreen } from '../support/faults'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(240_000)

const world = hostedApp({ hostSim: false })

const A = { accountId: DEV_ACCOUNT.id, token: DEV_ACCOUNT.token }
/** Another seeded account (server/seed/accounts.ts numbers them). */
const B = { accountId: 'acc-10060', token: 'tok-10060' }
const COMMENT_BOX = '[data-testid="comment-composer"] textarea'

const address = (path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString()
  return `${world.hosted.site}${path}${search ? `?${search}` : ''}`
}

/** Two articles of 最新: one to read before going offline, one never opened. */
async function twoArticles(): Promise<[string, string]> {
  const res = await fetch(`${world.hosted.origin}/community-admin/front/articleInfo/CRH-CM-IN2310.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tab: 'latest', pageNum: 1, pageSize: 20 }),
  })
  const page = ((await res.json()) as { data: ApiPage<Dynamic> }).data
  const ids = page.list.map((item) => item.articleId).filter((id): id is string => Boolean(id))
  return [ids[0], ids[ids.length - 1]]
}

/**
 * The app's own files come from the build, the way the worker's precache would answer them offline; API calls are
 * left alone, so offline they fail. Node reads them, so the browser's cut network does not stop them.
 */
async function serveShellLikeAWorker(context: BrowserContext): Promise<void> {
  const shell = readFileSync(join(DIST_H5, 'index.html'), 'utf8')
  await context.route(
    (url) => url.origin === world.hosted.origin && !isApiUrl(url),
    async (route) => {
      if (route.request().resourceType() === 'document') {
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell })
      }
      const response = await route.fetch().catch(() => null)
      return response ? route.fulfill({ response }) : route.abort()
    },
  )
}

interface Stored {
  owners: string[]
  count: number
  /** When the newest copy was saved (0 for none). */
  latest: number
}

/** What the browser's IndexedDB holds of offline copies: owners, how many, the newest. */
function storedCopies(page: Page): Promise<Stored> {
  return page.evaluate(
    () =>
      new Promise<Stored>((resolve) => {
        const open = indexedDB.open('community-offline')
        // Not there yet: looking must not create it (empty, the app's store could then never be made in it).
        open.onupgradeneeded = () => open.transaction?.abort()
        const none = { owners: [], count: 0, latest: 0 }
        open.onerror = () => resolve(none)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('copies')) return resolve(none)
          const get = db.transaction('copies').objectStore('copies').get('offline-copies:index')
          get.onsuccess = () => {
            const index = get.result
              ? (JSON.parse(get.result as string) as { entries: { owner: string; savedAt: number }[] })
              : null
            const entries = index?.entries ?? []
            resolve({
              owners: [...new Set(entries.map((e) => e.owner))],
              count: entries.length,
              latest: Math.max(0, ...entries.map((e) => e.savedAt)),
            })
          }
          get.onerror = () => resolve(none)
        }
      }),
  )
}

const copyLine = (page: Page) => current(page, '[data-testid="offline-copy-line"]').first()

async function readOnline(page: Page, path: string, query: Record<string, string>, ready: string): Promise<void> {
  await page.goto(address(path, query))
  await current(page, ready).first().waitFor({ timeout: 30_000 })
}

describe('offline reading', () => {
  let context: BrowserContext
  let page: Page
  let read: string
  let neverOpened: string
  let pageOnline: (online: boolean) => Promise<void>

  /** Cuts or restores the network: the context's switch, and the page's own (support/faults.ts pageNetwork). */
  async function cutNetwork(offline: boolean): Promise<void> {
    await context.setOffline(offline)
    await pageOnline(!offline)
  }

  async function openOffline(url: string): Promise<void> {
    await page.goto(url)
    await cutNetwork(true)
  }

  beforeAll(async () => {
    context = world.chrome.browser
    await serveShellLikeAWorker(context)
    ;[read, neverOpened] = await twoArticles()
    page = await context.newPage()
    pageOnline = await pageNetwork(page)
    await watchScreen(page)
    // A reads home, the community home and one article with the network, a few seconds each: copies are written a
    // while after a page's first screen (OFFLINE_COPIES.firstWriteMs), and each address here is a new document.
    const copied = async () => {
      const before = (await storedCopies(page)).latest
      const after = await eventually(
        () => storedCopies(page),
        (stored) => stored.latest > before,
        20_000,
      )
      if (after.latest <= before) throw new Error('no copy was written')
      // The page's copies are written one after another: wait until they stop coming.
      let last = after
      for (;;) {
        await page.waitForTimeout(700)
        const now = await storedCopies(page)
        if (now.count === last.count && now.latest === last.latest) return
        last = now
      }
    }
    await readOnline(page, 'pages/index/index', A, '[data-testid="feed-card"]')
    await copied()
    await readOnline(page, 'community/home/index', {}, '[data-testid="feed-card"]')
    await copied()
    await readOnline(
      page,
      'community/articleDetail/index',
      { articleId: read, source: 'article' },
      '[data-testid="article-detail"]',
    )
    await copied()
    await cutNetwork(true)
  })

  afterAll(async () => {
    await cutNetwork(false)
    await page.close()
  })

  it('keeps the copies under the account that read them', async () => {
    expect((await storedCopies(page)).owners).toEqual([A.accountId])
  })

  it.each([
    ['home', 'pages/index/index'],
    ['the community home', 'community/home/index'],
  ])('%s reads from its copy, under the 离线 line', async (_name, path) => {
    await openOffline(address(path))
    await current(page, '[data-testid="feed-card"]').first().waitFor({ timeout: 30_000 })
    await copyLine(page).waitFor({ timeout: 10_000 })
    expect(await copyLine(page).textContent()).toMatch(
      new RegExp(`^${TEXTS.offlineCopy} ${TEXTS.today} \\d\\d:\\d\\d$`),
    )
    // The network's strip is there, the full no-network view is not.
    expect(await current(page, '[data-testid="no-network-view"]').first().getAttribute('data-kind')).toBe('strip')
  })

  it('an article read before reads, a like is refused and not shown liked, a comment stays in its box', async () => {
    await openOffline(address('community/articleDetail/index', { articleId: read, source: 'article' }))
    await current(page, '[data-testid="article-title"]').first().waitFor({ timeout: 30_000 })
    await copyLine(page).waitFor({ timeout: 10_000 })

    const like = current(page, '[data-testid="article-actions"] [data-testid="like-button"]').first()
    const likeButton = (await like.count()) > 0 ? like : current(page, '[data-testid="like-button"]').first()
    await likeButton.waitFor({ timeout: 10_000 })
    const before = await likeButton.getAttribute('data-praised')
    await likeButton.click()
    expect(
      await eventually(
        () => toastsOf(page),
        (shown) => shown.includes(ACTION_TEXTS.offline),
      ),
    ).toContain(ACTION_TEXTS.offline)
    expect(await likeButton.getAttribute('data-praised')).toBe(before)

    const text = `离线时写的评论 ${Date.now()}`
    const box = current(page, COMMENT_BOX).first()
    await box.waitFor({ timeout: 10_000 })
    await box.fill(text)
    await current(page, '[data-testid="comment-send"]').first().click()
    expect(
      await eventually(
        () => toastsOf(page),
        (shown) => shown.includes(ACTION_TEXTS.offlineDraft),
      ),
    ).toContain(ACTION_TEXTS.offlineDraft)
    expect(await box.inputValue()).toBe(text)
    // The article stays on screen under the strip, never replaced by the blank no-network view.
    expect(await current(page, '[data-testid="article-title"]').first().isVisible()).toBe(true)
    expect(await current(page, '[data-testid="no-network-view"]').first().getAttribute('data-kind')).toBe('strip')
  })

  it('an article never opened says it needs the network', async () => {
    await openOffline(address('community/articleDetail/index', { articleId: neverOpened, source: 'article' }))
    const view = current(page, '[data-testid="no-network-view"][data-kind="full"]').first()
    await view.waitFor({ timeout: 30_000 })
    expect(await current(page, '[data-testid="needs-network"]').first().textContent()).toBe(TEXTS.needsNetwork)
    expect(await current(page, '[data-testid="article-detail"]').count()).toBe(0)
  })

  it('after a logout, another account offline sees none of the first account’s copies', async () => {
    await cutNetwork(false)
    await page.goto(address('community/personDetail/index'))
    await current(page, '[data-testid="person-logout"]').first().click({ timeout: 30_000 })
    const reloaded = page.waitForEvent('load', { timeout: 30_000 })
    await current(page, '[data-testid="modal-confirm"]').first().click()
    await reloaded
    expect(
      await eventually(
        () => storedCopies(page),
        (stored) => !stored.owners.includes(A.accountId),
      ),
    ).toMatchObject({ owners: expect.not.arrayContaining([A.accountId]) })

    await openOffline(address('pages/index/index', B))
    await current(page, '[data-testid="no-network-view"]').first().waitFor({ timeout: 30_000 })
    expect(await copyLine(page).count()).toBe(0)
    expect(await current(page, '[data-testid="feed-card"]').count()).toBe(0)
    const text = await page.locator(CURRENT_PAGE).first().textContent()
    expect(text).toContain(TEXTS.noNetwork)
  })
})
