import { fakeApi as api } from '../../../support/store-env'
import LrArticlePage, { MARGIN_KEYWORD } from '@/community/lrArticle/index'
import { makeStores, pageOf, renderPage, setRoute, setupPlatform } from '../follow/page-harness'
import { describeFeedStates, items, type FeedLoader } from './support'

const queryColumn = () => jest.mocked(api.search.queryColumn) as unknown as FeedLoader

beforeEach(() => {
  jest.clearAllMocks()
  setupPlatform()
})

describeFeedStates('lrArticle', 'community/lrArticle/index', LrArticlePage, queryColumn)

it('lists the margin-trading articles', async () => {
  setRoute('community/lrArticle/index')
  queryColumn().mockResolvedValueOnce(pageOf(items(1, 1)))
  await renderPage(LrArticlePage, makeStores(false))
  expect(queryColumn()).toHaveBeenCalledWith(
    expect.objectContaining({ keyword: MARGIN_KEYWORD, source: 'article', pageNum: 1 }),
  )
})
