/**
 * What each watchable feed lists (docs/product.md §4.20), taken from the feeds' own definitions, so "new in 最新" is
 * exactly what 最新 would list: a home tab (server/domain/content), a topic's newest (topics), a circle's newest
 * (circles), a stock's board (content).
 */
import { isFreshFeed, type FreshFeed } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { circleFilter } from '../circles'
import { stockFilter, tabFilter, type FeedFilter } from '../content'
import { IN_TOPIC } from '../topics'

/** On the shelf: a taken-down or deleted item is never announced as new, nor counted. */
export const ON_SHELF = 'd.status = 1'

/** The feed whose items differ per reader: it is checked for each reader, the others once per item. */
export const PERSONAL_FEED: FreshFeed = 'tab:follow'

/** The feed's filter as its page lists it, for `viewer`; null when it lists nothing for them (关注 of a visitor). */
export function feedFilter(feed: FreshFeed, viewer: Viewer | undefined): FeedFilter | null {
  const colon = feed.indexOf(':')
  const kind = feed.slice(0, colon)
  const key = feed.slice(colon + 1)
  switch (kind) {
    case 'tab':
      return tabFilter(key as 'recommend' | 'follow' | 'latest', viewer)
    case 'topic':
      return { where: IN_TOPIC, params: [Number(key)] }
    case 'circle':
      return circleFilter(Number(key), 'new')
    case 'stock':
      return stockFilter(key)
    default:
      return null
  }
}

/** A WHERE clause of the filter's condition and the others given, over `d` (dynamics). */
export function whereOf(filter: FeedFilter, ...more: string[]): string {
  return [filter.where, ...more].filter((part) => part !== '').join(' AND ')
}

/** Whether the item, on the shelf, is one the filter lists. */
export function lists(db: DB, filter: FeedFilter, articleId: number): boolean {
  const sql = `SELECT 1 FROM dynamics d WHERE ${whereOf(filter, ON_SHELF, 'd.id = ?')}`
  return prep(db, sql).get(...filter.params, articleId) !== undefined
}

/**
 * The feeds a new item could be in, before each is checked against its filter: the home tabs and the topics,
 * circle and stocks it was filed under.
 */
export function candidateFeeds(db: DB, articleId: number): FreshFeed[] {
  const row = prep(db, `SELECT circle_id AS circleId FROM dynamics d WHERE d.id = ? AND ${ON_SHELF}`).get(articleId) as
    { circleId: number | null } | undefined
  if (!row) return []
  const topics = prep(db, 'SELECT topic_id AS id FROM dynamic_topics WHERE dynamic_id = ?').all(articleId) as {
    id: number
  }[]
  const stocks = prep(db, 'SELECT code FROM dynamic_stocks WHERE dynamic_id = ?').all(articleId) as { code: string }[]
  return [
    'tab:recommend',
    'tab:latest',
    PERSONAL_FEED,
    ...topics.map((t): FreshFeed => `topic:${t.id}`),
    ...(row.circleId === null ? [] : [`circle:${row.circleId}` as const]),
    ...stocks.map((s): FreshFeed => `stock:${s.code}`),
  ]
}

/** The feeds of a stream's address, each once (the request schema has checked their form). */
export function feedList(text: string): FreshFeed[] {
  return [...new Set(text.split(','))].filter(isFreshFeed)
}
