/**
 * Live freshness (docs/product.md §4.20), its engine: while a reader has a newest-first feed open, the items written
 * since it loaded are counted ("N 条新动态"), pushed by the server's event stream on H5 and asked every
 * FRESH_LIMITS.pollMs where there is none (the mini-program). Nothing runs while no such feed is on a shown page or
 * the app is in the background; coming back asks once what was missed. A lost stream is opened again after a growing,
 * jittered wait. Loaded once the page has settled (freshness.ts), so none of it weighs on the first screen.
 */
import { action, makeObservable, observable, reaction, runInAction } from 'mobx'
import {
  FRESH_EVENTS,
  FRESH_LIMITS,
  isFreshFeed,
  type FreshCursor,
  type FreshFeed,
  type FreshFeedAnswer,
  type FreshPush,
} from '@shared/api'
import { backoffDelay } from '@/lib/backoff'
import type { SseEvent } from '@/lib/sse'
import { appVisibility, type AppVisibility } from '@/platform/app-visibility'
import type { EventStreamHandle, EventStreamHandlers } from '@/platform/event-stream'
import { openStream } from '@/http/stream'
import type { StoreEnv } from './env'
import type { RootStore } from './root'

/** What the store needs from outside; tests hand in fakes (and jest's timers). */
export interface FreshnessDeps {
  fresh(cursors: FreshCursor[], accountId: string | undefined): Promise<FreshFeedAnswer[]>
  /** Null (or nothing that can close) where the target has no streams: then the store asks on a timer. */
  stream(feeds: readonly FreshFeed[], accountId: string | undefined, handlers: EventStreamHandlers): unknown
  visibility: AppVisibility
  /** The signed-in account, or '' for a visitor (read in a reaction: another account starts over). */
  viewer(): string
  random?: () => number
}

/** One feed's new items as the reader was told of them. */
class FeedState {
  /** Ids heard of, from the stream or an answer. */
  readonly heard = observable.set<number>()
  /** How many more the last answer counted than it listed (FRESH_LIMITS.idsPerFeed). */
  unlisted = 0
  /** The newest id the reader is known to have seen in this feed (only grows: leaving a page keeps it). */
  seen = 0
  /** The lists on screen showing the feed: each says its newest id. */
  readonly lists = observable.set<() => number>([], { deep: false })

  constructor() {
    makeObservable(this, { unlisted: observable, seen: observable })
  }

  cursor(): number {
    let newest = this.seen
    for (const list of this.lists) newest = Math.max(newest, list())
    return newest
  }

  count(): number {
    const cursor = this.cursor()
    let n = 0
    for (const id of this.heard) if (id > cursor) n += 1
    return n === 0 ? 0 : n + this.unlisted
  }
}

const isHandle = (value: unknown): value is EventStreamHandle =>
  typeof value === 'object' && value !== null && typeof (value as EventStreamHandle).close === 'function'

/** No event (not even the keep-alive) for this long: the connection is dead although nobody said so. */
const SILENCE_MS = FRESH_LIMITS.heartbeatMs * 2 + 5_000

export class FreshnessStore {
  /** Observable, so a screen that asked before its feed was watched hears when it is. */
  private readonly feeds = observable.map<FreshFeed, FeedState>({}, { deep: false })
  private visible: boolean
  /** Streams are tried first; a target that cannot open one is asked on a timer from then on. */
  private polling = false
  private open: { handle: EventStreamHandle; key: string } | null = null
  /** Which connection is current: events of an earlier one (closed, or replaced) are not this one's. */
  private generation = 0
  private attempt = 0
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private pollTimer: ReturnType<typeof setTimeout> | null = null
  private silenceTimer: ReturnType<typeof setTimeout> | null = null
  private syncQueued = false

  constructor(private readonly deps: FreshnessDeps) {
    this.visible = deps.visibility.visible()
    deps.visibility.onChange((visible) => {
      this.visible = visible
      this.sync()
    })
    reaction(
      () => deps.viewer(),
      () => this.startOver(),
    )
    makeObservable<FreshnessStore, 'note' | 'apply' | 'startOver'>(this, {
      note: action,
      apply: action,
      take: action,
      startOver: action,
    })
  }

  /** How many new items the feed has for its reader now. */
  count(feed: FreshFeed): number {
    return this.feeds.get(feed)?.count() ?? 0
  }

  /**
   * A list of the feed is on a shown page, `newest` saying its newest id: watch the feed until the returned function
   * is called (the page hidden or gone).
   */
  watch(feed: FreshFeed, newest: () => number): () => void {
    const state = this.feeds.get(feed) ?? new FeedState()
    runInAction(() => {
      this.feeds.set(feed, state)
      state.lists.add(newest)
    })
    this.sync()
    return () => {
      runInAction(() => {
        // What the list showed stays seen: the same feed elsewhere does not count it again.
        state.seen = Math.max(state.seen, newest())
        state.lists.delete(newest)
      })
      this.sync()
    }
  }

  /** The reader took the new items (they are on top of the list now): the rest of the count goes. */
  take(feed: FreshFeed): void {
    const state = this.feeds.get(feed)
    if (!state) return
    state.seen = Math.max(state.seen, state.cursor())
    state.unlisted = 0
  }

  private watched(): FreshFeed[] {
    return [...this.feeds.entries()]
      .filter(([, state]) => state.lists.size > 0)
      .map(([feed]) => feed)
      .sort()
  }

  /** Connects, polls or stops to match what is watched now; several changes in one turn are one sync. */
  private sync(): void {
    if (this.syncQueued) return
    this.syncQueued = true
    void Promise.resolve().then(() => {
      this.syncQueued = false
      this.reconcile()
    })
  }

  private reconcile(): void {
    const feeds = this.watched()
    if (feeds.length === 0 || !this.visible) return this.stop()
    const key = `${this.deps.viewer()}|${feeds.join(',')}`
    if (this.polling) return this.poll(key)
    if (this.open?.key === key || this.retryTimer !== null) return
    this.close()
    this.connect(feeds, key)
  }

  private connect(feeds: FreshFeed[], key: string): void {
    const generation = this.generation
    const mine = () => generation === this.generation
    const handle = this.deps.stream(feeds, this.deps.viewer() || undefined, {
      onEvent: (event) => mine() && this.onEvent(event),
      onActivity: () => mine() && this.heard(),
      onEnd: () => mine() && this.lost(),
    })
    if (!isHandle(handle)) {
      this.polling = true
      return this.poll(key)
    }
    this.open = { handle, key }
    this.heard()
  }

  private onEvent(event: SseEvent): void {
    this.heard()
    if (event.event === FRESH_EVENTS.ready) {
      // Open again: from here on everything is pushed, and what was written meanwhile is asked once.
      this.attempt = 0
      void this.catchUp()
    } else if (event.event === FRESH_EVENTS.fresh) {
      const push = parsePush(event.data)
      if (push) this.note(push)
    }
  }

  /** Something arrived: the connection is alive for another SILENCE_MS. */
  private heard(): void {
    if (this.silenceTimer !== null) clearTimeout(this.silenceTimer)
    this.silenceTimer = setTimeout(() => {
      this.silenceTimer = null
      this.lost()
    }, SILENCE_MS)
  }

  /** The stream ended or went silent: it is opened again after the backoff's wait, if still wanted. */
  private lost(): void {
    this.close()
    if (this.watched().length === 0 || !this.visible || this.retryTimer !== null) return
    const wait = backoffDelay(this.attempt, this.deps.random ?? Math.random)
    this.attempt += 1
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      this.reconcile()
    }, wait)
  }

  /** Asks now, then every pollMs while the same feeds are watched by the same reader. */
  private poll(key: string): void {
    if (this.open?.key === key) return
    this.clearTimer('pollTimer')
    this.open = { handle: { close: () => this.clearTimer('pollTimer') }, key }
    const tick = () => {
      void this.catchUp()
      this.pollTimer = setTimeout(tick, FRESH_LIMITS.pollMs)
    }
    tick()
  }

  /** One request: per watched feed, what is newer than what the reader has. */
  private async catchUp(): Promise<void> {
    const asked = this.watched().map((feed) => ({ feed, cursor: this.feeds.get(feed)?.cursor() ?? 0 }))
    if (asked.length === 0) return
    const viewer = this.deps.viewer()
    const cursors = asked.map(({ feed, cursor }) => (cursor > 0 ? { feed, after: String(cursor) } : { feed }))
    try {
      const answers = await this.deps.fresh(cursors, viewer || undefined)
      if (this.deps.viewer() === viewer) this.apply(answers, new Map(asked.map((a) => [a.feed, a.cursor])))
    } catch {
      // Nothing to show for now: the stream or the next poll tells of it.
    }
  }

  private apply(answers: readonly FreshFeedAnswer[], asked: Map<FreshFeed, number>): void {
    for (const answer of answers) {
      const state = this.feeds.get(answer.feed)
      const cursor = asked.get(answer.feed)
      if (!state || cursor === undefined) continue
      // Asked without a cursor (no list loaded yet): the answer says where the feed stands, to watch from there.
      if (cursor === 0) state.seen = Math.max(state.seen, Number(answer.cursor) || 0)
      for (const id of answer.articleIds) state.heard.add(Number(id))
      state.unlisted = Math.max(0, answer.count - answer.articleIds.length)
    }
  }

  private note(push: FreshPush): void {
    for (const feed of push.feeds) this.feeds.get(feed)?.heard.add(Number(push.articleId))
  }

  /** Another account (or none) reads now: what was counted for the last one goes, and the stream is theirs. */
  private startOver(): void {
    for (const state of this.feeds.values()) {
      state.heard.clear()
      state.unlisted = 0
      state.seen = 0
    }
    this.close()
    this.sync()
  }

  private close(): void {
    const open = this.open
    this.open = null
    this.generation += 1
    this.clearTimer('silenceTimer')
    open?.handle.close()
  }

  /** Pauses: nothing open, nothing waiting. Coming back starts afresh (and asks once). */
  private stop(): void {
    this.close()
    this.clearTimer('retryTimer')
    this.clearTimer('pollTimer')
    this.attempt = 0
  }

  private clearTimer(name: 'retryTimer' | 'pollTimer' | 'silenceTimer'): void {
    const timer = this[name]
    if (timer !== null) clearTimeout(timer)
    this[name] = null
  }
}

/** A pushed event's data, or null for one this client cannot read. */
export function parsePush(data: string): FreshPush | null {
  try {
    const value = JSON.parse(data) as Partial<FreshPush>
    if (typeof value.articleId !== 'string' || !Array.isArray(value.feeds)) return null
    const feeds = value.feeds.filter((feed): feed is FreshFeed => typeof feed === 'string' && isFreshFeed(feed))
    return { articleId: value.articleId, feeds }
  } catch {
    return null
  }
}

/** The engine of the app's stores: the API's answers, the HTTP layer's stream, the app's visibility. */
export function createFreshEngine(root: RootStore, env: StoreEnv): FreshnessStore {
  return new FreshnessStore({
    fresh: (cursors, accountId) => env.api.feed.fresh(cursors, accountId),
    stream: (feeds, accountId, handlers) => openStream(env.api.feed.streamRequest(feeds, accountId), handlers),
    visibility: appVisibility,
    viewer: () => root.session.accountId,
  })
}
