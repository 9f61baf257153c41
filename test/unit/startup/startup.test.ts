import { sessionHeaders } from '@/http/session'
import { createRefreshRegistry } from '@/platform/refresh'
import {
  DEV_ACCOUNT,
  getLoginFlow,
  logout,
  MINI_PROGRAM_TOKEN_KEY,
  requireLogin,
  startApp,
  type StartupDeps,
} from '@/startup'
import { makeTestStores } from '../../support/store-env'
import { fakePlatform } from './fake-platform'
import { deferred } from '../../support/fixtures'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }))

const now = () => new Date(2026, 10, 22, 9, 30, 0)
/** Lets the app's answers and what follows them arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function stores() {
  return makeTestStores({ now }).stores
}

const PRODUCTION = { nodeEnv: 'production', hostSimulated: false }
const SIMULATOR = { nodeEnv: 'production', hostSimulated: true }

function deps(overrides: Partial<StartupDeps> & Pick<StartupDeps, 'platform'>): StartupDeps {
  return { stores: stores(), address: '', now, log: jest.fn(), ...overrides }
}

describe('startApp in the native app', () => {
  it('takes identity from the address, client facts from the app, and wires http headers', async () => {
    const platform = fakePlatform('native')
    platform.getClientInfo.mockResolvedValue({
      clientType: 'ios',
      appVersion: '9.0',
      cid: 'c1',
      deviceId: 'd1',
      theme: 'dark',
    })
    platform.getTopInset.mockResolvedValue(44)
    const d = deps({ platform, address: '?accountId=1001&token=t1&version=9.65&theme=day' })
    const result = await startApp(d)
    const { session, ui } = d.stores
    expect(session).toMatchObject({
      accountId: '1001',
      token: 't1',
      appVersion: '9.65',
      clientType: 'ios',
      cid: 'c1',
      deviceId: 'd1',
    })
    expect(platform.getCommunityAccount).not.toHaveBeenCalled()
    expect(result.theme).toBe('light') // the address wins over the app's theme
    expect(ui.topInset).toBe(44)
    expect(sessionHeaders()).toEqual({ token: 't1', cid: 'c1' })
    result.stop()
    expect(sessionHeaders()).toEqual({})
  })

  it('asks the app for the account when the address has none, and takes the app theme', async () => {
    const platform = fakePlatform('native')
    platform.getCommunityAccount.mockResolvedValue({ account: '7', token: 't7', nickName: 'Ann' })
    platform.getClientInfo.mockResolvedValue({
      clientType: 'android',
      appVersion: '9.65',
      cid: '',
      deviceId: '',
      theme: 'dark',
    })
    const d = deps({ platform })
    const result = await startApp(d)
    expect(d.stores.session).toMatchObject({ accountId: '7', token: 't7', clientType: 'android' })
    expect(result.theme).toBe('dark')
    result.stop()
  })

  it('follows the app theme switch', async () => {
    const platform = fakePlatform('native')
    const d = deps({ platform })
    const result = await startApp(d)
    platform.events.emit('themeChange', { theme: 'dark' })
    expect(d.stores.ui.themeClass).toBe('theme-dark')
    result.stop()
    platform.events.emit('themeChange', { theme: 'light' })
    expect(d.stores.ui.theme).toBe('dark')
  })

  it('asks whether today is a trading day only once the first screen is done', async () => {
    const done = deferred<void>()
    const tradingDay = jest.fn(async () => ({ day: '2026-11-22', isTradingDay: true }))
    const d = deps({ platform: fakePlatform('browser'), loaders: { tradingDay }, afterFirstScreen: () => done.promise })
    const started = startApp(d)
    await Promise.resolve()
    expect(tradingDay).not.toHaveBeenCalled()
    done.resolve()
    const result = await started
    expect(tradingDay).toHaveBeenCalledWith('2026-11-22')
    expect(d.stores.custom.isTradingDay).toBe(true)
    result.stop()
  })

  it('loads follow dates and the trading day through the injected loaders', async () => {
    const platform = fakePlatform('native')
    const followDates = jest.fn(async () => ({ a: '2026-11-20 10:00:00' }))
    const tradingDay = jest.fn(async () => ({ day: '2026-11-22', isTradingDay: false }))
    const d = deps({ platform, address: '?accountId=1001&token=t', loaders: { followDates, tradingDay } })
    const result = await startApp(d)
    expect(followDates).toHaveBeenCalledWith('1001')
    expect(tradingDay).toHaveBeenCalledWith('2026-11-22')
    expect(d.stores.follow.lastUpdateDate).toEqual({ a: '20261120100000' })
    expect(d.stores.custom.isTradingDay).toBe(false)
    result.stop()
  })

  it('reports the daily action once per day, when the app says it is the first today', async () => {
    const platform = fakePlatform('native')
    platform.markDailyAction.mockResolvedValueOnce(true).mockResolvedValueOnce(false)
    const dailyActive = jest.fn(async () => null)
    const first = await startApp(deps({ platform, address: '?accountId=1001&token=t', loaders: { dailyActive } }))
    expect(platform.markDailyAction).toHaveBeenCalledWith('1001', '20261122')
    first.stop()
    const second = await startApp(deps({ platform, address: '?accountId=1001&token=t', loaders: { dailyActive } }))
    expect(dailyActive).toHaveBeenCalledTimes(1)
    second.stop()
    platform.markDailyAction.mockRejectedValueOnce(new Error('x'))
    const log = jest.fn()
    const third = await startApp(deps({ platform, address: '?accountId=1001&token=t', log }))
    expect(log).toHaveBeenCalledWith('daily action failed', expect.any(Error))
    third.stop()
  })

  it('marks the daily action for an account the app logs in later, and reports it with its whole account', async () => {
    const platform = fakePlatform('native')
    platform.markDailyAction.mockResolvedValueOnce(true).mockResolvedValueOnce(false)
    const d = deps({ platform, address: '' })
    const reportedWith: string[] = []
    const dailyActive = jest.fn(async () => reportedWith.push(d.stores.session.userCode))
    const result = await startApp({ ...d, loaders: { dailyActive } })
    expect(platform.markDailyAction).not.toHaveBeenCalled()
    platform.getCommunityAccount.mockResolvedValue({ account: '2002', token: 't2', userCode: 'U2002' })
    platform.events.emit('loginUpdate', { accountId: '2002', token: 't2' })
    await settle()
    expect(platform.markDailyAction).toHaveBeenCalledWith('2002', '20261122')
    expect(dailyActive).toHaveBeenCalledWith('2002')
    // The report names the account by its user code too: the push alone does not carry it.
    expect(reportedWith).toEqual(['U2002'])
    platform.events.emit('loginUpdate', { accountId: '2002', token: 't2' })
    await settle()
    expect(dailyActive).toHaveBeenCalledTimes(1)
    result.stop()
    platform.events.emit('loginUpdate', { accountId: '2003', token: 't3' })
    await settle()
    expect(platform.markDailyAction).toHaveBeenCalledTimes(2)
  })

  it('never throws when the app misbehaves', async () => {
    const platform = fakePlatform('native')
    platform.getClientInfo.mockRejectedValue(new Error('bridge broke'))
    const log = jest.fn()
    const result = await startApp(deps({ platform, log }))
    expect(log).toHaveBeenCalledWith('start-up identity failed', expect.any(Error))
    expect(result.theme).toBe('light')
    result.stop()
  })

  it('substitutes the dev account under the host simulator', async () => {
    const platform = fakePlatform('native')
    const d = deps({ platform, address: '?dev=1&accountId=1001&token=t', devFacts: SIMULATOR })
    const result = await startApp(d)
    expect(d.stores.session).toMatchObject(DEV_ACCOUNT)
    expect(platform.getCommunityAccount).not.toHaveBeenCalled()
    result.stop()
  })

  it('ignores the dev flag in a production build without the simulator: the address identity counts', async () => {
    const platform = fakePlatform('native')
    const d = deps({ platform, address: '?dev=1&accountId=1001&token=t', devFacts: PRODUCTION })
    const result = await startApp(d)
    expect(d.stores.session).toMatchObject({ accountId: '1001', token: 't' })
    expect(result.params.dev).toBe(false)
    result.stop()
  })

  it('takes the app login update and uses the Android poll from the client type', async () => {
    const platform = fakePlatform('native')
    const refresh = createRefreshRegistry()
    const reloadPage = jest.fn()
    const d = deps({ platform, refresh, reloadPage, address: '?clientType=android' })
    const result = await startApp(d)
    platform.events.emit('loginUpdate', { accountId: '5', token: 'x' })
    await settle()
    expect(d.stores.session).toMatchObject({ accountId: '5', token: 'x', loginStatusChange: true })
    expect(requireLogin()).toBe(true)
    expect(getLoginFlow()).toBe(result.login)
    result.stop()
    expect(getLoginFlow()).toBeNull()
    expect(requireLogin()).toBe(false)
  })
})

describe('the dev flag (issue 29: ?dev=1 signed any visitor in as the test account)', () => {
  it.each([
    ['a production build with no simulator', PRODUCTION],
    ['a start-up told nothing', undefined],
  ])('leaves a plain browser visitor a visitor in %s', async (_case, devFacts) => {
    const platform = fakePlatform('browser')
    const d = deps({ platform, address: '?dev=1', devFacts })
    const result = await startApp(d)
    expect(d.stores.session.loggedIn).toBe(false)
    expect(d.stores.session.accountId).toBe('')
    expect(result.params.dev).toBe(false)
    result.stop()
  })

  it.each([
    ['with the host simulator', SIMULATOR],
    ['in a development build', { nodeEnv: 'development', hostSimulated: false }],
  ])('signs a plain browser in as the test account %s', async (_case, devFacts) => {
    const platform = fakePlatform('browser')
    const d = deps({ platform, address: '?dev=1', devFacts })
    const result = await startApp(d)
    expect(d.stores.session).toMatchObject(DEV_ACCOUNT)
    expect(result.params.dev).toBe(true)
    result.stop()
  })

  it('keeps the mini-program login of a production build when the address says dev', async () => {
    const platform = fakePlatform('wx')
    platform.localStorage.set(MINI_PROGRAM_TOKEN_KEY, 'stored-token')
    const userInfoByToken = jest.fn().mockResolvedValue({ accountId: '88', nickName: 'n', avatarUrl: '' })
    const d = deps({ platform, address: '?dev=1', devFacts: PRODUCTION, loaders: { userInfoByToken } })
    const result = await startApp(d)
    expect(userInfoByToken).toHaveBeenCalledWith('stored-token')
    expect(d.stores.session).toMatchObject({ accountId: '88', token: 'stored-token' })
    result.stop()
  })
})

describe('login after start-up', () => {
  it('reloads through the platform after a native login by default', async () => {
    const platform = fakePlatform('native')
    platform.communityLogin.mockResolvedValue({ account: '7', token: 't' })
    const result = await startApp({ platform, stores: stores(), address: '', log: jest.fn() })
    await expect(result.login.login()).resolves.toBe(true)
    expect(platform.reload).toHaveBeenCalledTimes(1)
    result.stop()
  })
})

describe('startApp inside a mini-program web view', () => {
  it('configures the messaging-app SDK with the signature for this page, and only logs a failure', async () => {
    const platform = fakePlatform('browser')
    const signature = jest.fn(async () => ({ appid: 'wx1', nonceStr: 'n', signature: 's', timestamp: '1' }))
    const configureSdk = jest.fn()
    const result = await startApp(
      deps({ platform, miniProgramWebView: true, pageUrl: 'https://x/p', configureSdk, loaders: { signature } }),
    )
    expect(signature).toHaveBeenCalledWith('https://x/p')
    expect(configureSdk).toHaveBeenCalledWith({ appId: 'wx1', timestamp: '1', nonceStr: 'n', signature: 's' })
    result.stop()

    const log = jest.fn()
    const failing = jest.fn(async () => {
      throw new Error('servlet down')
    })
    const configureAgain = jest.fn()
    const second = await startApp(
      deps({
        platform,
        log,
        miniProgramWebView: true,
        pageUrl: 'https://x/p',
        configureSdk: configureAgain,
        loaders: { signature: failing },
      }),
    )
    expect(configureAgain).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith('signature config failed', expect.any(Error))
    second.stop()
  })

  it('asks for no signature in a plain browser', async () => {
    const signature = jest.fn()
    const result = await startApp(
      deps({ platform: fakePlatform('browser'), pageUrl: 'https://x/p', loaders: { signature } }),
    )
    expect(signature).not.toHaveBeenCalled()
    result.stop()
  })
})

describe('startApp in the mini-program', () => {
  it('stores the token locally, loads user info and configures the signature', async () => {
    const platform = fakePlatform('wx')
    const userInfoByToken = jest.fn(async () => ({ accountId: '9', avatarUrl: '/a.png', nickName: 'Wx' }))
    const signature = jest.fn(async () => ({ appid: 'wx1', nonceStr: 'n', signature: 's', timestamp: '1' }))
    const d = deps({
      platform,
      address: { token: 'wt' },
      pageUrl: 'https://x/p',
      loaders: { userInfoByToken, signature },
    })
    const result = await startApp(d)
    expect(platform.localStorage.get(MINI_PROGRAM_TOKEN_KEY)).toBe('wt')
    expect(userInfoByToken).toHaveBeenCalledWith('wt')
    expect(d.stores.session).toMatchObject({ accountId: '9', token: 'wt' })
    expect(d.stores.session.userInfo).toEqual({ nickName: 'Wx', avatar: '/a.png' })
    expect(d.stores.custom.signature).toMatchObject({ appId: 'wx1' })
    result.stop()
  })

  it('reuses the stored token and only logs user-info failures', async () => {
    const platform = fakePlatform('wx')
    platform.localStorage.set(MINI_PROGRAM_TOKEN_KEY, 'stored')
    const log = jest.fn()
    const userInfoByToken = jest.fn(async () => {
      throw new Error('expired')
    })
    const result = await startApp(deps({ platform, log, loaders: { userInfoByToken } }))
    expect(userInfoByToken).toHaveBeenCalledWith('stored')
    expect(log).toHaveBeenCalledWith('user info failed', expect.any(Error))
    result.stop()
    const bare = await startApp(deps({ platform: fakePlatform('wx') }))
    bare.stop()
  })
})

describe('startApp in a plain browser', () => {
  it('asks nothing of the app and defaults the page reload to the platform', async () => {
    const platform = fakePlatform('browser')
    const result = await startApp({ platform, stores: stores(), address: '?theme=night' })
    expect(platform.getClientInfo).not.toHaveBeenCalled()
    expect(result.theme).toBe('dark')
    expect(result.login.requireLogin()).toBe(false)
    result.stop()
  })
  it('logs through the console by default', async () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const platform = fakePlatform('native')
    platform.getTopInset.mockRejectedValue(new Error('x'))
    const result = await startApp({ platform, stores: stores(), address: '' })
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
    result.stop()
  })
})

describe('logout through start-up', () => {
  it('logs out with the login flow start-up installed, and reloads the page', async () => {
    const platform = fakePlatform('browser')
    const reloadPage = jest.fn()
    const d = deps({ platform, address: '?accountId=1001&token=t', reloadPage })
    const result = await startApp(d)
    expect(d.stores.session.loggedIn).toBe(true)
    await logout()
    expect(d.stores.session.loggedIn).toBe(false)
    expect(reloadPage).toHaveBeenCalledTimes(1)
    result.stop()
  })
})
