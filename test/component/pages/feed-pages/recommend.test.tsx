import { act, fireEvent, screen, within } from '@testing-library/react'
import type { FollowResult } from '@shared/api'
import { fakeApi as api } from '../../../support/store-env'
import RecommendPage from '@/community/recommend/index'
import { requireLogin } from '@/startup'
import {
  account,
  deferred,
  flush,
  makeStores,
  pageOf,
  renderPage,
  setRoute,
  setupPlatform,
  wait,
} from '../follow/page-harness'
import { describeFeedStates, items, type FeedLoader } from './support'

jest.mock('@/startup', () => ({ ...jest.requireActual('@/startup'), requireLogin: jest.fn(() => true) }))

const content = () => jest.mocked(api.topic.queryHotRecommendArticle) as unknown as FeedLoader
const follow = jest.mocked(api.follow)

beforeEach(() => {
  jest.clearAllMocks()
  jest.mocked(requireLogin).mockReturnValue(true)
  follow.recommendUserList.mockResolvedValue(pageOf([account('r1', { nickName: '推荐账号一' })]))
  setupPlatform()
})

describeFeedStates('recommend', 'community/recommend/index', RecommendPage, content)

describe('recommended accounts', () => {
  beforeEach(() => setRoute('community/recommend/index'))

  it("loads in the page's shape: a strip of account tiles over the skeleton cards", async () => {
    content().mockReturnValueOnce(deferred<never>().promise)
    await renderPage(RecommendPage, makeStores(true))
    await wait(250)
    const loading = screen.getByTestId('loading-view')
    expect(within(loading).getByTestId('skeleton-strip')).toBeTruthy()
    expect(within(loading).getAllByTestId('skeleton-card').length).toBeGreaterThan(0)
  })

  it('follows an account once per tap while the request runs', async () => {
    content().mockResolvedValue(pageOf(items(1, 2)))
    const answer = deferred<FollowResult>()
    follow.setFollowed.mockReturnValue(answer.promise)
    await renderPage(RecommendPage, makeStores(true))
    expect(screen.getByText('推荐账号一')).toBeTruthy()
    const button = screen.getByTestId('follow-button')
    await act(async () => fireEvent.click(button))
    await act(async () => fireEvent.click(screen.getByTestId('follow-button')))
    expect(follow.setFollowed).toHaveBeenCalledTimes(1)
    await act(async () => answer.resolve({ followed: true, followers: 13 }))
    await flush()
    expect(screen.getByTestId('follow-button').textContent).toBe('已关注')
  })

  it('opens an account’s page from its avatar or name', async () => {
    const { calls } = setupPlatform()
    content().mockResolvedValue(pageOf(items(1, 1)))
    await renderPage(RecommendPage, makeStores(true))
    fireEvent.click(screen.getByTestId('recommend-account-open'))
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/personalCenter/index?toAccountId=r1')
  })

  it('asks for more recommended accounts when the row is scrolled to its end', async () => {
    content().mockResolvedValue(pageOf(items(1, 1)))
    follow.recommendUserList.mockResolvedValue(pageOf([account('r1', { nickName: '推荐账号一' })], true))
    follow.moreRecommendUserList.mockResolvedValue(pageOf([account('r2', { nickName: '推荐账号二' })], false, 2))
    await renderPage(RecommendPage, makeStores(true))
    expect(screen.getAllByTestId('recommend-account')).toHaveLength(1)
    await act(async () => fireEvent(screen.getByTestId('recommend-accounts'), new Event('scrolltolower')))
    await flush()
    expect(follow.moreRecommendUserList).toHaveBeenCalledWith(expect.objectContaining({ pageNum: 2 }))
    expect(screen.getByText('推荐账号二')).toBeTruthy()
    expect(screen.getAllByTestId('recommend-account')).toHaveLength(2)
  })

  it('needs login to follow', async () => {
    jest.mocked(requireLogin).mockReturnValue(false)
    content().mockResolvedValue(pageOf(items(1, 2)))
    await renderPage(RecommendPage, makeStores(false))
    await act(async () => fireEvent.click(screen.getByTestId('follow-button')))
    expect(follow.setFollowed).not.toHaveBeenCalled()
  })
})
