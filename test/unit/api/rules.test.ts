import { RequestError, type Request } from '@/http/types'
import { createApi } from '@/api/create'
import { fakeRequest, ok } from './fake-request'

/** What a rejection tells: people read its message (the service's own words), logs its detail. */
const told = (error: RequestError) => `${error.message} ${error.detail ?? ''}`

const auth = { accountId: 'A1', token: 'T1', userCode: 'U1' }

describe('messaging-app signature', () => {
  const good = { appid: 'wx1', nonceStr: 'n', signature: 's', timestamp: '1700000000' }

  it('posts the form string fields and resolves results[0]', async () => {
    const fake = fakeRequest(() => ({ error_no: '0', results: [good, { appid: 'other' }] }))
    await expect(createApi(fake.request).signature.get('gh_pk', 'https://h5/community/x?a=1')).resolves.toEqual(good)
    expect(fake.calls).toEqual([
      {
        url: '/servlet/json',
        form: 'postUrlencoded',
        base: 'main',
        data: { funcNo: '1000003', weixinpk: 'gh_pk', url: 'https://h5/community/x?a=1' },
      },
    ])
  })

  it('signs the address without its fragment', async () => {
    const fake = fakeRequest(() => ({ error_no: '0', results: [good] }))
    await createApi(fake.request).signature.get('pk', 'https://h5/community/x?a=1#/top')
    expect(fake.calls[0].data).toMatchObject({ url: 'https://h5/community/x?a=1' })
  })

  it('turns a numeric timestamp into text', async () => {
    const fake = fakeRequest(() => ({ error_no: '0', results: [{ ...good, timestamp: 1700000000 }] }))
    await expect(createApi(fake.request).signature.get('pk', 'u')).resolves.toMatchObject({ timestamp: '1700000000' })
  })

  it.each([
    ['error_no not 0', { error_no: '-1', error_info: 'bad pk', results: [good] }, 'bad pk'],
    ['error_no without info', { error_no: '-2', results: [] }, 'error_no -2'],
    ['no results', { error_no: '0', results: [] }, 'results[0]'],
    ['results missing', { error_no: '0' }, 'results[0]'],
    ['missing signature', { error_no: '0', results: [{ ...good, signature: '' }] }, 'results[0]'],
  ])('rejects: %s', async (_name, body, message) => {
    const fake = fakeRequest(() => body)
    const p = createApi(fake.request).signature.get('pk', 'u')
    await expect(p).rejects.toBeInstanceOf(RequestError)
    await expect(p.catch(told)).resolves.toContain(message)
  })
})

describe('user info by token', () => {
  it("resolves attach when resultCode is 'S'", async () => {
    const fake = fakeRequest(() => ({
      resultCode: 'S',
      attach: { accountId: 'A1', avatarUrl: 'https://a/1.png', nickName: '老王' },
    }))
    await expect(createApi(fake.request).userInfo.byToken('T1')).resolves.toEqual({
      accountId: 'A1',
      avatarUrl: 'https://a/1.png',
      nickName: '老王',
    })
    expect(fake.calls).toEqual([
      { url: '/account/queryUserInfoByToken.json', form: 'postUrlencoded', base: 'account', data: { token: 'T1' } },
    ])
  })

  it('fills absent avatar and nickname with empty text and stringifies a numeric id', async () => {
    const fake = fakeRequest(() => ({ resultCode: 'S', attach: { accountId: 123 } }))
    await expect(createApi(fake.request).userInfo.byToken('T1')).resolves.toEqual({
      accountId: '123',
      avatarUrl: '',
      nickName: '',
    })
  })

  it.each([
    ['resultCode E', { resultCode: 'E', resultMsg: 'token expired', attach: null }, 'token expired'],
    ['resultCode without message', { resultCode: 'F', attach: {} }, 'resultCode F'],
    ['no attach', { resultCode: 'S', attach: null }, 'no account'],
    ['attach without accountId', { resultCode: 'S', attach: { nickName: 'x' } }, 'no account'],
  ])('rejects: %s', async (_name, body, message) => {
    const fake = fakeRequest(() => body)
    await expect(createApi(fake.request).userInfo.byToken('T1').catch(told)).resolves.toContain(message)
  })

  it('applies the same rule to the other account-service calls', async () => {
    const fake = fakeRequest(() => ({ resultCode: 'E', resultMsg: 'no such user', attach: null }))
    await expect(createApi(fake.request).accountService.checkCancellation('T1')).rejects.toThrow('no such user')
  })
})

describe('mini-program login', () => {
  it('exchanges a wx.login code for the identity, in the shape the app login takes', async () => {
    const fake = fakeRequest(() => ({
      resultCode: 'S',
      attach: { accountId: 'wx-1', token: 'T', userCode: 'U', nickName: '微信用户', avatarUrl: '/a.svg' },
    }))
    await expect(createApi(fake.request).userInfo.miniProgramLogin('CODE')).resolves.toEqual({
      account: 'wx-1',
      token: 'T',
      userCode: 'U',
      nickName: '微信用户',
      avatar_path: '/a.svg',
    })
    expect(fake.calls).toEqual([
      { url: '/account/miniProgramLogin.json', form: 'postUrlencoded', base: 'account', data: { code: 'CODE' } },
    ])
  })

  it.each([
    ['a refusal', { resultCode: 'E', resultMsg: '微信登录失败，请重试', attach: null }, '微信登录失败'],
    ['a half answer', { resultCode: 'S', attach: { accountId: 'wx-1' } }, 'no identity'],
  ])('rejects %s', async (_name, body, message) => {
    const fake = fakeRequest(() => body)
    await expect(createApi(fake.request).userInfo.miniProgramLogin('CODE').catch(told)).resolves.toContain(message)
  })

  it('fills absent names with empty text', async () => {
    const fake = fakeRequest(() => ({ resultCode: 'S', attach: { accountId: 'wx-1', token: 'T', userCode: 'U' } }))
    await expect(createApi(fake.request).userInfo.miniProgramLogin('CODE')).resolves.toMatchObject({
      nickName: '',
      avatar_path: '',
    })
  })
})

describe('live open type', () => {
  it("reads openType at the top level when code is '200'", async () => {
    const fake = fakeRequest(() => ({ code: '200', openType: 2 }))
    await expect(createApi(fake.request).live.getLiveOpenType('W1')).resolves.toBe(2)
    expect(fake.calls).toEqual([
      { url: '/api/live/v2/getLiveOpenType', form: 'getUrlencoded', base: 'live', data: { webinarId: 'W1' } },
    ])
  })

  it('rejects any other code', async () => {
    await expect(
      createApi(fakeRequest(() => ({ code: '500', msg: 'no live', openType: 1 })).request).live.getLiveOpenType('W1'),
    ).rejects.toThrow('no live')
    await expect(
      createApi(fakeRequest(() => ({ code: '404' })).request)
        .live.getLiveOpenType('W1')
        .catch(told),
    ).resolves.toContain('code 404')
  })
})

describe('likes', () => {
  it('sends isPraise 1 to like and 0 to unlike a dynamic', async () => {
    const fake = fakeRequest(() => ok({ praised: true, praiseCount: 3 }))
    const api = createApi(fake.request)
    await expect(api.like.toggle(auth, { pubType: 2, forId: 'F1' }, false)).resolves.toEqual({
      praised: true,
      praiseCount: 3,
    })
    await api.like.toggle(auth, { pubType: 5, forId: 'F2' }, true)
    expect(fake.calls).toEqual([
      {
        url: '/community-admin/front/approve/praiseViewOrComment.do',
        form: 'postJson',
        base: 'main',
        data: { ...auth, pubType: 2, forId: 'F1', forWhat: '1', isPraise: 1 },
      },
      {
        url: '/community-admin/front/approve/praiseViewOrComment.do',
        form: 'postJson',
        base: 'main',
        data: { ...auth, pubType: 5, forId: 'F2', forWhat: '1', isPraise: 0 },
      },
    ])
  })

  it("marks comments with forWhat '2', even under a short video", async () => {
    const fake = fakeRequest(() => ok({ praised: true, praiseCount: 1 }))
    await createApi(fake.request).like.praise(auth, { pubType: 6, forId: 'M1', isComment: true }, 1)
    expect(fake.calls[0]).toMatchObject({
      url: '/community-admin/front/approve/praiseViewOrComment.do',
      data: { forWhat: '2', forId: 'M1' },
    })
  })

  it("uses the cmapi endpoint for item type 6, with for_id, for_what '3' and the identity", async () => {
    const fake = fakeRequest(() => ok({ praised: false, praiseCount: 0 }))
    await createApi(fake.request).like.toggle(auth, { pubType: 6, forId: 'V9' }, true)
    expect(fake.calls).toEqual([
      {
        url: '/cmapi/praiseViewOrComment.json',
        form: 'postJson',
        base: 'main',
        data: { accountId: 'A1', for_id: 'V9', for_what: '3', isPraise: 0, token: 'T1', userCode: 'U1' },
      },
    ])
  })
})

describe('trading day', () => {
  it.each(['2026/11/23', '20261123', '', '2026-1-3'])('refuses "%s" without asking', async (date) => {
    const fake = fakeRequest()
    await expect(createApi(fake.request).misc.tradingDay(date)).rejects.toBeInstanceOf(RangeError)
    expect(fake.calls).toHaveLength(0)
  })
})

describe('fund servlet', () => {
  it('rejects error_no other than 0 and reads a missing trend as null', async () => {
    await expect(
      createApi(fakeRequest(() => ({ error_no: '-1', error_info: 'closed' })).request).misc.fundRanges('1m'),
    ).rejects.toThrow('closed')
    await expect(
      createApi(fakeRequest(() => ({ error_no: '0', results: [] })).request).misc.fundTrend('1', '1m'),
    ).resolves.toBeNull()
  })
})

describe('ETF new list', () => {
  const content = {
    totalCount: 3,
    newEtfDataField: ['fundName', 'fundCode', 'listDate'],
    newEtfDataRecord: [
      ['科创50ETF', '588000', '2026-11-01'],
      ['红利ETF', 510880, '2026-11-02'],
      ['空', null, '2026-11-03'],
      ['空2', '', '2026-11-04'],
    ],
  }

  it('sends type, version and channel and reads the fundCode column by name', async () => {
    const fake = fakeRequest(() => ({ code: '0', content }))
    const req = { type: 'new', version: '1', channel: 'community' }
    await expect(createApi(fake.request).etf.newEtfCodes(req)).resolves.toEqual(['588000', '510880'])
    expect(fake.calls).toEqual([{ url: '/etf/newEtfList', form: 'getUrlencoded', base: 'ops', data: req }])
  })

  it('answers no codes when the column or the table is absent', async () => {
    const req = { type: 'new', version: '1', channel: 'c' }
    await expect(
      createApi(
        fakeRequest(() => ({ code: '0', content: { ...content, newEtfDataField: ['x'] } })).request,
      ).etf.newEtfCodes(req),
    ).resolves.toEqual([])
    await expect(createApi(fakeRequest(() => ({ code: '0' })).request).etf.newEtfCodes(req)).resolves.toEqual([])
    await expect(
      createApi(fakeRequest(() => ({ code: '0', content: { newEtfDataField: ['fundCode'] } })).request).etf.newEtfCodes(
        req,
      ),
    ).resolves.toEqual([])
  })

  it('rejects a code other than "0"', async () => {
    const req = { type: 'new', version: '1', channel: 'c' }
    await expect(
      createApi(fakeRequest(() => ({ code: '1', msg: 'bad channel' })).request).etf.newEtfCodes(req),
    ).rejects.toThrow('bad channel')
    await expect(
      createApi(fakeRequest(() => ({ code: '200', content })).request)
        .etf.newEtfCodes(req)
        .catch(told),
    ).resolves.toContain('code 200')
  })
})

describe('route-function config', () => {
  const input = { id: 'f1', clientType: 'android', accountId: 'A1', params: { page: 'home' } }

  it('sends the android and the ios GET with params as JSON text', () => {
    const fake = fakeRequest()
    expect(createApi(fake.request).routeConfig.report(input)).toBeUndefined()
    const data = { id: 'f1', clientType: 'android', accountId: 'A1', params: '{"page":"home"}' }
    expect(fake.calls).toEqual([
      { url: '/routeFunction/android.json', form: 'getUrlencoded', base: 'ops', data },
      { url: '/routeFunction/ios.json', form: 'getUrlencoded', base: 'ops', data },
    ])
  })

  it('sends string params as is, and {} when none', () => {
    const fake = fakeRequest()
    const api = createApi(fake.request)
    api.routeConfig.report({ ...input, params: 'a=1' })
    api.routeConfig.report({ id: 'f1', clientType: 'ios', accountId: '' })
    expect(fake.calls.map((c) => c.data?.params)).toEqual(['a=1', 'a=1', '{}', '{}'])
  })

  it('returns before the requests answer', () => {
    const never = (() => new Promise(() => undefined)) as Request
    expect(createApi(never).routeConfig.report(input)).toBeUndefined()
  })

  it('never rejects or throws: rejected, throwing and non-promise requests are all swallowed', async () => {
    const unhandled = jest.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const rejecting = (() => Promise.reject(new RequestError('down', 'network'))) as Request
      const throwing = (() => {
        throw new Error('sync')
      }) as Request
      const notAPromise = (() => undefined) as unknown as Request
      for (const request of [rejecting, throwing, notAPromise]) {
        expect(() => createApi(request).routeConfig.report(input)).not.toThrow()
      }
      // Params that cannot become JSON are a lost report too, not an exception in navigation.
      const circular: Record<string, unknown> = {}
      circular.self = circular
      const fake = fakeRequest()
      expect(() => createApi(fake.request).routeConfig.report({ ...input, params: circular })).not.toThrow()
      expect(fake.calls).toHaveLength(0)
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
