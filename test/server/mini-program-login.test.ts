import type { FastifyInstance } from 'fastify'
import { call, makeServer } from './helpers'

let app: FastifyInstance
let dataDir: string
beforeAll(async () => {
  ;({ app, dir: dataDir } = await makeServer())
})
afterAll(() => app.close())

describe('mini-program login (a wx.login code for a community identity)', () => {
  it('gives the same account for the same code, and that identity can write', async () => {
    const first = await call(app, 'account.miniProgramLogin', { code: 'wx-code-abc' })
    expect(first.body).toMatchObject({ resultCode: 'S' })
    const who = first.body.attach
    expect(who.accountId).toMatch(/^wx-[0-9a-f]{12}$/)
    expect(who.token).toBeTruthy()
    expect(who.userCode).toBeTruthy()
    expect(who.nickName).toMatch(/^微信用户/)
    const again = await call(app, 'account.miniProgramLogin', { code: 'wx-code-abc' })
    expect(again.body.attach).toEqual(who)
    const other = await call(app, 'account.miniProgramLogin', { code: 'another-code' })
    expect(other.body.attach.accountId).not.toBe(who.accountId)

    const me = await call(app, 'account.userInfoByToken', { token: who.token })
    expect(me.body).toMatchObject({ resultCode: 'S', attach: { accountId: who.accountId } })
    const auth = { accountId: who.accountId, token: who.token, userCode: who.userCode }
    const like = await call(app, 'like.praise', { ...auth, pubType: 2, forId: '1', forWhat: '1', isPraise: 1 })
    expect(like.status).toBe(200)
    expect(like.body.data.praised).toBe(true)
  })

  it('answers a code that is not from wx.login with the service failure, and a missing code with 400', async () => {
    const blank = await call(app, 'account.miniProgramLogin', { code: 'has space' })
    expect(blank.body).toMatchObject({ resultCode: 'E', resultMsg: '微信登录失败，请重试' })
    const missing = await call(app, 'account.miniProgramLogin', {} as never)
    expect(missing.status).toBe(400)
  })

  it('keeps the account across a restart', async () => {
    const before = (await call(app, 'account.miniProgramLogin', { code: 'persist-me' })).body.attach
    await app.close()
    ;({ app } = await makeServer(dataDir))
    const after = (await call(app, 'account.miniProgramLogin', { code: 'persist-me' })).body.attach
    expect(after).toEqual(before)
  })
})
