/**
 * The live-freshness client (src/stores/freshness.ts, docs/product.md §4.20): one stream for the feeds on shown
 * pages, one catch-up each time it opens, a growing jittered wait after a loss, nothing while the app is hidden,
 * and polling where there are no streams.
 */
import { autorun, observable, runInAction } from 'mobx'
import { FRESH_LIMITS, type FreshCursor, type FreshFeed, type FreshFeedAnswer } from '@shared/api'
import type { EventStreamHandlers } from '@/platform/event-stream'
import { FreshnessStore, type FreshnessDeps } from '@/stores/fresh-engine'
import { FreshLists } from '@/stores/freshness'
import { deferred, type Deferred } from '../../support/fixtures'

class FakeStream {
  closed = false
  constructor(
    readonly feeds: readonly FreshFeed[],
    readonly accountId: string | undefined,
    readonly handlers: EventStreamHandlers,
  ) {}
  close() {
    this.closed = true
  }
  ready() {
    this.handlers.onEvent({ event: 'ready', data: JSON.stringify({ feeds: this.feeds }) })
  }
  push(articleId: string, feeds: FreshFeed[]) {
    this.handlers.onEvent({ event: 'fresh', data: JSON.stringify({ articleId, feeds }) })
  }
  end() {
    this.handlers.onEnd(new Error('gone'))
  }
}

function setup(options: { streams?: boolean } = {}) {
  const streams: FakeStream[] = []
  const asked: { cursors: FreshCursor[]; accountId: string | undefined; answer: Deferred<FreshFeedAnswer[]> }[] = []
  let onVisibility: (visible: boolean) => void = () => undefined
  const viewer = observable.box('')
  const deps: FreshnessDeps = {
    fresh: (cursors, accountId) => {
      const answer = deferred<FreshFeedAnswer[]>()
      asked.push({ cursors, accountId, answer })
      return answer.promise
    },
    stream: (feeds, accountId, handlers) => {
      if (options.streams === false) return null
      const stream = new FakeStream(feeds, accountId, handlers)
      streams.push(stream)
      return stream
    },
    visibility: {
      visible: () => true,
      onChange: (listener) => {
        onVisibility = listener
        return () => undefined
      },
    },
    viewer: () => viewer.get(),
    random: () => 0,
  }
  const store = new FreshnessStore(deps)
  const open = () => streams.filter((s) => !s.closed)
  return { store, streams, open, asked, viewer, setVisible: (v: boolean) => onVisibility(v) }
}

/** Lets the store's queued work (a sync, an answer, a wait of no time) run. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) {
    await Promise.resolve()
    jest.advanceTimersByTime(0)
  }
}
const answer = (feed: FreshFeed, ids: number[], count = ids.length): FreshFeedAnswer => ({
  feed,
  count,
  articleIds: ids.map(String),
  cursor: String(ids[0] ?? 0),
})

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it('opens one stream of the watched feeds, asks once what it missed when open, and counts what is pushed', async () => {
  const { store, streams, asked } = setup()
  const newest = observable.box(100)
  store.watch('tab:latest', () => newest.get())
  store.watch('topic:3', () => 90)
  await settle()
  expect(streams.map((s) => s.feeds)).toEqual([['tab:latest', 'topic:3']])
  expect(asked).toEqual([])
  streams[0].ready()
  expect(asked.map((a) => a.cursors)).toEqual([
    [
      { feed: 'tab:latest', after: '100' },
      { feed: 'topic:3', after: '90' },
    ],
  ])
  asked[0].answer.resolve([answer('tab:latest', [102, 101]), answer('topic:3', [])])
  await settle()
  expect([store.count('tab:latest'), store.count('topic:3')]).toEqual([2, 0])
  streams[0].push('103', ['tab:latest', 'topic:3'])
  streams[0].push('102', ['tab:latest'])
  streams[0].push('99', ['tab:latest'])
  streams[0].push('104', ['circle:1'])
  expect([store.count('tab:latest'), store.count('topic:3')]).toEqual([3, 1])
  // The pill's tap put them on top of the list: its newest is the newest now.
  runInAction(() => newest.set(103))
  store.take('tab:latest')
  expect(store.count('tab:latest')).toBe(0)
})

it('loads the engine only once the page has settled, and hands it the lists watching by then', async () => {
  const engine = {
    count: jest.fn(() => 4),
    watch: jest.fn((_feed: FreshFeed, _newest: () => number) => jest.fn()),
    take: jest.fn(),
  }
  const load = jest.fn(async () => engine)
  const lists = [{}, {}] as unknown as Parameters<FreshLists['watch']>[0][]
  const feedOf = new Map<object, FreshFeed>([
    [lists[0], 'tab:latest'],
    [lists[1], 'topic:3'],
  ])
  const dynamics = { freshFeedOf: (list: object) => feedOf.get(list) ?? null, showNewest: async () => undefined }
  const fresh = new FreshLists(dynamics, load, 10_000)
  const stopLatest = fresh.watch(lists[0])
  const stopTopic = fresh.watch(lists[1])
  stopTopic()
  jest.advanceTimersByTime(9_999)
  await settle()
  expect([load.mock.calls.length, fresh.count(lists[0])]).toEqual([0, 0])
  jest.advanceTimersByTime(1)
  await settle()
  expect(load).toHaveBeenCalledTimes(1)
  expect(engine.watch.mock.calls.map(([feed]) => feed)).toEqual(['tab:latest'])
  expect(fresh.count(lists[0])).toBe(4)
  stopLatest()
  expect(engine.watch.mock.results[0].value).toHaveBeenCalled()
  fresh.watch(lists[1])
  expect(engine.watch.mock.calls.map(([feed]) => feed)).toEqual(['tab:latest', 'topic:3'])
  expect(load).toHaveBeenCalledTimes(1)
})

it('tells a screen that read the count before its feed was watched (a render comes before its effects)', async () => {
  const { store, streams } = setup()
  const seen: number[] = []
  const stop = autorun(() => seen.push(store.count('tab:latest')))
  store.watch('tab:latest', () => 100)
  await settle()
  streams[0].ready()
  streams[0].push('101', ['tab:latest'])
  stop()
  expect(seen.at(-1)).toBe(1)
})

it('counts what the answer counted beyond the ids it listed, and nothing the list already shows', async () => {
  const { store, streams, asked } = setup()
  const newest = observable.box(100)
  store.watch('tab:recommend', () => newest.get())
  await settle()
  streams[0].ready()
  asked[0].answer.resolve([answer('tab:recommend', [160, 159], FRESH_LIMITS.idsPerFeed + 10)])
  await settle()
  expect(store.count('tab:recommend')).toBe(FRESH_LIMITS.idsPerFeed + 10)
  // The list took them on top (a pull, or the pill): its newest is the newest now.
  runInAction(() => newest.set(160))
  expect(store.count('tab:recommend')).toBe(0)
})

it('a list with nothing loaded yet watches from where the feed stands', async () => {
  const { store, streams, asked } = setup()
  store.watch('stock:SH600519', () => 0)
  await settle()
  streams[0].ready()
  expect(asked[0].cursors).toEqual([{ feed: 'stock:SH600519' }])
  asked[0].answer.resolve([{ feed: 'stock:SH600519', count: 0, articleIds: [], cursor: '200' }])
  await settle()
  streams[0].push('150', ['stock:SH600519'])
  expect(store.count('stock:SH600519')).toBe(0)
  streams[0].push('201', ['stock:SH600519'])
  expect(store.count('stock:SH600519')).toBe(1)
})

it('opens a stream of the new feeds when lists come and go, and none once no list watches', async () => {
  const { store, streams, open } = setup()
  const stopLatest = store.watch('tab:latest', () => 1)
  await settle()
  const stopTopic = store.watch('topic:3', () => 1)
  await settle()
  expect(streams.map((s) => [s.feeds, s.closed])).toEqual([
    [['tab:latest'], true],
    [['tab:latest', 'topic:3'], false],
  ])
  stopLatest()
  stopTopic()
  await settle()
  expect(open()).toEqual([])
  jest.advanceTimersByTime(120_000)
  expect(streams).toHaveLength(2)
})

it('pauses while the app is hidden (nothing open, nothing retried) and on return asks once what it missed', async () => {
  const { store, streams, open, asked, setVisible } = setup()
  store.watch('tab:latest', () => 100)
  await settle()
  streams[0].ready()
  asked[0].answer.resolve([answer('tab:latest', [])])
  setVisible(false)
  await settle()
  expect(open()).toEqual([])
  // The closed stream's end and any wait would reconnect a visible app; a hidden one stays closed.
  streams[0].end()
  jest.advanceTimersByTime(120_000)
  await settle()
  expect(streams).toHaveLength(1)
  expect(asked).toHaveLength(1)

  setVisible(true)
  await settle()
  expect(open()).toHaveLength(1)
  open()[0].ready()
  expect(asked).toHaveLength(2)
  asked[1].answer.resolve([answer('tab:latest', [105, 104, 103])])
  await settle()
  expect(store.count('tab:latest')).toBe(3)
})

it('opens a lost stream again after a growing, jittered wait, and starts the wait over once one opens', async () => {
  const { store, streams, open } = setup()
  store.watch('tab:latest', () => 1)
  await settle()
  const reopensAfter = async (ms: number) => {
    const before = streams.length
    open()[0].end()
    jest.advanceTimersByTime(ms - 1)
    await settle()
    const early = streams.length > before
    jest.advanceTimersByTime(1)
    await settle()
    return { early, reopened: streams.length === before + 1 }
  }
  // random() is 0: each wait is half of its ceiling (1 s, 2 s, 4 s ...).
  expect(await reopensAfter(500)).toEqual({ early: false, reopened: true })
  expect(await reopensAfter(1000)).toEqual({ early: false, reopened: true })
  expect(await reopensAfter(2000)).toEqual({ early: false, reopened: true })
  open()[0].ready()
  expect(await reopensAfter(500)).toEqual({ early: false, reopened: true })
})

it('counts a stream that has gone silent (not even the keep-alive) as lost', async () => {
  const { store, streams } = setup()
  store.watch('tab:latest', () => 1)
  await settle()
  streams[0].handlers.onActivity()
  jest.advanceTimersByTime(FRESH_LIMITS.heartbeatMs * 2)
  expect(streams[0].closed).toBe(false)
  jest.advanceTimersByTime(5_000)
  expect(streams[0].closed).toBe(true)
  jest.advanceTimersByTime(500)
  await settle()
  expect(streams).toHaveLength(2)
})

it('without streams asks every pollMs while watched, stops while hidden and asks at once on return', async () => {
  const { store, asked, setVisible } = setup({ streams: false })
  store.watch('tab:follow', () => 50)
  await settle()
  expect(asked).toHaveLength(1)
  asked[0].answer.resolve([answer('tab:follow', [51])])
  await settle()
  expect(store.count('tab:follow')).toBe(1)
  jest.advanceTimersByTime(FRESH_LIMITS.pollMs)
  expect(asked).toHaveLength(2)
  setVisible(false)
  await settle()
  jest.advanceTimersByTime(FRESH_LIMITS.pollMs * 5)
  expect(asked).toHaveLength(2)
  setVisible(true)
  await settle()
  expect(asked).toHaveLength(3)
})

it('starts over for another account: what was counted goes, and the stream and answers are theirs', async () => {
  const { store, streams, asked, viewer } = setup()
  store.watch('tab:follow', () => 10)
  await settle()
  streams[0].ready()
  streams[0].push('11', ['tab:follow'])
  expect(store.count('tab:follow')).toBe(1)
  runInAction(() => viewer.set('A2'))
  await settle()
  expect(store.count('tab:follow')).toBe(0)
  expect(streams.map((s) => [s.accountId, s.closed])).toEqual([
    [undefined, true],
    ['A2', false],
  ])
  // The answer to the last account's question arrives late: it is not this one's.
  asked[0].answer.resolve([answer('tab:follow', [12])])
  await settle()
  expect(store.count('tab:follow')).toBe(0)
})
