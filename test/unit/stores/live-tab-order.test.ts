import type { Live, LiveStatus } from '@shared/api'
import { apiPage } from '../../support/fixtures'
import { makeTestStores } from '../../support/store-env'

const live = (id: string, status: LiveStatus, startTime: string): Live => ({
  webinarId: id,
  title: `直播${id}`,
  cover: '',
  accountId: 'author1',
  author: { nickName: '作者', avatar: '', kind: 'org' },
  startTime,
  endTime: null,
  status,
  supplier: 3,
  openType: 1,
  viewCount: 0,
  appointed: false,
  linkUrl: null,
})

/** The server's pages per status: newest start first, as the live list answers. */
const SERVER: Record<LiveStatus, Live[][]> = {
  live: [[live('L1', 'live', '2026-11-25 10:00:00'), live('L2', 'live', '2026-11-25 08:00:00')]],
  upcoming: [
    [live('U3', 'upcoming', '2026-11-28 09:00:00'), live('U1', 'upcoming', '2026-11-25 20:00:00')],
    [live('U2', 'upcoming', '2026-11-26 09:00:00')],
  ],
  ended: [[live('E1', 'ended', '2026-11-20 09:00:00'), live('E2', 'ended', '2026-11-01 09:00:00')]],
}

describe('the community home 直播 tab', () => {
  it('lists lives on air first, then previews (soonest first in a page), then replays, across pages', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.live.getLives.mockImplementation(async (req = {}) => {
      const pages = SERVER[req.status as LiveStatus]
      const at = (req.pageNum ?? 1) - 1
      return { ...apiPage(pages[at] ?? []), hasMore: at + 1 < pages.length }
    })
    const feed = stores.dynamics.feed({ kind: 'lives' })
    await feed.refresh()
    expect(feed.items.map((item) => item.webinarId)).toEqual(['L1', 'L2', 'U1', 'U3', 'U2', 'E1', 'E2'])
    expect(feed.items[0]).toMatchObject({ liveStatus: 'live', pubType: 3 })
    expect(api.live.getLives.mock.calls.map(([req]) => `${req?.status}:${req?.pageNum}`)).toEqual([
      'live:1',
      'upcoming:1',
      'upcoming:2',
      'ended:1',
    ])
  })

  it('fills a page from the next status only while it is short, and a page asked again reads the same lives', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.live.getLives.mockImplementation(async (req = {}) => {
      const pages = SERVER[req.status as LiveStatus]
      const at = (req.pageNum ?? 1) - 1
      return { ...apiPage(pages[at] ?? []), hasMore: at + 1 < pages.length }
    })
    const feed = stores.dynamics.feed({ kind: 'lives' })
    await feed.refresh()
    api.live.getLives.mockClear()
    await feed.refresh()
    expect(feed.items).toHaveLength(7)
    expect(api.live.getLives.mock.calls[0][0]).toMatchObject({ status: 'live', pageNum: 1 })
    expect(feed.hasMore).toBe(false)
  })
})
