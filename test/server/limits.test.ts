import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { RATE_LIMITS, DUPLICATE_COMMENT_WINDOW_MS } from '../../server/http/limits'
import { ENDPOINTS, fillPath } from '@shared/api'
import path from 'node:path'
import { buildServer } from '../../server/app'
import { readOptions } from '../../server/main'
import { DEV, OTHER, makeServer, tempDir } from './helpers'

const COMMENT_URL = fillPath(ENDPOINTS['publish.publishComment'].path, 'community')
const READ_URL = fillPath(ENDPOINTS['article.updateArticleInfo'].path, 'community')

const CHINESE = /[\u4e00-\u9fff]/

function expectLimited(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429)
  const body = JSON.parse(res.body) as { code: string; success: boolean; msg: string; error_info: string }
  expect(body).toMatchObject({ code: '429', success: false })
  expect(body.msg).toMatch(CHINESE)
  expect(body.error_info).toBe(body.msg)
}

const comment = (
  app: FastifyInstance,
  who: { token: string; userCode: string; accountId: string },
  content: string,
  articleId = '1',
  remoteAddress = '127.0.0.1',
) => app.inject({ method: 'POST', url: COMMENT_URL, remoteAddress, payload: { ...who, articleId, content } })

describe('write limits', () => {
  let app: FastifyInstance
  beforeEach(async () => {
    ;({ app } = await makeServer())
  })
  afterEach(() => app.close())

  it('stops one account writing more comments a minute than a person can', async () => {
    const limit = RATE_LIMITS.comment.perAccount
    for (let i = 0; i < limit; i++)
      expect((await comment(app, DEV, `第 ${i} 条评论`, '1', `10.0.0.${i}`)).statusCode).toBe(200)
    const refused = await comment(app, DEV, '再来一条', '1', '10.0.1.1')
    expectLimited(refused)
    const count = app.db
      .prepare('SELECT COUNT(*) AS n FROM comments WHERE account_id = ? AND content = ?')
      .get(DEV.accountId, '再来一条') as { n: number }
    expect(count.n).toBe(0)
    // Another account is not held back by this one.
    expect((await comment(app, OTHER, '另一个人的评论', '1', '10.0.2.1')).statusCode).toBe(200)
  })

  it('stops one address writing for many accounts', async () => {
    const accounts = app.db
      .prepare('SELECT id AS accountId, token, user_code AS userCode FROM accounts ORDER BY id LIMIT 60')
      .all() as { accountId: string; token: string; userCode: string }[]
    const limit = RATE_LIMITS.comment.perAddress
    let sent = 0
    for (const who of accounts) {
      for (let i = 0; i < 2 && sent < limit; i++, sent++)
        expect((await comment(app, who, `地址 ${sent}`, '1', '10.9.9.9')).statusCode).toBe(200)
    }
    expect(sent).toBe(limit)
    expectLimited(await comment(app, accounts[accounts.length - 1], '地址之外', '1', '10.9.9.9'))
  })

  it('refuses the same comment twice on one article within the window', async () => {
    expect(DUPLICATE_COMMENT_WINDOW_MS).toBeGreaterThanOrEqual(60_000)
    expect((await comment(app, DEV, '同一句话')).statusCode).toBe(200)
    expectLimited(await comment(app, DEV, '同一句话'))
    expectLimited(await comment(app, DEV, '  同一句话 '))
    // The same words elsewhere, or from someone else, are fine.
    expect((await comment(app, DEV, '同一句话', '2')).statusCode).toBe(200)
    expect((await comment(app, OTHER, '同一句话')).statusCode).toBe(200)
  })

  it('counts a reader once per article per period', async () => {
    const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: READ_URL, remoteAddress, headers, payload: { articleId: '1' } })
    const views = () => (app.db.prepare('SELECT view_count AS n FROM dynamics WHERE id = 1').get() as { n: number }).n
    const before = views()
    for (let i = 0; i < 5; i++) expect((await read('10.1.1.1')).statusCode).toBe(200)
    expect(views()).toBe(before + 1)
    await read('10.1.1.2')
    expect(views()).toBe(before + 2)
    // A signed-in reader is one reader from any address.
    await read('10.1.1.3', { token: DEV.token, usercode: DEV.userCode })
    await read('10.1.1.4', { token: DEV.token, usercode: DEV.userCode })
    expect(views()).toBe(before + 3)
  })

  it('can be turned off for a load test, and only by the server option', async () => {
    const dir = tempDir()
    const unlimited = await buildServer({ dbPath: path.join(dir, 'community.db'), writeLimits: false })
    for (let i = 0; i <= RATE_LIMITS.comment.perAccount; i++) {
      expect((await comment(unlimited, DEV, `压测 ${i}`)).statusCode).toBe(200)
    }
    await unlimited.close()
  })
})

describe('the address behind a reverse proxy', () => {
  let app: FastifyInstance
  let accounts: { accountId: string; token: string; userCode: string }[]
  beforeEach(async () => {
    app = await buildServer({ dbPath: path.join(tempDir(), 'community.db'), trustProxy: ['127.0.0.1'] })
    accounts = app.db
      .prepare('SELECT id AS accountId, token, user_code AS userCode FROM accounts ORDER BY id LIMIT 60')
      .all() as typeof accounts
  })
  afterEach(() => app.close())

  /** Comments from one client address, two per account, until the address budget is spent. */
  async function spendAddressBudget(send: (who: (typeof accounts)[number], n: number) => Promise<number>) {
    for (let n = 0; n < RATE_LIMITS.comment.perAddress; n++) expect(await send(accounts[n >> 1], n)).toBe(200)
  }

  const viaProxy = (who: (typeof accounts)[number], content: string, forwardedFor: string, peer = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: COMMENT_URL,
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { ...who, articleId: '1', content },
    })

  it('gives each client behind the configured proxy its own budget, whatever the client claims itself', async () => {
    // The proxy appends the peer it saw; what a client wrote before that is not believed.
    await spendAddressBudget(
      async (who, n) => (await viaProxy(who, `甲 ${n}`, `198.51.100.${n}, 203.0.113.7`)).statusCode,
    )
    const last = accounts[accounts.length - 1]
    expectLimited(await viaProxy(last, '甲 又一条', '203.0.113.7'))
    expectLimited(await viaProxy(last, '甲 换个说法', '203.0.113.99, 203.0.113.7'))
    // Another person behind the same proxy still writes.
    expect((await viaProxy(last, '乙 的评论', '203.0.113.8')).statusCode).toBe(200)
  })

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    await spendAddressBudget(
      async (who, n) => (await viaProxy(who, `伪 ${n}`, `203.0.113.${n}`, '198.51.100.9')).statusCode,
    )
    expectLimited(await viaProxy(accounts[accounts.length - 1], '伪 又一条', '203.0.113.200', '198.51.100.9'))
  })

  it('reads the proxies from --trust-proxy or TRUST_PROXY, none by default, and refuses a typo at start', () => {
    expect(readOptions([], {}).trustProxy).toEqual([])
    expect(readOptions(['--trust-proxy', '127.0.0.1,10.0.0.0/8'], {}).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8'])
    expect(readOptions([], { TRUST_PROXY: '::1 loopback' }).trustProxy).toEqual(['::1', 'loopback'])
    expect(() => readOptions(['--trust-proxy', '127.0.0.1,nginx'], {})).toThrow(/TRUST_PROXY 无效.*nginx/)
    expect(() => readOptions([], { TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY 无效/)
  })
})
