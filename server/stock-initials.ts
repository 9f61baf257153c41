/**
 * The initials of a stock name's pinyin, as people type them in a broker's search box (gzmt for
 * 贵州茅台, payh for 平安银行). pinyin-pro reads words in context, so 银行 gives yh, not yx.
 */
import { pinyin } from 'pinyin-pro'
import { prep, type DB } from './db'

export function stockInitials(name: string): string {
  return pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .replace(/[^0-9a-z]/gi, '')
    .toLowerCase()
}

/** Gives every stock without initials its own: after the seed, and for a database seeded before they existed. */
export function fillStockInitials(db: DB): number {
  const rows = prep(db, "SELECT code, name FROM stocks WHERE initials = ''").all() as { code: string; name: string }[]
  const update = prep(db, 'UPDATE stocks SET initials = ? WHERE code = ?')
  db.transaction(() => {
    for (const row of rows) update.run(stockInitials(row.name), row.code)
  })()
  return rows.length
}
