/**
 * The pill's tap (docs/product.md §4.20): the items written since a feed loaded go on top, each once, the rest stays;
 * and which feeds a list is told the new items of.
 */
import { freshFeedOf, type FeedSource } from '@/stores/dynamics'
import { ListQuery, plainSource, type PageResult } from '@/stores/list-query'

/** Items are their own keys, as an entity store keys them by id. */
const byId = () => ({ ingest: (raw: string) => raw, resolve: (key: string) => key })
const page = (items: string[], hasMore = true): PageResult<string> => ({ items, hasMore })

it('puts the new items of the first page on top, each once, and keeps the rest where it was', async () => {
  const loader = jest
    .fn()
    .mockResolvedValueOnce(page(['5', '4', '3']))
    .mockResolvedValueOnce(page(['2', '1', '0']))
    .mockResolvedValueOnce(page(['7', '6', '5']))
    .mockResolvedValueOnce(page(['1', '0', '-1'], false))
  const list = new ListQuery(loader, byId(), { pageSize: 3 })
  await list.refresh()
  await list.loadMore()
  await list.takeNewest()
  expect(list.items).toEqual(['7', '6', '5', '4', '3', '2', '1', '0'])
  expect(loader).toHaveBeenLastCalledWith(1, 3)
  // The server's pages moved down by the two new items: the next page repeats two, each shown once.
  await list.loadMore()
  expect(list.items).toEqual(['7', '6', '5', '4', '3', '2', '1', '0', '-1'])
  expect(loader).toHaveBeenLastCalledWith(3, 3)
})

it('replaces the list by the first page when more is new than a page holds', async () => {
  const loader = jest
    .fn()
    .mockResolvedValueOnce(page(['3', '2', '1']))
    .mockResolvedValueOnce(page(['9', '8', '7']))
    .mockResolvedValueOnce(page(['6', '5', '4']))
  const list = new ListQuery(loader, byId(), { pageSize: 3 })
  await list.refresh()
  await list.takeNewest()
  expect(list.items).toEqual(['9', '8', '7'])
  await list.loadMore()
  expect(list.items).toEqual(['9', '8', '7', '6', '5', '4'])
})

it('keeps the list as it was when asking fails, so the tap can be tried again', async () => {
  const loader = jest
    .fn()
    .mockResolvedValueOnce(page(['2', '1']))
    .mockRejectedValueOnce(new Error('offline'))
  const list = new ListQuery(loader, plainSource<string>(), { pageSize: 2 })
  await list.refresh()
  await expect(list.takeNewest()).rejects.toThrow('offline')
  expect(list.items).toEqual(['2', '1'])
  expect(list.error).toBeNull()
})

it('tells the newest-first feeds a reader keeps open, and no other', () => {
  const sources: FeedSource[] = [
    { kind: 'tab', tab: 'recommend' },
    { kind: 'tab', tab: 'follow' },
    { kind: 'tab', tab: 'latest' },
    { kind: 'tab', tab: 'news' },
    { kind: 'topic', topicId: '3', order: 'new' },
    { kind: 'topic', topicId: '3', order: 'hot' },
    { kind: 'circle', circleId: '2', order: 'new' },
    { kind: 'circle', circleId: '2', order: 'prime' },
    { kind: 'stock', code: 'sh600519' },
    { kind: 'stock', code: '600519' },
    { kind: 'lives' },
    { kind: 'account', accountId: 'A1' },
  ]
  expect(sources.map(freshFeedOf)).toEqual([
    'tab:recommend',
    'tab:follow',
    'tab:latest',
    null,
    'topic:3',
    null,
    'circle:2',
    null,
    'stock:SH600519',
    null,
    null,
    null,
  ])
})
