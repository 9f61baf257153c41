import { act, fireEvent, screen } from '@testing-library/react'
import type { Live } from '@shared/api'
import { fakeApi as api } from '../../../support/store-env'
import CommunityHomePage from '@/community/home/index'
import { HOME_TEXTS } from '@/community/home/tabs'
import { requireLogin } from '@/startup'
import { flush, makeStores, pageOf, renderPage, setRoute, setupPlatform } from '../follow/page-harness'
import { items, type FeedLoader } from './support'

jest.mock('@/startup', () => ({ ...jest.requireActual('@/startup'), requireLogin: jest.fn(() => false) }))

const dynamicList = () => jest.mocked(api.article.dynamicList) as unknown as FeedLoader
const getLives = jest.mocked(api.live.getLives)

const live = (id: string): Live => ({
  webinarId: `W${id}`,
  title: `直播${id}`,
  cover: '/c.png',
  accountId: 'a1',
  author: { nickName: '主播', avatar: '/a.png', kind: 'org' },
  startTime: '2026-11-22 10:00:00',
  endTime: null,
  status: 'live',
  supplier: 3,
  openType: 1,
  viewCount: 10,
  appointed: false,
  linkUrl: null,
})

beforeEach(() => {
  jest.clearAllMocks()
  setupPlatform()
  setRoute('community/home/index')
})

/** A tap on a tab: the bar marks it at once, its feed follows after the next paint. */
const tab = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByTestId(`home-tab-${name}`)))
  await afterPaint()
  await flush()
}

const afterPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))

describe('community home', () => {
  it('opens on 推荐 and loads each tab when first chosen', async () => {
    dynamicList().mockImplementation(async (req) => {
      const { tab: t } = req as { tab: string }
      return pageOf(t === 'recommend' ? items(1, 3) : items(100, 2))
    })
    await renderPage(CommunityHomePage, makeStores(false))
    expect(screen.getAllByText(/推荐|关注|最新|直播/).length).toBeGreaterThanOrEqual(4)
    expect(dynamicList()).toHaveBeenCalledTimes(1)
    expect(dynamicList().mock.calls[0][0]).toMatchObject({ tab: 'recommend' })
    expect(screen.getAllByTestId('feed-card')).toHaveLength(3)
    // The tap is answered in its own frame: the bar marks 最新 while 推荐's cards are still there.
    await act(async () => fireEvent.click(screen.getByTestId('home-tab-latest')))
    expect(screen.getByTestId('home-tab-latest').className).toContain('home-tabs__tab--active')
    expect(screen.getAllByTestId('feed-card')).toHaveLength(3)
    await afterPaint()
    await flush()
    expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
    expect(dynamicList().mock.calls[1][0]).toMatchObject({ tab: 'latest' })
    await tab('recommend')
    // Already loaded: shown again without asking.
    expect(dynamicList()).toHaveBeenCalledTimes(2)
    expect(screen.getAllByTestId('feed-card')).toHaveLength(3)
  })

  it('关注 without an account shows the login prompt and asks nothing', async () => {
    setupPlatform({ kind: 'native' }) // in the app the prompt logs in (a plain browser's: login-gate-browser.test)
    dynamicList().mockResolvedValue(pageOf(items(1, 3)))
    await renderPage(CommunityHomePage, makeStores(false))
    await tab('follow')
    expect(screen.getByText(HOME_TEXTS.followLogin)).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByTestId('login-prompt-button')))
    expect(requireLogin).toHaveBeenCalled()
    expect(dynamicList()).toHaveBeenCalledTimes(1)
  })

  it('关注 with an account loads the follow feed; empty says so', async () => {
    dynamicList()
      .mockResolvedValueOnce(pageOf(items(1, 3)))
      .mockResolvedValueOnce(pageOf([]))
    await renderPage(CommunityHomePage, makeStores(true))
    await tab('follow')
    expect(dynamicList().mock.calls[1][0]).toMatchObject({ tab: 'follow', accountId: 'dev-10001' })
    expect(screen.getByText(HOME_TEXTS.followEmpty)).toBeTruthy()
  })

  it('直播 shows lives as live cards', async () => {
    dynamicList().mockResolvedValue(pageOf(items(1, 3)))
    // The tab asks status by status (on air, previews, replays); only on air has lives here.
    getLives.mockImplementation(async ({ status }) => pageOf(status === 'live' ? [live('1'), live('2')] : []))
    await renderPage(CommunityHomePage, makeStores(false))
    await tab('live')
    const cards = screen.getAllByTestId('feed-card')
    expect(cards.map((c) => c.getAttribute('data-kind'))).toEqual(['live', 'live'])
    expect(screen.getByText('直播1')).toBeTruthy()
  })

  it('a failed tab shows the error view under the tabs, and retries', async () => {
    dynamicList()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(pageOf(items(1, 2)))
    await renderPage(CommunityHomePage, makeStores(false))
    expect(screen.getByTestId('home-tabs')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByTestId('error-view')))
    await flush()
    expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
  })

  it('opens the composer from the post button for a logged-in viewer', async () => {
    const { calls } = setupPlatform()
    jest.mocked(requireLogin).mockReturnValueOnce(true)
    dynamicList().mockResolvedValue(pageOf(items(1, 1)))
    await renderPage(CommunityHomePage, makeStores(true))
    fireEvent.click(screen.getByTestId('post-button'))
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/post/index')
  })

  it('a visitor goes through the login gate (in a plain browser: open the app) instead of the composer', async () => {
    const { calls } = setupPlatform()
    dynamicList().mockResolvedValue(pageOf(items(1, 1)))
    await renderPage(CommunityHomePage, makeStores(false))
    fireEvent.click(screen.getByTestId('post-button'))
    await flush()
    expect(requireLogin).toHaveBeenCalled()
    expect(calls.navigateTo).not.toHaveBeenCalledWith(expect.stringContaining('post/index'))
  })
})

describe('community home: the way into 我的关注', () => {
  const followed = (id: string, lastDynamicDate: string | null) => ({
    accountId: id,
    nickName: `用户${id}`,
    avatar: '',
    bio: '',
    kind: 'user' as const,
    verifiedTitle: null,
    followers: 1,
    following: 1,
    followed: true,
    lastDynamicDate,
  })

  it('puts a dot on 关注 while a followed account has news, and the entry opens 我的关注', async () => {
    dynamicList().mockResolvedValue(pageOf(items(1, 2)))
    api.follow.myFollowUsers.mockResolvedValue(pageOf([followed('f1', '2026-11-22 11:00:00')]))
    api.follow.lastClickTimes.mockResolvedValue({ f1: '2026-11-22 10:00:00' })
    const { calls } = setupPlatform()
    await renderPage(CommunityHomePage, makeStores(true))
    expect(api.follow.myFollowUsers).toHaveBeenCalledWith(expect.objectContaining({ accountId: 'dev-10001' }))
    expect(screen.getByTestId('home-tab-follow').querySelector('[data-testid="badge"]')).toBeTruthy()
    await tab('follow')
    const entry = screen.getByTestId('my-follow-entry')
    expect(entry.getAttribute('data-news')).toBe('1')
    expect(entry.textContent).toContain(HOME_TEXTS.myFollow)
    await act(async () => fireEvent.click(entry))
    await flush()
    expect(calls.navigateTo).toHaveBeenCalledWith(expect.stringContaining('pages/myFollow/index'))
  })

  it('shows no dot when every followed account was looked at since its last post, and no entry logged out', async () => {
    dynamicList().mockResolvedValue(pageOf(items(1, 2)))
    api.follow.myFollowUsers.mockResolvedValue(pageOf([followed('f1', '2026-11-22 09:00:00'), followed('f2', null)]))
    api.follow.lastClickTimes.mockResolvedValue({ f1: '2026-11-22 10:00:00' })
    const { unmount } = await renderPage(CommunityHomePage, makeStores(true))
    expect(screen.getByTestId('home-tab-follow').querySelector('[data-testid="badge"]')).toBeNull()
    unmount()
    jest.clearAllMocks()
    await renderPage(CommunityHomePage, makeStores(false))
    expect(api.follow.myFollowUsers).not.toHaveBeenCalled()
    await tab('follow')
    expect(screen.queryByTestId('my-follow-entry')).toBeNull()
  })
})

describe('community home: another account signs in while it is open (docs/product.md §4.2)', () => {
  it("asks the tabs shown again as the new viewer, shows that viewer's likes, and leaves unopened tabs alone", async () => {
    dynamicList().mockImplementation(async (req) => {
      const { accountId } = req as { accountId?: string }
      return pageOf(items(1, 2).map((d) => ({ ...d, praised: accountId === 'dev-10001' })))
    })
    const stores = makeStores(false)
    await renderPage(CommunityHomePage, stores)
    await tab('latest')
    expect(dynamicList()).toHaveBeenCalledTimes(2)
    const liked = () => screen.getAllByTestId('like-button').map((b) => b.getAttribute('data-praised'))
    expect(liked()).toEqual(['0', '0'])

    await act(async () => stores.session.setAccount({ accountId: 'dev-10001', token: 'dev-token-10001' }))
    await flush()
    const asked = dynamicList()
      .mock.calls.slice(2)
      .map(([req]) => req as { tab: string; accountId?: string })
    expect(asked).toEqual([
      expect.objectContaining({ tab: 'recommend', accountId: 'dev-10001' }),
      expect.objectContaining({ tab: 'latest', accountId: 'dev-10001' }),
    ])
    expect(liked()).toEqual(['1', '1'])
  })
})
