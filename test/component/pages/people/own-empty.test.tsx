import { fireEvent, screen } from '@testing-library/react'
import PersonalCenterPage, { CENTRE_TEXTS } from '@/community/personalCenter/index'
import {
  account,
  api,
  flush,
  makeStores,
  pageOf,
  renderPage,
  setRoute,
  setupPlatform,
  VIEWER,
} from '../follow/page-harness'

beforeEach(() => {
  jest.clearAllMocks()
  api.article.pinnedByAccount.mockResolvedValue([])
  api.article.byAccount.mockResolvedValue(pageOf([]))
  api.bigV.homeInfo.mockImplementation(async (id: string) => ({
    account: account(id, { nickName: '我', kind: 'user' }),
    articleCount: 0,
    liveCount: 0,
    videoCount: 0,
    praiseCount: 0,
  }))
})

describe('empty dynamics on a personal page (docs/product.md §4.21)', () => {
  it('offer one’s own page 发第一条, which opens the composer', async () => {
    const { calls } = setupPlatform()
    setRoute('community/personalCenter/index')
    await renderPage(PersonalCenterPage, makeStores(true))
    await flush()
    expect(screen.getByTestId('empty-art').getAttribute('data-art')).toBe('write')
    const action = screen.getByTestId('empty-action')
    expect(action.textContent).toBe(CENTRE_TEXTS.firstPost)
    fireEvent.click(action)
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith(expect.stringContaining('community/post/index'))
  })

  it('say only that someone else has posted nothing', async () => {
    setupPlatform()
    setRoute('community/personalCenter/index', { toAccountId: 'other1' })
    await renderPage(PersonalCenterPage, makeStores(true))
    await flush()
    expect(screen.getByText(CENTRE_TEXTS.empty.dynamics)).toBeTruthy()
    expect(screen.queryByTestId('empty-action')).toBeNull()
    expect(VIEWER.accountId).not.toBe('other1')
  })
})
