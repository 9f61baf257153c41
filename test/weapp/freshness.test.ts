/**
 * Live freshness in the booted mini-program (docs/product.md §4.20), the journey the browser test walks: with 最新
 * open, a second account posts through the API; within 30 s the page says 1 条新动态 (the mini-program asks
 * feed.fresh once the page has settled and then every 20 s, having no event stream); a tap shows the post on top, on the same page instance. While the
 * page is hidden nothing is asked; shown again, it asks at once.
 */
import { FEED_TEXTS } from '@/components/feed/texts'
import { ENDPOINTS, fillPath } from '@shared/api'
import { bootApp, type BootedApp, type PageHandle } from '../../scripts/weapp/boot'
import { startServer, type RunningServer } from '../support/e2e-server'
import { requireWeappBuild, waitUntil, WEAPP_DIST } from './support'

jest.setTimeout(120_000)

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

const PILL_WITHIN_MS = 30_000

async function postAsSecondAccount(content: string): Promise<void> {
  const who = server.app.db
    .prepare(
      "SELECT id AS accountId, token, user_code AS userCode FROM accounts WHERE id LIKE 'acc-%' AND kind = 0 LIMIT 1",
    )
    .get() as { accountId: string; token: string; userCode: string }
  const res = await fetch(server.origin + fillPath(ENDPOINTS['publish.publishView'].path, 'community'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: who.token, usercode: who.userCode },
    body: JSON.stringify({ accountId: who.accountId, content }),
  })
  expect(res.status).toBe(200)
}

const asked = (app: BootedApp) => app.requests.filter((r) => r.url.includes('/front/feed/fresh')).length

/** The texts of the feed cards in order (their title or summary first). */
function cardTexts(page: PageHandle): string[] {
  return page
    .elements()
    .filter((n) => /(^| )feed-card( |$)/.test(n.className ?? ''))
    .map((n) => n.text)
}

async function openLatest(app: BootedApp): Promise<PageHandle> {
  const page = await app.openPage('community/home/index')
  await page.waitForText(FEED_TEXTS.share, 8000)
  const tab = page.findAllByText('最新').find((node) => node.text === '最新')
  if (!tab) throw new Error('no 最新 tab')
  await page.tap(tab)
  await waitUntil(app, () => cardTexts(page).length > 0, '最新')
  return page
}

test('with 最新 open, another account’s post is told within 30 s and a tap puts it on top', async () => {
  requireWeappBuild()
  const app = await bootApp({ distDir: WEAPP_DIST, request: server.origin })
  try {
    const page = await openLatest(app)
    const before = cardTexts(page)
    const text = '小程序里等到的新帖子'
    await postAsSecondAccount(text)
    await waitUntil(app, () => page.findByText('1 条新动态') !== undefined, 'the pill', PILL_WITHIN_MS)
    // Told, not shown: the list is as it was until the reader asks for it.
    expect(cardTexts(page)).toEqual(before)

    await page.tap(page.findByText('1 条新动态') as NonNullable<ReturnType<PageHandle['findByText']>>)
    await waitUntil(app, () => cardTexts(page)[0]?.includes(text) === true, 'the post on top')
    expect(cardTexts(page).filter((t) => t.includes(text))).toHaveLength(1)
    expect(page.findByText('条新动态')).toBeUndefined()
    expect([page.isAlive(), app.currentPage()?.id]).toEqual([true, page.id])
    expect(app.errors).toEqual([])
  } finally {
    app.close()
  }
})

test('asks nothing while the page is hidden, and at once when it shows again', async () => {
  requireWeappBuild()
  const app = await bootApp({ distDir: WEAPP_DIST, request: server.origin })
  try {
    const page = await openLatest(app)
    // The first question comes once the page has settled (10 s, SETTLE_MS).
    await waitUntil(app, () => asked(app) > 0, 'the first question', 15_000)
    await page.callLifecycle('onHide')
    const hidden = asked(app)
    await new Promise((r) => setTimeout(r, 21_000))
    expect(asked(app)).toBe(hidden)
    await page.callLifecycle('onShow')
    await waitUntil(app, () => asked(app) === hidden + 1, 'the question on return', 3000)
  } finally {
    app.close()
  }
})
