import { fireEvent, screen } from '@testing-library/react'
import OrgDetailPage from '@/community/orgDetail/index'
import { CENTRE_TEXTS } from '@/components/people'
import { openAccount } from '@/navigation'
import {
  account,
  api,
  dynamic,
  flush,
  makeStores,
  pageOf,
  renderPage,
  setRoute,
  setupPlatform,
} from '../follow/page-harness'

beforeEach(() => jest.clearAllMocks())

describe('organisation home', () => {
  it('shows the organisation with its follow button, its articles, then its lives', async () => {
    setupPlatform()
    setRoute('community/orgDetail/index', { toAccountId: 'org1' })
    api.bigV.homeInfo.mockResolvedValue({
      account: account('org1', { nickName: '本券商研究所', kind: 'org', verifiedTitle: '认证机构' }),
      articleCount: 1,
      liveCount: 0,
      videoCount: 0,
      praiseCount: 10,
    })
    api.article.pinnedByAccount.mockResolvedValue([])
    api.bigV.articles.mockResolvedValue(
      pageOf([
        dynamic('3', {
          pubType: 2,
          title: '年度策略',
          accountId: 'org1',
          author: { nickName: '本券商研究所', avatar: '', kind: 'org' },
        }),
      ]),
    )
    api.live.v2GetMyPageLive.mockResolvedValue(pageOf([]))
    await renderPage(OrgDetailPage, makeStores(true))
    await flush()
    expect(screen.getByTestId('centre-header').textContent).toContain('本券商研究所')
    expect(screen.getByTestId('follow-button')).toBeTruthy()
    expect(screen.getByTestId('centre-articles').textContent).toContain('年度策略')
    expect(api.bigV.articles).toHaveBeenCalledWith(expect.objectContaining({ toAccountId: 'org1' }))
    fireEvent.click(screen.getByTestId('org-tab-lives'))
    await flush()
    expect(screen.getByTestId('empty-view').textContent).toBe(CENTRE_TEXTS.empty.lives)
  })

  it('is where an organisation’s name leads; a person’s leads to the personal centre', async () => {
    const { calls } = setupPlatform()
    await openAccount('org1', 'org')
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/orgDetail/index?toAccountId=org1')
    await openAccount('u1', 'user')
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/personalCenter/index?toAccountId=u1')
  })
})
