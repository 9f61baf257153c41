/** Searching content by column and users by name. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ContentSource, Page, StockSearchItem } from '@shared/api'
import { prep } from '../db'
import { hotSearchWords, noteSearch } from '../search-log'
import { viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { viewerKey } from '../http/limits'
import { define, likePattern, offsetOf, page, pageObj, str, type RouteContext } from './define'
import { feedPage } from '../domain/content'
import { ACCOUNT_SELECT, toAccounts, type AccountRow } from '../domain/content'

const SOURCES: readonly ContentSource[] = ['post', 'article', 'stock', 'news', 'topic', 'course_new', 'live_new']

/** How many hot searches the search page offers. */
export const HOT_SEARCH_COUNT = 10

/**
 * A first page that found something counts towards hot searches; the searcher is the verified account
 * (token and userCode matching), else the address, so one person repeating a word counts once a day and an
 * accountId without its token counts as its address (search-log.ts caps what one address adds).
 */
export function countSearch<T>(
  ctx: RouteContext,
  request: FastifyRequest,
  input: { keyword?: string; pageNum: number; accountId?: string },
  result: Page<T>,
): Page<T> {
  if (input.pageNum === 1 && result.total > 0 && input.keyword) {
    noteSearch(ctx.db, input.keyword, { searcher: viewerKey(ctx.db, request), address: request.ip })
  }
  return result
}

export function registerSearchRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(
    app,
    ctx,
    'search.queryColumn',
    pageObj({ keyword: str(50), source: { type: 'string', enum: [...SOURCES] } }, ['keyword']),
    (input, request) => {
      const pattern = likePattern(input.keyword.trim())
      const clauses = [
        `(d.title LIKE ? ESCAPE '\\' OR d.body LIKE ? ESCAPE '\\' OR d.account_id IN (SELECT id FROM accounts WHERE nickname LIKE ? ESCAPE '\\'))`,
      ]
      const params: unknown[] = [pattern, pattern, pattern]
      switch (input.source) {
        case undefined:
          break
        case 'post':
        case 'article':
        case 'stock':
        case 'news':
          clauses.push('d.source = ?', 'd.pub_type NOT IN (3, 6)')
          params.push(input.source)
          break
        case 'live_new':
          clauses.push('d.pub_type = 3')
          break
        case 'topic':
          clauses.push('d.id IN (SELECT dynamic_id FROM dynamic_topics)')
          break
        case 'course_new':
          // No course content exists in this community; the answer is an honest empty page.
          clauses.push('0')
          break
      }
      const found = feedPage(db, input, { where: clauses.join(' AND '), params }, viewerOf(db, request, input))
      return ok(countSearch(ctx, request, input, found))
    },
  )

  define(app, ctx, 'search.queryUserList', pageObj({ keyword: str(50) }, ['keyword']), (input, request) => {
    const pattern = likePattern(input.keyword.trim())
    // Verified accounts first: a search for a name usually means the well-known one.
    const rows = prep(
      db,
      `${ACCOUNT_SELECT} WHERE a.nickname LIKE ? ESCAPE '\\' ORDER BY a.kind DESC, followers DESC, a.id LIMIT ? OFFSET ?`,
    ).all(pattern, input.pageSize, offsetOf(input.pageNum, input.pageSize)) as AccountRow[]
    const total = (
      prep(db, "SELECT COUNT(*) AS n FROM accounts WHERE nickname LIKE ? ESCAPE '\\'").get(pattern) as { n: number }
    ).n
    return ok(
      countSearch(
        ctx,
        request,
        input,
        page(toAccounts(db, rows, viewerOf(db, request, input)), total, input.pageNum, input.pageSize),
      ),
    )
  })

  define(app, ctx, 'search.queryStock', pageObj({ keyword: str(20) }, ['keyword']), (input, request) => {
    const word = input.keyword.trim()
    // Codes are stored with their market (SH600519); people type 600519, sh600519 or gzmt.
    const lower = word.toLowerCase()
    const contains = likePattern(word)
    const initialsPrefix = likePattern(lower).slice(1)
    const where = `(lower(code) LIKE ? ESCAPE '\\' OR name LIKE ? ESCAPE '\\' OR initials LIKE ? ESCAPE '\\')`
    const params = [likePattern(lower), contains, initialsPrefix]
    const rows = prep(
      db,
      `SELECT code, name, market, initials FROM stocks WHERE ${where}
       ORDER BY (lower(code) = ? OR substr(lower(code), 3) = ? OR initials = ? OR name = ?) DESC, hot DESC, code
       LIMIT ? OFFSET ?`,
    ).all(
      ...params,
      lower,
      lower,
      lower,
      word,
      input.pageSize,
      offsetOf(input.pageNum, input.pageSize),
    ) as StockSearchItem[]
    const total = (prep(db, `SELECT COUNT(*) AS n FROM stocks WHERE ${where}`).get(...params) as { n: number }).n
    return ok(countSearch(ctx, request, input, page(rows, total, input.pageNum, input.pageSize)))
  })

  define(app, ctx, 'search.hotWords', null, () =>
    ok(hotSearchWords(db, HOT_SEARCH_COUNT).map(({ word }) => ({ word }))),
  )
}
