import { fakeApi as api } from '../../../support/store-env'
import LrArticlePage, { MARGIN_CATEGORY } from '@/community/lrArticle/index'
import { makeStores, pageOf, renderPage, setRoute, setupPlatform } from '../follow/page-harness'
import { describeFeedStates, items, type FeedLoader } from './support'

const byCategory = () => jest.mocked(api.article.byCategory) as unknown as FeedLoader

beforeEach(() => {
  jest.clearAllMocks()
  setupPlatform()
})

describeFeedStates('lrArticle', 'community/lrArticle/index', LrArticlePage, byCategory)

it('lists the margin-trading articles', async () => {
  setRoute('community/lrArticle/index')
  byCategory().mockResolvedValueOnce(pageOf(items(1, 1)))
  await renderPage(LrArticlePage, makeStores(false))
  expect(byCategory()).toHaveBeenCalledWith(expect.objectContaining({ category: MARGIN_CATEGORY, pageNum: 1 }))
})
