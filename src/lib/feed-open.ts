import { PUB_TYPE } from '@shared/api'
import { TEXTS } from '@/config/constants'
import { isTruthyFlag, presentText, type LooseFlag } from './flags'
import { withQuery } from './query'

type LooseId = string | number | null | undefined

/**
 * The feed-item fields the open decision reads (docs/product.md §3.6), typed loosely on purpose: the API types
 * (types/api.ts) are stricter, and any of them must be assignable to this. Fields the decision
 * does not read are `unknown` so their exact type there never matters here.
 */
export interface FeedItemRef {
  pubType?: LooseId
  pubId?: unknown
  articleId?: LooseId
  orgArtId?: unknown
  title?: unknown
  shareUrl?: string | null
  supplier?: LooseId
  webinarId?: LooseId
  subject?: unknown
  openType?: unknown
  isRobotWrite?: LooseFlag
  outLinkUrlIos?: string | null
  outLinkUrlAndroid?: string | null
  accountId?: unknown
  h5Url?: string | null
  nativeUrl?: unknown
  followed?: unknown
  createdDate?: unknown
  /** News items are not opened in the mini-program (docs/product.md §6.3). */
  isNews?: LooseFlag
  praise?: unknown
  forId?: unknown
  /**
   * Taken down by the operators: the field `offShelf` (docs/product.md §3.6), truthy
   * (true, 1, '1') means the item is listed but can no longer be opened.
   */
  offShelf?: LooseFlag
}

/** getInfoByArticleId's data (docs/product.md §3.7 "Article info"). */
export interface ArticleInfoRef {
  source?: string | null
  title?: unknown
  orgArtId?: LooseId
  linkUrl?: string | null
}

export type Platform = 'ios' | 'android' | 'other'

export interface OpenEnv {
  platform: Platform
  miniProgram: boolean
}

/** What opening an item should do; the caller performs it. */
export type FeedOpenAction =
  /** A page of this product (path with query). */
  | { kind: 'page'; url: string }
  /** An outside address, opened in a web view or the host's browser. */
  | { kind: 'outLink'; url: string }
  /** A marketing-style link (supplier 5 lives), opened the way ad banners are. */
  | { kind: 'adsLink'; url: string }
  /** The host app's live room, through its deep link for this webinar. */
  | { kind: 'liveRoom'; webinarId: string }
  /** Types 7 and 8: call getInfoByArticleId, then decideAfterArticleInfo. */
  | { kind: 'lookupArticle'; articleId: string }
  | { kind: 'toast'; text: string }
  /** Not available in this environment. */
  | { kind: 'blocked'; text: string }

// The contract's one table of item kinds, for the importers of this module.
export { PUB_TYPE }

export const LIVE_SUPPLIER = {
  inApp: 3,
  ads: 5,
} as const

export const ARTICLE_DETAIL_PATH = '/community/articleDetail/index'
export const SHORT_VIDEO_PATH = '/community/shortVideo/index'

export type DetailSource = 'article' | 'post'

// Fresh objects each time: a caller that tweaks the action it got must not change the next one.
const takenDown = (): FeedOpenAction => ({ kind: 'toast', text: TEXTS.contentTakenDown })
const blocked = (): FeedOpenAction => ({ kind: 'blocked', text: TEXTS.viewInApp })

/** The article/post detail page address for an article id. */
export function articleDetailUrl(articleId: string, source: DetailSource): string {
  return withQuery(ARTICLE_DETAIL_PATH, { articleId, source })
}

/**
 * The outside link for this platform. On iOS and Android only that platform's link is used (the
 * other one may be an app-store or scheme address that does not work there); elsewhere the iOS
 * link is preferred, then the Android one.
 */
export function platformOutLink(item: FeedItemRef, platform: Platform): string | null {
  const ios = presentText(item.outLinkUrlIos)
  const android = presentText(item.outLinkUrlAndroid)
  if (platform === 'ios') return ios
  if (platform === 'android') return android
  return ios ?? android
}

function linkOrTakenDown(kind: 'outLink' | 'adsLink', url: string | null): FeedOpenAction {
  return url === null ? takenDown() : { kind, url }
}

function decideLive(item: FeedItemRef): FeedOpenAction {
  const supplier = Number(item.supplier)
  if (supplier === LIVE_SUPPLIER.inApp) {
    const webinarId = presentText(item.webinarId)
    return webinarId === null ? takenDown() : { kind: 'liveRoom', webinarId }
  }
  const link = presentText(item.shareUrl) ?? presentText(item.h5Url)
  // Suppliers other than 3 and 5 are not described; their share link is the only way in.
  return linkOrTakenDown(supplier === LIVE_SUPPLIER.ads ? 'adsLink' : 'outLink', link)
}

/**
 * What tapping a feed item does, by pubType (docs/product.md §4.6). Checked in order: taken down (toast),
 * blocked in the mini-program (live, short video, news), then the pubType rule. A rule whose
 * target id or link is missing shows the taken-down toast, since nothing can be opened.
 */
export function decideOpenFeedItem(item: FeedItemRef, env: OpenEnv): FeedOpenAction {
  if (isTruthyFlag(item.offShelf)) return takenDown()
  const pubType = Number(item.pubType)
  const blockedHere =
    env.miniProgram && (pubType === PUB_TYPE.live || pubType === PUB_TYPE.shortVideo || isTruthyFlag(item.isNews))
  if (blockedHere) return blocked()

  const articleId = presentText(item.articleId)
  switch (pubType) {
    case PUB_TYPE.article:
    case PUB_TYPE.post:
      if (isTruthyFlag(item.isRobotWrite)) return linkOrTakenDown('outLink', platformOutLink(item, env.platform))
      if (articleId === null) return takenDown()
      return { kind: 'page', url: articleDetailUrl(articleId, pubType === PUB_TYPE.post ? 'post' : 'article') }
    case PUB_TYPE.live:
      return decideLive(item)
    case PUB_TYPE.share:
      return linkOrTakenDown('outLink', presentText(item.shareUrl))
    case PUB_TYPE.shortVideo:
      return articleId === null ? takenDown() : { kind: 'page', url: withQuery(SHORT_VIDEO_PATH, { articleId }) }
    case PUB_TYPE.stockComment:
    case PUB_TYPE.news:
      return articleId === null ? takenDown() : { kind: 'lookupArticle', articleId }
    default:
      return linkOrTakenDown('outLink', platformOutLink(item, env.platform))
  }
}

/**
 * The second step for pubType 7 and 8, from getInfoByArticleId's data: articles and posts open
 * their detail page (by orgArtId), news and stock items their linkUrl. News is blocked in the
 * mini-program. No info, an unknown source or a missing target is the taken-down toast.
 */
export function decideAfterArticleInfo(info: ArticleInfoRef | null | undefined, env: OpenEnv): FeedOpenAction {
  if (!info) return takenDown()
  switch (info.source) {
    case 'article':
    case 'post': {
      const id = presentText(info.orgArtId)
      return id === null ? takenDown() : { kind: 'page', url: articleDetailUrl(id, info.source) }
    }
    case 'news':
      if (env.miniProgram) return blocked()
      return linkOrTakenDown('outLink', presentText(info.linkUrl))
    case 'stock':
      return linkOrTakenDown('outLink', presentText(info.linkUrl))
    default:
      return takenDown()
  }
}
