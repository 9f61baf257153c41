/**
 * One address cannot farm accounts or reads (issue 29, item 12; docs/product.md §4.2 and §4.6): the mini-program
 * login creates a few new accounts per address an hour, and an article's reads from one address count a few times
 * a day whatever accounts they name.
 */
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, fillPath, type MiniProgramLogin } from '@shared/api'
import { ACCOUNT_CREATION_LIMIT, READS_PER_ADDRESS } from '../../server/http/limits'
import { makeServer } from './helpers'

const LOGIN_URL = fillPath(ENDPOINTS['account.miniProgramLogin'].path, 'community')
const READ_URL = fillPath(ENDPOINTS['article.updateArticleInfo'].path, 'community')
const CHINESE = /[\u4e00-\u9fff]/

const login = (app: FastifyInstance, code: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: LOGIN_URL, remoteAddress, payload: { code } })

const accountCount = (app: FastifyInstance) =>
  (app.db.prepare("SELECT COUNT(*) AS n FROM accounts WHERE id LIKE 'wx-%'").get() as { n: number }).n

describe('account creation through the mini-program login', () => {
  let app: FastifyInstance
  beforeEach(async () => ({ app } = await makeServer()))
  afterEach(() => app.close())

  it('300 logins with new codes from one address create at most the limit, with a Chinese 429', async () => {
    const statuses: number[] = []
    let refusal = ''
    for (let i = 0; i < 300; i++) {
      const res = await login(app, `farm-code-${i}`, '10.20.0.1')
      statuses.push(res.statusCode)
      if (res.statusCode === 429) refusal = (JSON.parse(res.body) as { msg: string }).msg
    }
    expect(accountCount(app)).toBe(ACCOUNT_CREATION_LIMIT.perAddress)
    expect(statuses.filter((s) => s === 200)).toHaveLength(ACCOUNT_CREATION_LIMIT.perAddress)
    expect(refusal).toMatch(CHINESE)
  })

  it('still lets an existing account log in from that address, and another address create one', async () => {
    const first = await login(app, 'regular-person', '10.21.0.1')
    for (let i = 0; i < ACCOUNT_CREATION_LIMIT.perAddress + 3; i++) await login(app, `more-${i}`, '10.21.0.1')
    const again = await login(app, 'regular-person', '10.21.0.1')
    expect(again.statusCode).toBe(200)
    expect((JSON.parse(again.body) as { attach: MiniProgramLogin }).attach).toEqual(
      (JSON.parse(first.body) as { attach: MiniProgramLogin }).attach,
    )
    expect((await login(app, 'elsewhere', '10.22.0.1')).statusCode).toBe(200)
  })
})

describe('reads of an article', () => {
  it('200 reads from one address with 200 new accounts count at most a few', async () => {
    // Accounts made without the creation limit, as if over many days: the read rule must hold on its own.
    const { app } = await makeServer(undefined, { writeLimits: false })
    const views = () => (app.db.prepare('SELECT view_count AS n FROM dynamics WHERE id = 1').get() as { n: number }).n
    const before = views()
    for (let i = 0; i < 200; i++) {
      const who = (JSON.parse((await login(app, `reader-${i}`, '10.30.0.1')).body) as { attach: MiniProgramLogin })
        .attach
      const res = await app.inject({
        method: 'POST',
        url: READ_URL,
        remoteAddress: '10.30.0.1',
        payload: { articleId: '1', accountId: who.accountId },
        headers: { token: who.token, usercode: who.userCode },
      })
      expect(res.statusCode).toBe(200)
    }
    expect(views() - before).toBe(READS_PER_ADDRESS)
    // Readers elsewhere still count, each once.
    for (let i = 0; i < 3; i++)
      await app.inject({ method: 'POST', url: READ_URL, remoteAddress: `10.31.0.${i}`, payload: { articleId: '1' } })
    expect(views() - before).toBe(READS_PER_ADDRESS + 3)
    await app.close()
  })
})
