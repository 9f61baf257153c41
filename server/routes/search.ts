/** Searching content by column and users by name. */
import type { FastifyInstance } from 'fastify'
import type { ContentSource } from '@shared/api'
import { prep } from '../db'
import { ok } from '../http/envelope'
import { define, likePattern, offsetOf, page, pageObj, str, type RouteContext } from './define'
import { feedPage } from './feed'
import { ACCOUNT_SELECT, toAccounts, type AccountRow } from './views'

export const LIMITS = { comment: 140, post: 2000, title: 100, html: 50_000, images: 9, stocks: 10, topics: 5 } as const

const SOURCES: readonly ContentSource[] = ['post', 'article', 'stock', 'news', 'topic', 'course_new', 'live_new']

export function registerSearchRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(
    app,
    ctx,
    'search.queryColumn',
    pageObj({ keyword: str(50), source: { type: 'string', enum: [...SOURCES] } }, ['keyword']),
    (input) => {
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
      return ok(feedPage(db, input, { where: clauses.join(' AND '), params }))
    },
  )

  define(app, ctx, 'search.queryUserList', pageObj({ keyword: str(50) }, ['keyword']), (input) => {
    const pattern = likePattern(input.keyword.trim())
    // Verified accounts first: a search for a name usually means the well-known one.
    const rows = prep(
      db,
      `${ACCOUNT_SELECT} WHERE a.nickname LIKE ? ESCAPE '\\' ORDER BY a.kind DESC, followers DESC, a.id LIMIT ? OFFSET ?`,
    ).all(pattern, input.pageSize, offsetOf(input.pageNum, input.pageSize)) as AccountRow[]
    const total = (
      prep(db, "SELECT COUNT(*) AS n FROM accounts WHERE nickname LIKE ? ESCAPE '\\'").get(pattern) as { n: number }
    ).n
    return ok(page(toAccounts(db, rows, input.accountId), total, input.pageNum, input.pageSize))
  })
}
