/**
 * Lives come from the live list in their own shape; the feed shows them as live cards. There is
 * nothing to like on them (no like target), and opening follows the live rule (room or link).
 */
import type { Dynamic, Live } from '@shared/api'
import { PUB_TYPE } from '@shared/api'

export function liveToDynamic(live: Live): Dynamic {
  return {
    pubType: PUB_TYPE.live,
    pubId: `live-${live.webinarId}`,
    articleId: '',
    orgArtId: null,
    title: live.title,
    shareUrl: null,
    supplier: live.supplier,
    webinarId: live.webinarId,
    subject: live.title,
    openType: live.openType,
    isRobotWrite: 0,
    outLinkUrlIos: null,
    outLinkUrlAndroid: null,
    accountId: live.accountId,
    // An ads-style (supplier 5) live opens its own address (docs/product.md §4.6).
    h5Url: live.linkUrl,
    nativeUrl: null,
    followed: false,
    createdDate: live.startTime,
    isNews: 0,
    praise: 0,
    forId: '',
    author: live.author,
    summary: '',
    images: live.cover ? [live.cover] : [],
    stocks: [],
    topics: [],
    circle: null,
    praiseCount: 0,
    commentCount: 0,
    praised: false,
    offShelf: false,
    duration: null,
    liveStatus: live.status,
  }
}
