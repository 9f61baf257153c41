import type { ArticleDetail } from '@shared/api'
import { apiPage, blankDynamic } from '../../support/fixtures'
import { makeTestStores } from '../../support/store-env'

const page = apiPage

const post = (id: string, overrides: Partial<ArticleDetail> = {}): ArticleDetail => ({
  ...blankDynamic(),
  pubType: 5,
  pubId: id,
  articleId: id,
  forId: id,
  accountId: 'reader',
  createdDate: '2026-11-22 09:00:00',
  author: { nickName: '读者', avatar: '/a.png', kind: 'user' },
  content: '内容',
  html: null,
  source: 'post',
  readCount: 0,
  collected: false,
  vote: null,
  ...overrides,
})

describe('market board feeds', () => {
  it('an ETF circle pages its accounts and circle; a new post heads it when it is posted into that circle', async () => {
    const { stores, api } = makeTestStores()
    api.etf.circleFeed.mockResolvedValue(page([post('1', { accountId: 'etf-a' })]))
    const feed = stores.dynamics.feed({ kind: 'etfCircle', accountIds: ['etf-a', 'etf-b'], circleId: '5' })
    await feed.refresh()
    expect(api.etf.circleFeed).toHaveBeenCalledWith(
      expect.objectContaining({ accountIds: ['etf-a', 'etf-b'], circleId: '5', pageNum: 1 }),
    )
    api.article.appInfo.mockResolvedValueOnce(post('2', { circle: { circleId: '9', name: '别的圈' } }))
    await stores.dynamics.notePublished('2')
    expect(feed.items.map((d) => d.articleId)).toEqual(['1'])
    api.article.appInfo.mockResolvedValueOnce(post('3', { circle: { circleId: '5', name: 'ETF 投资圈' } }))
    await stores.dynamics.notePublished('3')
    expect(feed.items.map((d) => d.articleId)).toEqual(['3', '1'])
  })

  it('a stock board is headed by a new post naming its stock', async () => {
    const { stores, api } = makeTestStores()
    api.article.byStockCode.mockResolvedValue(page([post('1')]))
    const board = stores.dynamics.feed({ kind: 'stock', code: 'SH600519' })
    await board.refresh()
    api.article.appInfo.mockResolvedValueOnce(post('4', { stocks: [{ code: 'sh600519', name: '贵州茅台' }] }))
    await stores.dynamics.notePublished('4')
    expect(board.items.map((d) => d.articleId)).toEqual(['4', '1'])
  })

  it('articles by category page the category and are never headed by a post', async () => {
    const { stores, api } = makeTestStores()
    api.article.byCategory.mockResolvedValue(page([post('1', { pubType: 2 })]))
    const feed = stores.dynamics.feed({ kind: 'category', category: 'margin' })
    await feed.refresh()
    expect(api.article.byCategory).toHaveBeenCalledWith(expect.objectContaining({ category: 'margin', pageNum: 1 }))
    api.article.appInfo.mockResolvedValueOnce(post('5'))
    await stores.dynamics.notePublished('5')
    expect(feed.items.map((d) => d.articleId)).toEqual(['1'])
  })
})
