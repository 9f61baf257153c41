/**
 * Lives come from the live list in their own shape; the feed shows them as live cards. There is
 * nothing to like on them (no like target), and opening follows the live rule (room or link).
 */
import type { Dynamic, Live } from '@shared/api'
import { PUB_TYPE } from '@shared/api'
import { blankDynamic, type ReadonlyDeep } from '@/lib'

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
