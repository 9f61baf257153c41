/**
 * App functions (docs/product.md §4.19): a configured link names the function and its params; in the
 * app it is opened through openFunction and then reported (the route-function report); elsewhere the
 * person is told to open the app and nothing is reported.
 */
import { createBrowserPlatform, setPlatform, type Platform } from '@/platform'
import { TEXTS } from '@/config/constants'
import { canOpenAppFunctions, openAppFunction, parseAppFunctionLink } from '@/navigation'
import { makeTestStores } from '../../support/store-env'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { getCurrentPages: () => [], navigateBack: jest.fn() } }))

function install(kind: Platform['kind'], openFunction = jest.fn(async () => true)) {
  const toast = jest.fn()
  const base = createBrowserPlatform({ host: {}, log: () => undefined })
  setPlatform({ ...base, kind, openFunction, toast })
  return { openFunction, toast }
}

describe('app function links', () => {
  it('reads the function id and its params, and nothing else', () => {
    expect(parseAppFunctionLink('broker://function/openAccount?from=community&note=a%20b+c')).toEqual({
      functionId: 'openAccount',
      params: { from: 'community', note: 'a b c' },
    })
    expect(parseAppFunctionLink(' broker://function/x_1 ')).toEqual({ functionId: 'x_1', params: {} })
    expect(parseAppFunctionLink('broker://function/a?u=b=c')).toEqual({ functionId: 'a', params: { u: 'b=c' } })
    expect(parseAppFunctionLink('broker://function/')).toBeNull()
    expect(parseAppFunctionLink('broker://function/bad id')).toBeNull()
    expect(parseAppFunctionLink('broker://function/a?x=%E0%A4%A')).toBeNull()
    expect(parseAppFunctionLink('/community/live/index')).toBeNull()
    expect(parseAppFunctionLink('broker://stock/detail?code=1')).toBeNull()
  })

  it('in the app: opens the function with its params and reports it with the viewer and client type', async () => {
    const { openFunction } = install('native')
    const { stores, api } = makeTestStores({ loggedIn: true })
    stores.session.setClientInfo({ clientType: 'ios' })
    expect(canOpenAppFunctions()).toBe(true)
    const fn = { functionId: 'openAccount', params: { from: 'community' } }
    await expect(openAppFunction(fn, (ran) => stores.reportAppFunction(ran))).resolves.toBe(true)
    expect(openFunction).toHaveBeenCalledWith('openAccount', { from: 'community' })
    expect(api.routeConfig.report).toHaveBeenCalledWith({
      id: 'openAccount',
      clientType: 'ios',
      accountId: '10001',
      params: { from: 'community' },
    })
  })

  it('sends no params when there are none, and reports nothing when the app refused the id', async () => {
    const { openFunction } = install(
      'native',
      jest.fn(async () => false),
    )
    const report = jest.fn()
    await expect(openAppFunction({ functionId: 'x', params: {} }, report)).resolves.toBe(false)
    expect(openFunction).toHaveBeenCalledWith('x', undefined)
    expect(report).not.toHaveBeenCalled()
  })

  it('outside the app: says to open the app, opens and reports nothing', async () => {
    for (const kind of ['browser', 'wx'] as const) {
      const { openFunction, toast } = install(kind)
      const report = jest.fn()
      expect(canOpenAppFunctions()).toBe(false)
      await expect(openAppFunction({ functionId: 'x', params: {} }, report)).resolves.toBe(false)
      expect(toast).toHaveBeenCalledWith(TEXTS.openInApp)
      expect(openFunction).not.toHaveBeenCalled()
      expect(report).not.toHaveBeenCalled()
    }
  })
})
