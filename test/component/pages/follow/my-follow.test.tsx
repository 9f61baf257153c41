import { fireEvent, screen, within } from '@testing-library/react'
import { fakeApi as api } from '../../../support/store-env'
import { requireLogin } from '@/startup'
import MyFollowPage, { MY_FOLLOW_TEXTS } from '@/pages/myFollow/index'
import {
  deferred,
  dynamic,
  flush,
  followUser,
  makeStores,
  pageOf,
  renderPage,
  setRoute,
  setupPlatform,
  VIEWER,
  wait,
} from './page-harness'

jest.mock('@/startup', () => ({ ...jest.requireActual('@/startup'), requireLogin: jest.fn(() => false) }))

const follow = jest.mocked(api.follow)

beforeEach(() => {
  jest.clearAllMocks()
  setRoute('pages/myFollow/index')
  follow.lastClickTimes.mockResolvedValue({})
  follow.clickFollowUser.mockResolvedValue(null)
})

const strip = () => screen.getAllByTestId('follow-strip-item')
const itemOf = (id: string) => strip().find((node) => node.getAttribute('data-account') === id) as HTMLElement

describe('my follows page', () => {
  it('asks a logged-out visitor to log in and loads nothing', async () => {
    // In the app the prompt logs in; a plain browser's prompt is test/component/shell/login-gate-browser.test.tsx.
    setupPlatform({ kind: 'native' })
    await renderPage(MyFollowPage, makeStores(false))
    expect(screen.getByText(MY_FOLLOW_TEXTS.loggedOut)).toBeTruthy()
    expect(follow.myFollowUsers).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('login-prompt-button'))
    expect(requireLogin).toHaveBeenCalledTimes(1)
  })

  it('shows the loading view while the follows load', async () => {
    setupPlatform()
    const pending = deferred<ReturnType<typeof pageOf>>()
    follow.myFollowUsers.mockReturnValue(pending.promise as never)
    follow.allFollowRecommend.mockResolvedValue(pageOf([]))
    await renderPage(MyFollowPage, makeStores(true))
    await wait(250)
    expect(screen.getByTestId('loading-view')).toBeTruthy()
    expect(follow.myFollowUsers).toHaveBeenCalledWith({ accountId: VIEWER.accountId, pageNum: 1, pageSize: 50 })
  })

  it('shows the accounts with has-news dots and the feed below', async () => {
    setupPlatform()
    follow.myFollowUsers.mockResolvedValue(
      pageOf([
        followUser('u1', '2026-11-22 11:00:00'),
        followUser('u2', '2026-11-22 11:00:00'),
        followUser('u3', null),
      ]),
    )
    // u2 was opened after its last dynamic; u1 never.
    follow.lastClickTimes.mockResolvedValue({ u2: '2026-11-22 11:30:00' })
    follow.allFollowRecommend.mockResolvedValue(pageOf([dynamic('1'), dynamic('2')]))
    const stores = makeStores(true)
    await renderPage(MyFollowPage, stores)
    expect(strip()).toHaveLength(3)
    expect(itemOf('u1').getAttribute('data-news')).toBe('1')
    expect(within(itemOf('u1')).getByTestId('badge')).toBeTruthy()
    expect(itemOf('u2').getAttribute('data-news')).toBe('0')
    // Never posted: nothing new to show.
    expect(itemOf('u3').getAttribute('data-news')).toBe('0')
    expect(stores.follow.hasUpdate).toBe(true)
    expect(screen.getByText('动态标题1')).toBeTruthy()
    expect(follow.lastClickTimes).toHaveBeenCalledWith(VIEWER.accountId)
  })

  it('clears the dot at once on tap, records the click and opens the account', async () => {
    const { calls } = setupPlatform()
    follow.myFollowUsers.mockResolvedValue(pageOf([followUser('u1', '2026-11-22 11:00:00')]))
    follow.allFollowRecommend.mockResolvedValue(pageOf([dynamic('1')]))
    const stores = makeStores(true)
    await renderPage(MyFollowPage, stores)
    expect(itemOf('u1').getAttribute('data-news')).toBe('1')
    fireEvent.click(itemOf('u1'))
    expect(itemOf('u1').getAttribute('data-news')).toBe('0')
    expect(within(itemOf('u1')).queryByTestId('badge')).toBeNull()
    expect(follow.clickFollowUser).toHaveBeenCalledWith(VIEWER.accountId, 'u1')
    await flush()
    expect(calls.navigateTo).toHaveBeenCalledWith('/community/dynamicData/index?lookUserId=u1')
    expect(stores.follow.hasUpdate).toBe(false)
  })

  it('shows the empty state with a link to the recommendations when following nobody', async () => {
    const { calls } = setupPlatform()
    follow.myFollowUsers.mockResolvedValue(pageOf([]))
    follow.allFollowRecommend.mockResolvedValue(pageOf([dynamic('1')]))
    await renderPage(MyFollowPage, makeStores(true))
    expect(screen.getByText(MY_FOLLOW_TEXTS.noFollows)).toBeTruthy()
    expect(screen.queryByText('动态标题1')).toBeNull()
    fireEvent.click(screen.getByTestId('to-recommend'))
    await flush()
    expect(calls.navigateTo).toHaveBeenCalledWith('/community/recommend/index')
  })

  it('says so when the followed accounts have not posted', async () => {
    setupPlatform()
    follow.myFollowUsers.mockResolvedValue(pageOf([followUser('u1', null)]))
    follow.allFollowRecommend.mockResolvedValue(pageOf([]))
    await renderPage(MyFollowPage, makeStores(true))
    expect(screen.getByText(MY_FOLLOW_TEXTS.noDynamics)).toBeTruthy()
  })

  it('shows the error view when the follows fail, and retries on tap', async () => {
    setupPlatform()
    follow.myFollowUsers.mockRejectedValueOnce(new Error('down')).mockResolvedValue(pageOf([followUser('u1', null)]))
    follow.allFollowRecommend.mockResolvedValue(pageOf([dynamic('1')]))
    await renderPage(MyFollowPage, makeStores(true))
    fireEvent.click(screen.getByTestId('error-view'))
    await flush()
    expect(strip()).toHaveLength(1)
    expect(follow.myFollowUsers).toHaveBeenCalledTimes(2)
  })

  it('loads the next page of the feed', async () => {
    setupPlatform()
    follow.myFollowUsers.mockResolvedValue(pageOf([followUser('u1', null)]))
    follow.allFollowRecommend
      .mockResolvedValueOnce(pageOf([dynamic('1')], true))
      .mockResolvedValueOnce(pageOf([dynamic('2')], false, 2))
    await renderPage(MyFollowPage, makeStores(true))
    fireEvent.click(screen.getByTestId('load-more'))
    await flush()
    expect(follow.allFollowRecommend).toHaveBeenLastCalledWith({
      accountId: VIEWER.accountId,
      pageNum: 2,
      pageSize: 20,
    })
    expect(screen.getByText('动态标题2')).toBeTruthy()
    expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('noMore')
  })
})
