/**
 * The 直播 tab's order loads with the tab's first page on H5 (src/stores/live-order-loader.ts), not with the first
 * screen: a chunk that does not come is the list's error, and its retry asks for the chunk again.
 */
import type { Live } from '@shared/api'
import { loadLiveTabOrder } from '@/stores/live-order-loader'
import { apiPage } from '../../support/fixtures'
import { makeTestStores } from '../../support/store-env'

jest.mock('@/stores/live-order-loader', () => {
  const actual = jest.requireActual('@/stores/live-order-loader')
  return { loadLiveTabOrder: jest.fn(actual.loadLiveTabOrder) }
})

const load = loadLiveTabOrder as jest.Mock

const live: Live = {
  webinarId: 'L1',
  title: '直播L1',
  cover: '',
  accountId: 'author1',
  author: { nickName: '作者', avatar: '', kind: 'org' },
  startTime: '2026-11-25 10:00:00',
  endTime: null,
  status: 'live',
  supplier: 3,
  openType: 1,
  viewCount: 0,
  appointed: false,
  linkUrl: null,
}

it('loads the order only when the 直播 tab asks for a page, once for all its pages', async () => {
  const { stores, api } = makeTestStores({ loggedIn: true })
  api.live.getLives.mockImplementation(async (req = {}) => apiPage(req.status === 'live' ? [live] : []))
  const feed = stores.dynamics.feed({ kind: 'lives' })
  expect(load).not.toHaveBeenCalled()
  await feed.refresh()
  await feed.refresh()
  expect(load).toHaveBeenCalledTimes(1)
  expect(feed.items.map((item) => item.webinarId)).toEqual(['L1'])
})

it('shows a chunk that did not come as the list’s error, and its retry loads the order again', async () => {
  const { stores, api } = makeTestStores({ loggedIn: true })
  api.live.getLives.mockImplementation(async (req = {}) => apiPage(req.status === 'live' ? [live] : []))
  load.mockClear()
  load.mockRejectedValueOnce(new Error('Loading chunk live-order failed'))
  const feed = stores.dynamics.feed({ kind: 'lives' })
  await feed.refresh()
  expect(feed.error).toBeTruthy()
  expect(feed.items).toHaveLength(0)
  await feed.refresh()
  expect(feed.error).toBeNull()
  expect(feed.items.map((item) => item.webinarId)).toEqual(['L1'])
  expect(load).toHaveBeenCalledTimes(2)
})

it('is part of the mini-program’s package: its loader hands the same order without loading code', async () => {
  const weapp = await import('@/stores/live-order-loader.weapp')
  const h5 = await loadLiveTabOrder()
  expect((await weapp.loadLiveTabOrder()).livesInTabOrder).toBe(h5.livesInTabOrder)
})
