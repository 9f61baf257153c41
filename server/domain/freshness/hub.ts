/**
 * The readers with a feed open, and the push of each new item to those of them whose feeds list it
 * (docs/product.md §4.20). Plain objects: the stream route adapts a connection to a FreshReader.
 */
import type { FreshFeed, FreshPush } from '@shared/api'
import type { DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { PERSONAL_FEED, candidateFeeds, feedFilter, lists } from './feeds'

/** One open stream: who reads (verified, or a visitor) and which feeds. */
export interface FreshReader {
  readonly viewer: Viewer | undefined
  readonly feeds: readonly FreshFeed[]
  push(event: FreshPush): void
  close(): void
}

export class FreshHub {
  private readonly byFeed = new Map<FreshFeed, Set<FreshReader>>()
  private readonly readers = new Set<FreshReader>()

  get size(): number {
    return this.readers.size
  }

  /** Starts pushing to the reader; answers the function that stops it. */
  join(reader: FreshReader): () => void {
    this.readers.add(reader)
    for (const feed of reader.feeds) {
      const set = this.byFeed.get(feed) ?? new Set<FreshReader>()
      set.add(reader)
      this.byFeed.set(feed, set)
    }
    return () => this.leave(reader)
  }

  private leave(reader: FreshReader): void {
    if (!this.readers.delete(reader)) return
    for (const feed of reader.feeds) {
      const set = this.byFeed.get(feed)
      set?.delete(reader)
      if (set?.size === 0) this.byFeed.delete(feed)
    }
  }

  /**
   * Who gets what of a just-written item: each reader watching a feed that lists it, for that reader, once with all
   * such feeds. Nothing for an item off the shelf. Worked out now, while the item is as written.
   */
  recipients(db: DB, articleId: number): Map<FreshReader, FreshFeed[]> {
    const out = new Map<FreshReader, FreshFeed[]>()
    if (this.readers.size === 0) return out
    const add = (reader: FreshReader, feed: FreshFeed) => out.set(reader, [...(out.get(reader) ?? []), feed])
    for (const feed of candidateFeeds(db, articleId)) {
      const watching = this.byFeed.get(feed)
      if (!watching) continue
      if (feed === PERSONAL_FEED) {
        // 关注 lists what the reader follows: asked for each reader, never decided for all at once.
        for (const reader of watching) {
          const filter = feedFilter(feed, reader.viewer)
          if (filter && lists(db, filter, articleId)) add(reader, feed)
        }
        continue
      }
      const filter = feedFilter(feed, undefined)
      if (filter && lists(db, filter, articleId)) for (const reader of watching) add(reader, feed)
    }
    return out
  }

  /**
   * Pushes a just-written item to its recipients. Who they are is decided at once; the writes to the connections
   * go out on the next turn of the event loop, so the writer's own answer does not wait for them.
   */
  announce(db: DB, articleId: number): void {
    const recipients = this.recipients(db, articleId)
    if (recipients.size === 0) return
    const event = (feeds: FreshFeed[]): FreshPush => ({ articleId: String(articleId), feeds })
    setImmediate(() => {
      for (const [reader, feeds] of recipients) if (this.readers.has(reader)) reader.push(event(feeds))
    })
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const reader of [...this.readers]) {
      this.leave(reader)
      reader.close()
    }
  }
}

const hubs = new WeakMap<DB, FreshHub>()

/** The readers of one database's feeds: writers announce there, the stream route joins readers there. */
export function freshHub(db: DB): FreshHub {
  let hub = hubs.get(db)
  if (!hub) {
    hub = new FreshHub()
    hubs.set(db, hub)
  }
  return hub
}
