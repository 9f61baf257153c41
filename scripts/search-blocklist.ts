/**
 * Operations' block list for hot searches (docs/product.md §4.12): a searched word holding a blocked word is
 * neither counted nor shown. Works on the reference server's database, also while the server runs.
 *
 *   npx tsx scripts/search-blocklist.ts list
 *   npx tsx scripts/search-blocklist.ts add 加微信 [更多词 …]
 *   npx tsx scripts/search-blocklist.ts remove 加微信
 *
 * DATA_DIR as for the server (default data/).
 */
import path from 'node:path'
import { openDatabase } from '../server/db'
import { blockSearchWord, blockedSearchWords, unblockSearchWord } from '../server/domain/search'

const [command = 'list', ...words] = process.argv.slice(2)
const db = openDatabase(path.join(path.resolve(process.env.DATA_DIR ?? 'data'), 'community.db'))
try {
  if (command === 'add') for (const w of words) console.log(`${blockSearchWord(db, w) ? '已屏蔽' : '已在列表中'}：${w}`)
  else if (command === 'remove')
    for (const w of words) console.log(`${unblockSearchWord(db, w) ? '已取消屏蔽' : '不在列表中'}：${w}`)
  else if (command === 'list') console.log(blockedSearchWords(db).join('\n') || '（空）')
  else {
    console.error('用法：search-blocklist.ts list | add <词…> | remove <词…>')
    process.exitCode = 1
  }
} finally {
  db.close()
}
