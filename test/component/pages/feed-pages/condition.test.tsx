import { fakeApi as api } from '../../../support/store-env'
import ConditionPage from '@/community/condition/index'
import { makeStores, pageOf, renderPage, setRoute, setupPlatform } from '../follow/page-harness'
import { describeFeedStates, items, type FeedLoader } from './support'

const dynamicList = () => jest.mocked(api.article.dynamicList) as unknown as FeedLoader

beforeEach(() => {
  jest.clearAllMocks()
  setupPlatform()
})

describeFeedStates('condition', 'community/condition/index', ConditionPage, dynamicList)

it('asks the latest tab with the viewer', async () => {
  setRoute('community/condition/index')
  dynamicList().mockResolvedValueOnce(pageOf(items(1, 1)))
  await renderPage(ConditionPage, makeStores(true))
  expect(dynamicList()).toHaveBeenCalledWith({ tab: 'latest', pageNum: 1, pageSize: 20, accountId: 'dev-10001' })
})
