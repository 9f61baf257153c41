/**
 * Deletes and re-creates the reference server's database with the deterministic seed.
 * `npx tsx scripts/db-reset.ts` (DATA_DIR as for the server, default data/). Stop the server first.
 */
import fs from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../server/db'
import { seedDatabase } from '../server/seed'

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data')
const dbPath = path.join(dataDir, 'community.db')
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true })
const db = openDatabase(dbPath)
const result = seedDatabase(db)
db.close()
console.log(`已重建数据库 ${dbPath}，用时 ${result.ms} ms`)
console.table(result.counts)
