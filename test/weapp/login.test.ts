/**
 * Mini-program login end to end in the booted build: 去登录 runs wx.login, the reference server
 * exchanges the code for a community identity, the page reloads logged in, and a write (a like)
 * made as that user persists on the server.
 */
import type { Dynamic, Page } from '@shared/api'
import { ENDPOINTS, fillPath } from '@shared/api'
import { bootApp, type PageHandle, type RenderedNode } from '../../scripts/weapp/boot'
import { startServer, type RunningServer } from '../support/e2e-server'
import { cardLike, requireWeappBuild, waitUntil as waitFor, WEAPP_DIST } from './support'

jest.setTimeout(60_000)

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

async function call<T>(key: keyof typeof ENDPOINTS, body: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(server.origin + fillPath(ENDPOINTS[key].path, 'community'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return (await response.json()) as T
}

test('去登录 logs in with a wx.login code; the page reloads logged in and a like persists', async () => {
  requireWeappBuild()
  const app = await bootApp({ distDir: WEAPP_DIST, request: server.origin })
  try {
    const page = await app.openPage('pages/myFollow/index')
    await page.waitForText('去登录', 8000)
    await page.tap(page.findByText('去登录') as RenderedNode)
    await waitFor(app, () => app.requests.some((r) => r.url.includes('miniProgramLogin')), 'the code exchange')
    // The server's answer for the harness's code is the identity the app now holds.
    const identity = (
      await call<{ attach: { accountId: string; token: string; userCode: string } }>('account.miniProgramLogin', {
        code: 'harness-login-code',
      })
    ).attach
    await waitFor(app, () => app.navigations.some((n) => n.type === 'redirectTo' && n.ok), 'the page to reload')
    const reloaded = app.currentPage() as PageHandle
    expect(reloaded.route).toBe('pages/myFollow/index')
    await waitFor(app, () => !reloaded.text().includes('去登录'), 'the logged-in page')

    // As that user, a like from the latest feed reaches the server and stays.
    const feed = await app.openPage('community/condition/index')
    const latest = (
      await call<{ data: Page<Dynamic> }>(
        'article.dynamicList',
        { tab: 'latest', pageNum: 1, pageSize: 20, accountId: identity.accountId },
        { token: identity.token, usercode: identity.userCode },
      )
    ).data.list
    const target = latest.find((d) => d.pubType === 2 && !d.offShelf && !d.praised && d.title.length >= 4)
    if (!target) throw new Error('no unliked article on the first page')
    const title = target.title.slice(0, 12)
    await feed.waitForText(title, 8000)
    const like = cardLike(feed, title)
    await feed.tap(like)
    await waitFor(app, () => app.requests.some((r) => r.url.includes('praiseViewOrComment')), 'the like request')
    await app.settle(100)
    // A viewer's flags answer only to that viewer's token.
    const detail = await fetch(
      `${server.origin}${fillPath(ENDPOINTS['article.appInfo'].path, 'community', { id: target.articleId })}?accountId=${identity.accountId}`,
      { headers: { token: identity.token, usercode: identity.userCode } },
    )
    expect(((await detail.json()) as { data: Dynamic }).data.praised).toBe(true)
    const problems = [...app.errors.map((e) => `${e.source}: ${e.message}`), ...app.consoleErrors]
    expect(problems).toEqual([])
  } finally {
    app.close()
  }
})
