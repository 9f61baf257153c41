import Database from 'better-sqlite3'
import fs from 'node:fs'
import path from 'node:path'
import { migrate } from './migrate'

export type DB = Database.Database

/**
 * Opens (creating if needed) the database file with the pragmas the server relies on:
 * WAL so readers never wait for the single writer, and foreign keys so a bad id cannot
 * slip into a join table.
 */
export function openDatabase(dbPath: string): DB {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true })
  const db = new Database(dbPath)
  db.pragma('journal_mode = WAL')
  // NORMAL is durable across process crashes in WAL mode; only an OS crash can lose the last commit.
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}

const statementCache = new WeakMap<DB, Map<string, Database.Statement>>()

/** Prepared once per database and SQL text: the route SQL is a fixed set, and preparing is the costly step. */
export function prep(db: DB, sql: string): Database.Statement {
  let cache = statementCache.get(db)
  if (!cache) {
    cache = new Map()
    statementCache.set(db, cache)
  }
  let statement = cache.get(sql)
  if (!statement) {
    statement = db.prepare(sql)
    cache.set(sql, statement)
  }
  return statement
}
