import { fireEvent, screen } from '@testing-library/react'
import type { BigVHome, FollowResult } from '@shared/api'
import { installAnalyticsRecorder } from '@/analytics'
import { fakeApi as api } from '../../../support/store-env'
import { DYNAMIC_DATA_TEXTS, readLookUserId } from '@/community/dynamicData/index'
import DynamicDataPage from '@/community/dynamicData/index'
import { FOLLOW_TEXTS } from '@/components/follow'
import { RequestError } from '@/http/types'
import { requireLogin } from '@/startup'
import {
  account,
  deferred,
  dynamic,
  flush,
  makeStores,
  pageOf,
  renderPage,
  setRoute,
  setupPlatform,
  VIEWER,
  wait,
} from './page-harness'
import { laterTap } from '../../../support/taps'

jest.mock('@/startup', () => ({ ...jest.requireActual('@/startup'), requireLogin: jest.fn(() => true) }))

const bigV = jest.mocked(api.bigV)
const article = jest.mocked(api.article)
const follow = jest.mocked(api.follow)
const PATH = 'community/dynamicData/index'

function home(overrides: Parameters<typeof account>[1] = {}): BigVHome {
  return {
    account: account('bv1', {
      nickName: '财经老张说市',
      kind: 'bigV',
      verifiedTitle: '资深财经编辑',
      followers: 123456,
      following: 8,
      ...overrides,
    }),
    articleCount: 3,
    liveCount: 0,
    videoCount: 0,
    praiseCount: 10,
  }
}

beforeEach(() => {
  jest.clearAllMocks()
  jest.mocked(requireLogin).mockReturnValue(true)
})

describe('readLookUserId', () => {
  it('accepts account ids and refuses junk', () => {
    expect(readLookUserId('dev-10001')).toBe('dev-10001')
    expect(readLookUserId(' 42 ')).toBe('42')
    for (const junk of [undefined, '', '   ', 'a b', '<script>', 'x'.repeat(65), '1;drop']) {
      expect(readLookUserId(junk)).toBeNull()
    }
  })
})

describe('dynamic data page', () => {
  it.each([[{}], [{ lookUserId: '' }], [{ lookUserId: '%3Cb%3E' }], [{ lookUserId: 'a b' }]])(
    'shows a clear error for a missing or malformed lookUserId %j, asking nothing',
    async (params) => {
      setupPlatform()
      setRoute(PATH, params)
      await renderPage(DynamicDataPage, makeStores(true))
      expect(screen.getByText(DYNAMIC_DATA_TEXTS.badLink)).toBeTruthy()
      expect(bigV.homeInfo).not.toHaveBeenCalled()
      expect(article.byAccount).not.toHaveBeenCalled()
    },
  )

  it('names the page dynamic-data with the lookUserId for analytics', async () => {
    setupPlatform()
    setRoute(PATH, { lookUserId: 'bv1' })
    bigV.homeInfo.mockResolvedValue(home())
    article.byAccount.mockResolvedValue(pageOf([]))
    const record = jest.fn()
    const uninstall = installAnalyticsRecorder(record)
    const { unmount } = await renderPage(DynamicDataPage, makeStores(true))
    unmount()
    uninstall()
    expect(record).toHaveBeenCalledWith('htPageViewDuration', expect.objectContaining({ pageName: 'dynamic-databv1' }))
  })

  it('shows the loading view while the account loads', async () => {
    setupPlatform()
    setRoute(PATH, { lookUserId: 'bv1' })
    bigV.homeInfo.mockReturnValue(deferred<BigVHome>().promise)
    article.byAccount.mockResolvedValue(pageOf([]))
    await renderPage(DynamicDataPage, makeStores(true))
    await wait(250)
    expect(screen.getByTestId('loading-view')).toBeTruthy()
    expect(screen.queryByTestId('account-header')).toBeNull()
  })

  it('shows the header and the dynamics of the account', async () => {
    setupPlatform()
    setRoute(PATH, { lookUserId: 'bv1' })
    bigV.homeInfo.mockResolvedValue(home())
    article.byAccount.mockResolvedValue(pageOf([dynamic('1'), dynamic('2')]))
    await renderPage(DynamicDataPage, makeStores(true))
    expect(bigV.homeInfo).toHaveBeenCalledWith('bv1', VIEWER.accountId)
    expect(article.byAccount).toHaveBeenCalledWith({
      toAccountId: 'bv1',
      accountId: VIEWER.accountId,
      pageNum: 1,
      pageSize: 20,
    })
    expect(screen.getByText('财经老张说市')).toBeTruthy()
    expect(screen.getByTestId('verified-title').textContent).toBe('资深财经编辑')
    expect(screen.getByTestId('followers-count').textContent).toContain('12.35w')
    expect(screen.getByTestId('follow-button').textContent).toBe(FOLLOW_TEXTS.follow)
    expect(screen.getByText('动态标题2')).toBeTruthy()
  })

  it('follows once however fast the button is tapped, and shows the server answer', async () => {
    setupPlatform()
    setRoute(PATH, { lookUserId: 'bv1' })
    bigV.homeInfo.mockResolvedValue(home())
    article.byAccount.mockResolvedValue(pageOf([dynamic('1')]))
    const answer = deferred<FollowResult>()
    follow.setFollowed.mockReturnValue(answer.promise)
    await renderPage(DynamicDataPage, makeStores(true))
    const button = screen.getByTestId('follow-button')
    fireEvent.click(button)
    fireEvent.click(button)
    fireEvent.click(screen.getByTestId('follow-button'))
    expect(follow.setFollowed).toHaveBeenCalledTimes(1)
    expect(follow.setFollowed).toHaveBeenCalledWith(
      { accountId: VIEWER.accountId, token: VIEWER.token, userCode: '' },
      'bv1',
      true,
    )
    expect(screen.getByTestId('follow-button').getAttribute('data-busy')).toBe('1')
    answer.resolve({ followed: true, followers: 123457 })
    await flush()
    expect(screen.getByTestId('follow-button').textContent).toBe(FOLLOW_TEXTS.followed)
    expect(screen.getByTestId('followers-count').textContent).toContain('12.35w')

    follow.setFollowed.mockResolvedValue({ followed: false, followers: 9 })
    laterTap()
    fireEvent.click(screen.getByTestId('follow-button'))
    await flush()
    expect(follow.setFollowed).toHaveBeenLastCalledWith(expect.anything(), 'bv1', false)
    expect(screen.getByTestId('follow-button').textContent).toBe(FOLLOW_TEXTS.follow)
    expect(screen.getByTestId('followers-count').textContent).toContain('9')
  })

  it('needs a login to follow', async () => {
    setupPlatform()
    setRoute(PATH, { lookUserId: 'bv1' })
    jest.mocked(requireLogin).mockReturnValue(false)
    bigV.homeInfo.mockResolvedValue(home())
    article.byAccount.mockResolvedValue(pageOf([]))
    const stores = makeStores(false)
    await renderPage(DynamicDataPage, stores)
    expect(bigV.homeInfo).toHaveBeenCalledWith('bv1', undefined)
    fireEvent.click(screen.getByTestId('follow-button'))
    expect(requireLogin).toHaveBeenCalled()
    expect(follow.setFollowed).not.toHaveBeenCalled()
  })

  it('toasts a failed follow and keeps the state', async () => {
    const { calls } = setupPlatform()
    setRoute(PATH, { lookUserId: 'bv1' })
    bigV.homeInfo.mockResolvedValue(home({ followed: true }))
    article.byAccount.mockResolvedValue(pageOf([]))
    follow.setFollowed.mockRejectedValue(new RequestError('bad', 'business', 500))
    await renderPage(DynamicDataPage, makeStores(true))
    fireEvent.click(screen.getByTestId('follow-button'))
    await flush()
    expect(calls.toast).toHaveBeenCalled()
    expect(screen.getByTestId('follow-button').textContent).toBe(FOLLOW_TEXTS.followed)
  })

  it('shows no follow button on the viewer’s own page', async () => {
    setupPlatform()
    setRoute(PATH, { lookUserId: VIEWER.accountId })
    bigV.homeInfo.mockResolvedValue({ ...home(), account: account(VIEWER.accountId) })
    article.byAccount.mockResolvedValue(pageOf([]))
    await renderPage(DynamicDataPage, makeStores(true))
    expect(screen.queryByTestId('follow-button')).toBeNull()
    expect(screen.getByText(DYNAMIC_DATA_TEXTS.noDynamics)).toBeTruthy()
  })

  it('shows the error view when the header fails, and retries on tap', async () => {
    setupPlatform()
    setRoute(PATH, { lookUserId: 'bv1' })
    bigV.homeInfo.mockRejectedValueOnce(new RequestError('down', 'network')).mockResolvedValue(home())
    article.byAccount.mockResolvedValue(pageOf([dynamic('1')]))
    await renderPage(DynamicDataPage, makeStores(true))
    fireEvent.click(screen.getByTestId('error-view'))
    await flush()
    expect(screen.getByText('财经老张说市')).toBeTruthy()
  })

  it('says the account does not exist when the server does not know it', async () => {
    setupPlatform()
    setRoute(PATH, { lookUserId: 'nobody' })
    bigV.homeInfo.mockRejectedValue(new RequestError('账号不存在', 'business', 404))
    article.byAccount.mockRejectedValue(new RequestError('账号不存在', 'business', 404))
    await renderPage(DynamicDataPage, makeStores(true))
    expect(screen.getByText(DYNAMIC_DATA_TEXTS.notFound)).toBeTruthy()
  })

  it('loads more dynamics and retries a failed page', async () => {
    setupPlatform()
    setRoute(PATH, { lookUserId: 'bv1' })
    bigV.homeInfo.mockResolvedValue(home())
    article.byAccount
      .mockResolvedValueOnce(pageOf([dynamic('1')], true))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(pageOf([dynamic('2')], false, 2))
    await renderPage(DynamicDataPage, makeStores(true))
    fireEvent.click(screen.getByTestId('load-more'))
    await flush()
    expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('error')
    fireEvent.click(screen.getByTestId('load-more'))
    await flush()
    expect(screen.getByText('动态标题2')).toBeTruthy()
    expect(article.byAccount).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: 2 }))
  })
})
