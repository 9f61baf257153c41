import fs from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'

export const MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations')

interface MigrationFile {
  version: number
  name: string
  file: string
}

/** Migration files are named NNN_description.sql; the number is the version and the order. */
export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(dir)
    .map((name) => /^(\d+)_([\w-]+)\.sql$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: Number(m[1]), name: m[2], file: path.join(dir, m[0]) }))
    .sort((a, b) => a.version - b.version)
}

/**
 * Applies every migration newer than the recorded version, each in its own transaction,
 * so a failing file leaves the database at the last good version.
 */
export function migrate(db: Database.Database, dir = MIGRATIONS_DIR): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`)
  const done = new Set(
    db
      .prepare('SELECT version FROM migrations')
      .all()
      .map((r) => (r as { version: number }).version),
  )
  const record = db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)')
  const applied: number[] = []
  for (const m of listMigrations(dir)) {
    if (done.has(m.version)) continue
    const sql = fs.readFileSync(m.file, 'utf8')
    db.transaction(() => {
      db.exec(sql)
      record.run(m.version, m.name, Date.now())
    })()
    applied.push(m.version)
  }
  return applied
}
