/** The feeds of content's own endpoints: by tab, by stock, by account, and the posts list with its filters. */
import type { Dynamic, DynamicTab, Page } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { notFound } from '../../http/envelope'
import { page } from '../format'
import { requireAccountExists } from './accounts'
import { feedPage, type FeedFilter, type FeedPaging } from './feed'

const TAB_FILTERS: Record<Exclude<DynamicTab, 'follow'>, FeedFilter> = {
  recommend: { where: '', params: [] },
  latest: { where: 'd.pub_type IN (2, 5, 7)', params: [] },
  news: { where: 'd.is_news = 1', params: [] },
}

/**
 * Which dynamics a home tab lists: 'follow' is whom the viewer follows, so with no viewer it lists nothing (null).
 * The one definition of each tab, for its page and for what is new in it (server/domain/freshness).
 */
export function tabFilter(tab: DynamicTab, viewer: Viewer | undefined): FeedFilter | null {
  if (tab !== 'follow') return TAB_FILTERS[tab] ?? TAB_FILTERS.recommend
  if (!viewer) return null
  return { where: 'd.account_id IN (SELECT to_account_id FROM follows WHERE account_id = ?)', params: [viewer] }
}

/** The community feed by tab; a visitor's (or another's) view of 'follow' is empty. */
export function tabFeed(db: DB, tab: DynamicTab, paging: FeedPaging, viewer: Viewer | undefined): Page<Dynamic> {
  const filter = tabFilter(tab, viewer)
  if (!filter) return page<Dynamic>([], 0, paging.pageNum, paging.pageSize)
  return feedPage(db, paging, filter, viewer)
}

/** What names a stock (its code in any case): its comment board. */
export function stockFilter(stockCode: string): FeedFilter {
  return { where: 'd.id IN (SELECT dynamic_id FROM dynamic_stocks WHERE code = ?)', params: [stockCode.toUpperCase()] }
}

/** What names a stock (any case); 404 for a stock there is none of. */
export function stockFeed(db: DB, stockCode: string, paging: FeedPaging, viewer: Viewer | undefined): Page<Dynamic> {
  if (!prep(db, 'SELECT 1 FROM stocks WHERE code = ?').get(stockCode.toUpperCase())) throw notFound('股票不存在')
  return feedPage(db, paging, stockFilter(stockCode), viewer)
}

/** Everything one account published; 404 for an account there is none of. */
export function accountFeed(db: DB, accountId: string, paging: FeedPaging, viewer: Viewer | undefined): Page<Dynamic> {
  requireAccountExists(db, accountId)
  return feedPage(db, paging, { where: 'd.account_id = ?', params: [accountId] }, viewer)
}

/** Which posts the posts list narrows to; every filter given applies. */
export interface PostFilters {
  toAccountId?: string
  stockCode?: string
  topicId?: string
  circleId?: string
}

/** Posts and stock comments (pub types 5 and 7), narrowed by author, stock, topic and circle. */
export function postFeed(db: DB, filters: PostFilters, paging: FeedPaging, viewer: Viewer | undefined): Page<Dynamic> {
  const clauses = ['d.pub_type IN (5, 7)']
  const params: unknown[] = []
  const narrow = (clause: string, value: unknown) => {
    clauses.push(clause)
    params.push(value)
  }
  if (filters.toAccountId) narrow('d.account_id = ?', filters.toAccountId)
  if (filters.stockCode)
    narrow('d.id IN (SELECT dynamic_id FROM dynamic_stocks WHERE code = ?)', filters.stockCode.toUpperCase())
  if (filters.topicId)
    narrow('d.id IN (SELECT dynamic_id FROM dynamic_topics WHERE topic_id = ?)', Number(filters.topicId))
  if (filters.circleId) narrow('d.circle_id = ?', Number(filters.circleId))
  return feedPage(db, paging, { where: clauses.join(' AND '), params }, viewer)
}
