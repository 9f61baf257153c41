/** Storing a new dynamic (article or post) with the stocks and topics it names, each checked to exist. */
import { prep, type DB } from '../../db'
import { notFound } from '../../http/envelope'

export interface StockName {
  code: string
  name: string
}

export interface TopicName {
  topicId: string
  title: string
}

/** The stocks named, each once and upper-cased; 404 naming the first that does not exist. */
export function resolveStocks(db: DB, codes: readonly string[]): StockName[] {
  return [...new Set(codes.map((c) => c.toUpperCase()))].map((code) => {
    const row = prep(db, 'SELECT code, name FROM stocks WHERE code = ?').get(code) as StockName | undefined
    if (!row) throw notFound(`股票不存在：${code}`)
    return row
  })
}

/** The topics named, each once; 404 naming the first that does not exist. */
export function resolveTopics(db: DB, ids: readonly string[]): TopicName[] {
  return [...new Set(ids)].map((topicId) => {
    const row = prep(db, 'SELECT id, name FROM topics WHERE id = ?').get(Number(topicId)) as
      { id: number; name: string } | undefined
    if (!row) throw notFound(`话题不存在：${topicId}`)
    return { topicId: String(row.id), title: row.name }
  })
}

export interface NewDynamic {
  pubType: number
  source: string
  accountId: string
  title: string
  summary: string
  body: string
  isHtml: number
  cover: string
  images: string[]
  stocks: StockName[]
  topics: TopicName[]
  circleId: number | null
}

/** Text is stored exactly as sent; escaping is the client's job when it shows plain text. */
export function insertDynamic(db: DB, d: NewDynamic, now: number): number {
  return db.transaction(() => {
    const newId = Number(
      prep(
        db,
        `INSERT INTO dynamics (pub_type, source, account_id, title, summary, body, is_html, cover, images, stocks, topics, circle_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        d.pubType,
        d.source,
        d.accountId,
        d.title,
        d.summary,
        d.body,
        d.isHtml,
        d.cover,
        JSON.stringify(d.images),
        JSON.stringify(d.stocks),
        JSON.stringify(d.topics),
        d.circleId,
        now,
      ).lastInsertRowid,
    )
    for (const s of d.stocks) prep(db, 'INSERT INTO dynamic_stocks (code, dynamic_id) VALUES (?, ?)').run(s.code, newId)
    for (const t of d.topics)
      prep(db, 'INSERT INTO dynamic_topics (topic_id, dynamic_id) VALUES (?, ?)').run(Number(t.topicId), newId)
    return newId
  })()
}
