import { fireEvent, screen } from '@testing-library/react'
import FollowPage, { FOLLOW_PAGE_TEXTS } from '@/pages/follow/index'
import { DETAIL_TEXTS } from '@/components/article'
import { account, api, flush, makeStores, pageOf, renderPage, setRoute, setupPlatform } from '../follow/page-harness'

beforeEach(() => jest.clearAllMocks())

describe('follows and fans', () => {
  it('lists whom an account follows, then its fans, each opening its page', async () => {
    const { calls } = setupPlatform()
    setRoute('pages/follow/index', { toAccountId: 'bv1', tab: 'following' })
    api.follow.followList.mockResolvedValue(pageOf([account('a1', { nickName: '价值发现者' })]))
    api.follow.fansList.mockResolvedValue(pageOf([]))
    await renderPage(FollowPage, makeStores(true))
    expect(api.follow.followList).toHaveBeenCalledWith(expect.objectContaining({ toAccountId: 'bv1', pageNum: 1 }))
    expect(screen.getByTestId('follow-following').textContent).toContain('价值发现者')
    expect(screen.getAllByTestId('follow-button')).toHaveLength(1)
    fireEvent.click(screen.getByTestId('user-result'))
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/personalCenter/index?toAccountId=a1')
    fireEvent.click(screen.getByTestId('follow-tab-followers'))
    await flush()
    expect(screen.getByTestId('empty-view').textContent).toBe(FOLLOW_PAGE_TEXTS.empty.followers)
  })

  it('opens on 粉丝 when asked, and says a link without an account is wrong', async () => {
    setupPlatform()
    setRoute('pages/follow/index', { toAccountId: 'bv1', tab: 'followers' })
    api.follow.fansList.mockResolvedValue(pageOf([account('f1', { nickName: '粉丝一号' })]))
    await renderPage(FollowPage, makeStores(false))
    expect(screen.getByTestId('follow-followers').textContent).toContain('粉丝一号')
    setRoute('pages/follow/index', { toAccountId: '<bad>' })
    await renderPage(FollowPage, makeStores(false))
    expect(screen.getAllByTestId('empty-view').pop()?.textContent).toBe(DETAIL_TEXTS.badLink)
  })
})
