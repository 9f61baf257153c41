/**
 * Repeats of a send (docs/product.md §4.14): a post, an article or a comment sent with the client's requestId
 * keeps it with the item (migration 011, unique per account), and a later request of the same account with the
 * same key is answered with that item instead of storing another (issue 29: identical parallel publishes were
 * all stored). Requests are handled one at a time on the one SQLite connection, and the key is written in the
 * item's transaction, so of two racing requests the second always finds the first's item.
 */
import { prep, type DB } from '../../db'

export type KeyedTable = 'dynamics' | 'comments'

const SELECT: Record<KeyedTable, string> = {
  dynamics: 'SELECT id FROM dynamics WHERE account_id = ? AND request_id = ?',
  comments: 'SELECT id FROM comments WHERE account_id = ? AND request_id = ?',
}
const MARK: Record<KeyedTable, string> = {
  dynamics: 'UPDATE dynamics SET request_id = ? WHERE id = ?',
  comments: 'UPDATE comments SET request_id = ? WHERE id = ?',
}

/** The id of the item this account's earlier request with the key made, if any. */
export function earlierItem(db: DB, table: KeyedTable, accountId: string, requestId?: string): number | null {
  if (!requestId) return null
  const row = prep(db, SELECT[table]).get(accountId, requestId) as { id: number } | undefined
  return row ? row.id : null
}

/** Keeps the key with the item just made; call inside the transaction that made it. */
export function keepRequestId(db: DB, table: KeyedTable, itemId: number, requestId?: string): void {
  if (requestId) prep(db, MARK[table]).run(requestId, itemId)
}

/** Makes the item and keeps the key with it, in one transaction. */
export function withRequestId(db: DB, table: KeyedTable, requestId: string | undefined, make: () => number): number {
  return db.transaction(() => {
    const itemId = make()
    keepRequestId(db, table, itemId, requestId)
    return itemId
  })()
}
