/** Accounts, dynamics and comments written straight into a seeded database, for the content and publishing tests. */
import type { DB } from '../../../server/db'
import { SEED_NOW } from './seeded'

let made = 0
/** A name no seeded row and no other fixture uses. */
export const fresh = (prefix: string) => `${prefix}-${++made}`

/** kind: 0 ordinary, 1 verified blogger, 2 organisation. */
export function addAccount(db: DB, kind = 0): string {
  const id = fresh('fx-account')
  db.prepare(
    `INSERT INTO accounts (id, user_code, token, cid, kind, nickname, avatar, created_at)
     VALUES (?, ?, ?, ?, ?, ?, '', 0)`,
  ).run(id, `uc-${id}`, `tok-${id}`, `cid-${id}`, kind, `名字${id}`)
  return id
}

export interface DynamicFields {
  pubType?: number
  source?: string
  status?: number
  isNews?: number
  isTop?: number
  views?: number
  body?: string
  isHtml?: number
  linkUrl?: string | null
  at?: number
}

export function addDynamic(db: DB, accountId: string, fields: DynamicFields = {}): number {
  const f = { pubType: 5, source: 'post', status: 1, isNews: 0, isTop: 0, views: 0, body: '正文', isHtml: 0, ...fields }
  return Number(
    db
      .prepare(
        `INSERT INTO dynamics (pub_type, source, account_id, title, summary, body, is_html, status, is_news, is_top,
           view_count, link_url, created_at)
         VALUES (?, ?, ?, '标题', '摘要', ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        f.pubType,
        f.source,
        accountId,
        f.body,
        f.isHtml,
        f.status,
        f.isNews,
        f.isTop,
        f.views,
        f.linkUrl ?? null,
        f.at ?? SEED_NOW,
      ).lastInsertRowid,
  )
}

export function addComment(
  db: DB,
  dynamicId: number,
  accountId: string,
  at: number,
  parentId: number | null = null,
  status = 1,
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO comments (dynamic_id, account_id, parent_id, content, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(dynamicId, accountId, parentId, `评论${at}`, status, at).lastInsertRowid,
  )
}

export function addStock(db: DB, code: string, name: string): void {
  db.prepare(
    "INSERT INTO stocks (code, market, name, price_milli, pre_close_milli, up_rose) VALUES (?, 'SZ', ?, 1000, 1000, 0)",
  ).run(code, name)
}
