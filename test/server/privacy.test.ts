/**
 * Personal data answers only for the account of the token (issue 11): whom an account follows and
 * when it last looked, and a viewer's liked and collected flags; such answers are never cached.
 */
import type { FastifyInstance } from 'fastify'
import { DEV, OTHER, call, expectError, makeServer } from './helpers'

let app: FastifyInstance
beforeAll(async () => ({ app } = await makeServer()))
afterAll(() => app.close())

describe('personal data', () => {
  it('gives an account’s follow click times to its own token only', async () => {
    const own = await call(app, 'follow.lastClickTime', { ...DEV })
    expect(own.status).toBe(200)
    expect(own.raw.headers['cache-control']).toBe('no-store')
    expectError((await call(app, 'follow.lastClickTime', { accountId: DEV.accountId })).raw, 401)
    expectError((await call(app, 'follow.lastClickTime', { ...OTHER, accountId: DEV.accountId })).raw, 401)
  })

  it('lays a viewer’s flags on a detail only for that viewer’s token; anonymous reading stays open and cacheable', async () => {
    const latest = await call(app, 'article.dynamicList', { tab: 'latest', pageNum: 1, pageSize: 1 })
    const id = latest.body.data.list[0].articleId
    await call(app, 'like.praise', { ...DEV, pubType: 2, forId: id, forWhat: '1', isPraise: 1 })
    expectError((await call(app, 'article.appInfo', { accountId: DEV.accountId }, { id })).raw, 401)
    expectError((await call(app, 'article.appInfo', { ...OTHER, accountId: DEV.accountId }, { id })).raw, 401)
    const anonymous = await call(app, 'article.appInfo', {}, { id })
    expect(anonymous.status).toBe(200)
    expect(anonymous.body.data.praised).toBe(false)
    expect(anonymous.raw.headers['cache-control']).not.toBe('no-store')
    const own = await call(app, 'article.appInfo', { ...DEV }, { id })
    expect(own.raw.headers['cache-control']).toBe('no-store')
  })
})
