import type { Activity } from '@shared/api'
import { apiPage } from '../../support/fixtures'
import { makeTestStores } from '../../support/store-env'

const activity = (id: string, url: string, status: Activity['status'] = 'ongoing'): Activity => ({
  activityId: id,
  title: `活动${id}`,
  cover: '',
  url,
  startDate: '2026-11-01 00:00:00',
  endDate: '2026-12-31 00:00:00',
  status,
})

describe("home's campaign entries", () => {
  it('shows each ongoing topic campaign once: a page is its path and the item it shows', async () => {
    const { stores, api } = makeTestStores({ loggedIn: false })
    api.article.activities.mockResolvedValue(
      apiPage([
        activity('1', '/topics/topicPage/index?topicId=7'),
        activity('2', '/topics/topicPage/index?topicId=9'),
        activity('3', '/topics/topicPage/index?topicId=7&from=banner'),
        activity('4', '/activity/guessPlate/index'),
        activity('5', '/activity/guessPlate/index?x=1'),
        activity('6', '/topics/topicPage/index?topicId=11', 'ended'),
      ]),
    )
    const entries = stores.homeConfig.activities()
    await entries.reload()
    expect(entries.data?.map((a) => a.activityId)).toEqual(['1', '2', '4'])
  })
})
