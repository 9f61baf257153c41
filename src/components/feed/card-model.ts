/**
 * What a feed card shows, worked out from the item without Taro: the kind, texts ready to render,
 * at most three images. Kept pure so every kind is testable without rendering.
 */
import type { Dynamic, LiveStatus } from '@shared/api'
import { PUB_TYPE, decodeNonBmp, formatVideoTime, isTruthyFlag, liveStartText, timeAgo, type ReadonlyDeep } from '@/lib'
import { FEED_TEXTS } from './texts'

export type CardKind = 'article' | 'post' | 'stockComment' | 'news' | 'live' | 'shortVideo' | 'link' | 'outside'

export const MAX_CARD_IMAGES = 3

/** The card kind by pubType; news is a flag that wins over the type (docs/product.md §3.6 isNews). */
export function cardKind(item: Pick<Dynamic, 'pubType' | 'isNews'>): CardKind {
  if (isTruthyFlag(item.isNews)) return 'news'
  switch (Number(item.pubType)) {
    case PUB_TYPE.article:
      return 'article'
    case PUB_TYPE.post:
      return 'post'
    case PUB_TYPE.stockComment:
      return 'stockComment'
    case PUB_TYPE.news:
      return 'news'
    case PUB_TYPE.live:
      return 'live'
    case PUB_TYPE.shortVideo:
      return 'shortVideo'
    case PUB_TYPE.share:
      return 'link'
    default:
      return 'outside'
  }
}

/** The small label a card carries beside the time; posts and articles carry none. */
export const KIND_LABELS: Readonly<Record<CardKind, string>> = {
  article: '',
  post: '',
  stockComment: FEED_TEXTS.kindStockComment,
  news: FEED_TEXTS.kindNews,
  live: FEED_TEXTS.kindLive,
  shortVideo: FEED_TEXTS.kindShortVideo,
  link: FEED_TEXTS.kindLink,
  outside: '',
}

const LIVE_STATUS_LABELS: Readonly<Record<LiveStatus, string>> = {
  live: FEED_TEXTS.liveOn,
  upcoming: FEED_TEXTS.liveUpcoming,
  ended: FEED_TEXTS.liveEnded,
}

/**
 * Server text for display. Cards render text as text nodes, never as markup, so angle brackets
 * are already inert there (escapeAngleBrackets is for rich text); what the card must undo is the
 * numeric-entity encoding of emoji the backend stores (docs/product.md §5.2).
 */
export function displayText(text: string | null | undefined): string {
  return typeof text === 'string' ? decodeNonBmp(text).trim() : ''
}

export interface CardModel {
  kind: CardKind
  kindLabel: string
  title: string
  /** Not repeated when it only repeats the title. */
  summary: string
  images: string[]
  /** Short videos: '1:05'; lives: their status; '' otherwise. */
  badge: string
  /** Lives from the live list have nothing to like. */
  likeable: boolean
}

export function cardModel(item: ReadonlyDeep<Dynamic>): CardModel {
  const kind = cardKind(item)
  const title = displayText(item.title)
  const summaryText = displayText(item.summary)
  const images = Array.isArray(item.images) ? item.images.filter((src) => typeof src === 'string' && src !== '') : []
  let badge = ''
  if (kind === 'shortVideo' && typeof item.duration === 'number') badge = formatVideoTime(item.duration)
  if (kind === 'live' && item.liveStatus) badge = LIVE_STATUS_LABELS[item.liveStatus]
  return {
    kind,
    kindLabel: KIND_LABELS[kind],
    title,
    summary: summaryText === title ? '' : summaryText,
    images: images.slice(0, MAX_CARD_IMAGES),
    badge,
    likeable: typeof item.forId === 'string' && item.forId !== '',
  }
}

/**
 * The time a card names: how long ago it was written, or, for a live still to come, when it starts (明天 09:00
 * 开播): a start in the future is never 刚刚 (docs/product.md §4.11).
 */
export function cardTime(item: ReadonlyDeep<Dynamic>, now: Date = new Date()): string {
  if (cardKind(item) === 'live' && item.liveStatus === 'upcoming') return liveStartText(item.createdDate, now)
  return timeAgo(item.createdDate, now)
}
