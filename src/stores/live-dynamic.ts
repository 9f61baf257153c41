/**
 * Lives come from the live list in their own shape; the feed shows them as live cards. There is
 * nothing to like on them (no like target), and opening follows the live rule (room or link).
 */
import type { Dynamic, Live, LiveStatus, Page } from '@shared/api'
import { PUB_TYPE } from '@shared/api'
import { LIVE_STATUS_ORDER, blankDynamic, orderLives, type ReadonlyDeep } from '@/lib'

export function liveToDynamic(live: ReadonlyDeep<Live>): Dynamic {
  return {
    ...blankDynamic(),
    pubType: PUB_TYPE.live,
    pubId: `live-${live.webinarId}`,
    title: live.title,
    supplier: live.supplier,
    webinarId: live.webinarId,
    subject: live.title,
    openType: live.openType,
    accountId: live.accountId,
    // An ads-style (supplier 5) live opens its own address (docs/product.md §4.6).
    h5Url: live.linkUrl,
    createdDate: live.startTime,
    author: live.author,
    images: live.cover ? [live.cover] : [],
    liveStatus: live.status,
  }
}

/** One status's page of lives, as the viewer (the live list endpoint filtered by status). */
export type LivePageOf = (
  status: LiveStatus,
  pageNum: number,
  pageSize: number,
  accountId: string | undefined,
) => Promise<Page<Live>>

/** Where a page of the mixed list starts: which status (LIVE_STATUS_ORDER) and which page of it. */
interface LiveCursor {
  status: number
  page: number
}

/**
 * The community home's 直播 tab (docs/product.md §4.11): lives on air, then previews, then replays, each status
 * read to its end before the next, so the order holds however many pages a status has. A page is filled from the
 * next status while it is short of a page; where each page starts is kept by its number, so a retried or repeated
 * page reads the same lives again.
 */
export function livesInTabOrder(
  pageOf: LivePageOf,
): (
  pageNum: number,
  pageSize: number,
  accountId: string | undefined,
) => Promise<{ items: Dynamic[]; hasMore: boolean }> {
  const starts = new Map<number, LiveCursor>([[1, { status: 0, page: 1 }]])
  return async (pageNum, pageSize, accountId) => {
    let cursor = starts.get(pageNum)
    if (!cursor) return { items: [], hasMore: false }
    const items: Dynamic[] = []
    while (cursor.status < LIVE_STATUS_ORDER.length && items.length < pageSize) {
      const page = await pageOf(LIVE_STATUS_ORDER[cursor.status], cursor.page, pageSize, accountId)
      items.push(...orderLives(page.list).map(liveToDynamic))
      cursor = page.hasMore ? { ...cursor, page: cursor.page + 1 } : { status: cursor.status + 1, page: 1 }
    }
    starts.set(pageNum + 1, cursor)
    return { items, hasMore: cursor.status < LIVE_STATUS_ORDER.length }
  }
}
