import { reaction } from 'mobx'
import type { NativeAccountInfo } from '@shared/bridge'
import { LIMITS, TEXTS } from '@/config/constants'
import { createRefreshRegistry } from '@/platform/refresh'
import { createMemoryStorage } from '@/platform/storage'
import { createLoginFlow, MINI_PROGRAM_TOKEN_KEY, type LoginDeps } from '@/startup/login'
import { SessionStore } from '@/stores/session'
import { deferred } from '../../support/fixtures'
import { fakePlatform } from './fake-platform'

function setup(kind: 'native' | 'wx' | 'browser', extra: Partial<LoginDeps> = {}) {
  const platform = fakePlatform(kind)
  const session = new SessionStore(createMemoryStorage())
  const reloadPage = jest.fn()
  const deps: LoginDeps = { platform, session, reloadPage, isAndroid: false, ...extra }
  return { platform, session, reloadPage, flow: createLoginFlow(deps) }
}

describe('login flow in the native app', () => {
  it('is done when already logged in', async () => {
    const { flow, session, platform } = setup('native')
    session.setAccount({ accountId: '1', userCode: 'u' })
    expect(flow.loggedIn).toBe(true)
    await expect(flow.login()).resolves.toBe(true)
    expect(flow.requireLogin()).toBe(true)
    expect(platform.getCommunityAccount).not.toHaveBeenCalled()
  })

  it('takes an account the app already has, without reloading', async () => {
    const { flow, platform, reloadPage, session } = setup('native')
    platform.getCommunityAccount.mockResolvedValueOnce({ account: '7', token: 't' })
    await expect(flow.login()).resolves.toBe(true)
    expect(session.accountId).toBe('7')
    expect(platform.communityLogin).not.toHaveBeenCalled()
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('triggers native login, stores the user and reloads the page', async () => {
    const { flow, platform, reloadPage, session } = setup('native')
    platform.communityLogin.mockResolvedValueOnce({ account: '7', userCode: 'u', nickName: 'Ann' })
    await expect(flow.login()).resolves.toBe(true)
    expect(session.userInfo.nickName).toBe('Ann')
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it('runs one login at a time', async () => {
    const { flow, platform } = setup('native')
    const first = flow.login()
    const second = flow.login()
    expect(second).toBe(first)
    await first
    expect(platform.communityLogin).toHaveBeenCalledTimes(1)
  })

  it('gives up without polling on iOS', async () => {
    const { flow, platform, reloadPage } = setup('native')
    await expect(flow.login()).resolves.toBe(false)
    expect(platform.getCommunityAccount).toHaveBeenCalledTimes(1)
    expect(reloadPage).not.toHaveBeenCalled()
  })
})

describe('Android user-info poll', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  async function advance(ms: number) {
    await jest.advanceTimersByTimeAsync(ms)
  }

  it('polls every 300 ms and stops at the first account', async () => {
    const { flow, platform, reloadPage } = setup('native', { isAndroid: true })
    platform.getCommunityAccount
      .mockResolvedValueOnce(null) // before login
      .mockResolvedValueOnce(null) // poll 1
      .mockResolvedValueOnce({ account: '7', token: 't' }) // poll 2
    const result = flow.login()
    await advance(LIMITS.androidUserInfoPollMs - 1)
    expect(platform.getCommunityAccount).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(platform.getCommunityAccount).toHaveBeenCalledTimes(2)
    await advance(LIMITS.androidUserInfoPollMs)
    await expect(result).resolves.toBe(true)
    expect(platform.getCommunityAccount).toHaveBeenCalledTimes(3)
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it('gives up after 10 tries', async () => {
    const { flow, platform, reloadPage } = setup('native', { isAndroid: true })
    const result = flow.login()
    await advance(LIMITS.androidUserInfoPollMs * (LIMITS.androidUserInfoPollTries + 5))
    await expect(result).resolves.toBe(false)
    expect(platform.getCommunityAccount).toHaveBeenCalledTimes(1 + LIMITS.androidUserInfoPollTries)
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('uses real timers by default', async () => {
    jest.useRealTimers()
    const { flow, platform } = setup('native', { isAndroid: true, wait: undefined })
    platform.getCommunityAccount.mockResolvedValueOnce(null).mockResolvedValueOnce({ account: '7', token: 't' })
    await expect(flow.login()).resolves.toBe(true)
  })
})

describe('logout', () => {
  it('logs out of the app inside it, forgets the identity and the stored token, and reloads', async () => {
    const { flow, platform, reloadPage, session } = setup('native')
    session.setAccount({ accountId: '1', token: 't', userCode: 'u' })
    platform.localStorage.set(MINI_PROGRAM_TOKEN_KEY, 't')
    await flow.logout()
    expect(platform.logout).toHaveBeenCalledTimes(1)
    expect(session.loggedIn).toBe(false)
    expect(platform.localStorage.get(MINI_PROGRAM_TOKEN_KEY)).toBeNull()
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it('in the mini-program forgets the identity without the app, and a failing app logout still logs out here', async () => {
    const wx = setup('wx')
    wx.session.setAccount({ accountId: '1', token: 't' })
    await wx.flow.logout()
    expect(wx.platform.logout).not.toHaveBeenCalled()
    expect(wx.session.loggedIn).toBe(false)
    const log = jest.fn()
    const app = setup('native', { log })
    app.platform.logout.mockRejectedValue(new Error('bridge gone'))
    app.session.setAccount({ accountId: '1', token: 't' })
    await app.flow.logout()
    expect(app.session.loggedIn).toBe(false)
    expect(log).toHaveBeenCalledWith('logout failed', expect.any(Error))
  })
})

describe('login flow in the mini-program', () => {
  it('exchanges the wx.login code for an identity and reloads', async () => {
    const miniProgramLogin = jest.fn(async () => ({ account: '9', token: 'wt' }))
    const { flow, platform, reloadPage, session } = setup('wx', { miniProgramLogin })
    platform.miniProgramLogin.mockResolvedValueOnce('code-1')
    await expect(flow.login()).resolves.toBe(true)
    expect(miniProgramLogin).toHaveBeenCalledWith('code-1')
    expect(session.token).toBe('wt')
    expect(reloadPage).toHaveBeenCalled()
    // Kept for the next launch, which loads the user by it.
    expect(platform.localStorage.get(MINI_PROGRAM_TOKEN_KEY)).toBe('wt')
  })
  it('says so and changes nothing without a code, a loader, or an identity, or when wx.login fails', async () => {
    const log = jest.fn()
    const failing = jest.fn(async () => {
      throw new Error('server down')
    })
    const a = setup('wx', { miniProgramLogin: failing, log })
    await expect(a.flow.login()).resolves.toBe(false) // no code
    a.platform.miniProgramLogin.mockResolvedValue('code')
    await expect(a.flow.login()).resolves.toBe(false)
    expect(log).toHaveBeenCalledWith('mini-program login failed', expect.any(Error))
    const b = setup('wx')
    b.platform.miniProgramLogin.mockResolvedValue('code')
    await expect(b.flow.login()).resolves.toBe(false)
    const c = setup('wx', { miniProgramLogin: async () => ({}) })
    c.platform.miniProgramLogin.mockResolvedValue('code')
    await expect(c.flow.login()).resolves.toBe(false)
    const d = setup('wx')
    await expect(d.flow.login()).resolves.toBe(false) // default log, no code
    const e = setup('wx')
    e.platform.miniProgramLogin.mockRejectedValue(new Error('login:fail cancel'))
    await expect(e.flow.login()).resolves.toBe(false)
    for (const attempt of [a, b, c, d, e]) {
      expect(attempt.platform.toast).toHaveBeenCalledWith(TEXTS.loginFailed)
      expect(attempt.session.loggedIn).toBe(false)
      expect(attempt.platform.localStorage.get(MINI_PROGRAM_TOKEN_KEY)).toBeNull()
    }
  })
  it('requireLogin starts the login and says no for now', async () => {
    const { flow, platform } = setup('wx')
    expect(flow.requireLogin()).toBe(false)
    await Promise.resolve()
    expect(platform.miniProgramLogin).toHaveBeenCalled()
    expect(platform.toast).not.toHaveBeenCalled()
  })
})

describe('outside the app', () => {
  it('toasts open-in-app and returns false', async () => {
    const { flow, platform } = setup('browser')
    expect(flow.requireLogin()).toBe(false)
    expect(platform.toast).toHaveBeenCalledWith(TEXTS.openInApp)
    await expect(flow.login()).resolves.toBe(false)
    expect(platform.getCommunityAccount).not.toHaveBeenCalled()
  })
})

describe('native login update', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('takes the pushed login with the whole account the app holds, in one step, and flags a first login', async () => {
    const { flow, platform, session } = setup('native')
    const stop = flow.listen()
    const seen: string[] = []
    // Whatever reacts to the new viewer must find the user code already there.
    const watching = reaction(
      () => session.accountId,
      () => seen.push(`${session.accountId}/${session.userCode}`),
    )
    platform.getCommunityAccount.mockResolvedValueOnce({ account: '7', token: 'old', userCode: 'U7', nickName: 'Ann' })
    platform.events.emit('loginUpdate', { accountId: '7', token: 't' })
    expect(session.accountId).toBe('')
    await settle()
    expect(session).toMatchObject({ accountId: '7', token: 't', userCode: 'U7', loginStatusChange: true })
    expect(session.userInfo.nickName).toBe('Ann')
    expect(seen).toEqual(['7/U7'])
    stop()
    platform.events.emit('loginUpdate', { accountId: '8', token: 't' })
    await settle()
    expect(session.accountId).toBe('7')
    watching()
  })

  it("never keeps another account's user code: an answer for someone else is not used", async () => {
    const { flow, platform, session } = setup('native')
    session.setAccount({ accountId: '5', token: 'a', userCode: 'U5', fundaccount: 'F5' })
    flow.listen()
    platform.getCommunityAccount.mockResolvedValueOnce({ account: '5', token: 'a', userCode: 'U5' })
    platform.events.emit('loginUpdate', { accountId: '7', token: 't' })
    await settle()
    expect(session).toMatchObject({ accountId: '7', token: 't', userCode: '', fundaccount: '' })
  })

  it('takes the push alone when the app cannot say more, and tells who listens once it is taken', async () => {
    const { flow, platform, session } = setup('native')
    flow.listen()
    const taken = jest.fn()
    flow.onLoginTaken(taken)
    platform.getCommunityAccount.mockRejectedValueOnce(new Error('bridge broke'))
    platform.events.emit('loginUpdate', { accountId: '7', token: 't' })
    expect(taken).not.toHaveBeenCalled()
    await settle()
    expect(session).toMatchObject({ accountId: '7', token: 't', userCode: '' })
    expect(taken).toHaveBeenCalledWith('7')
  })

  it('refreshes the page for a new token of the same viewer; a new viewer is asked again by the screens', async () => {
    const refresh = createRefreshRegistry()
    const { flow, platform, session } = setup('native', { refresh })
    session.setAccount({ accountId: '7', token: 'old', userCode: 'U7' })
    flow.listen()
    const callback = jest.fn()
    refresh.register(callback)
    platform.events.emit('loginUpdate', { accountId: '7', token: 'new' })
    await settle()
    expect(session).toMatchObject({ accountId: '7', token: 'new', userCode: 'U7' })
    expect(callback).toHaveBeenCalledTimes(1)
    refresh.register(callback)
    platform.events.emit('loginUpdate', { accountId: '8', token: 't8' })
    await settle()
    expect(session.accountId).toBe('8')
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('lets the later of two quick pushes win', async () => {
    const { flow, platform, session } = setup('native')
    flow.listen()
    const first = deferred<NativeAccountInfo | null>()
    platform.getCommunityAccount.mockReturnValueOnce(first.promise)
    platform.getCommunityAccount.mockResolvedValueOnce({ account: '8', userCode: 'U8' })
    platform.events.emit('loginUpdate', { accountId: '7', token: 't7' })
    platform.events.emit('loginUpdate', { accountId: '8', token: 't8' })
    await settle()
    first.resolve({ account: '7', userCode: 'U7' })
    await settle()
    expect(session).toMatchObject({ accountId: '8', token: 't8', userCode: 'U8' })
  })

  it('ignores an update with absent values', async () => {
    const refresh = createRefreshRegistry()
    const { flow, platform, session } = setup('native', { refresh })
    flow.listen()
    const callback = jest.fn()
    refresh.register(callback)
    platform.events.emit('loginUpdate', { accountId: '0', token: 't' })
    await settle()
    expect(session.accountId).toBe('')
    expect(callback).not.toHaveBeenCalled()
  })
})
