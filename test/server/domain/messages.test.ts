import type { DB } from '../../../server/db'
import { markRead, messagePage, unreadCounts } from '../../../server/domain/messages'
import { DEV_ID, OTHER_ID, SEED_NOW, seededDatabase, verified } from './seeded'

let db: DB
const OWNER = verified('msg-owner')
const PAGE = { pageNum: 1, pageSize: 50 }

beforeEach(() => {
  db = seededDatabase()
  db.prepare(
    `INSERT INTO accounts (id, user_code, token, cid, kind, nickname, avatar, created_at) VALUES (?, 'uc-m', 'tok-m', 'cid-m', 0, '收信人', '', 0)`,
  ).run(OWNER)
  const add = db.prepare(
    'INSERT INTO messages (account_id, from_account_id, kind, content, is_read, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  add.run(OWNER, OTHER_ID, 'comment', '评论一', 0, SEED_NOW + 1)
  add.run(OWNER, OTHER_ID, 'reply', '回复一', 0, SEED_NOW + 2)
  add.run(OWNER, OTHER_ID, 'praise', '赞了你的动态', 0, SEED_NOW + 3)
  add.run(OWNER, OTHER_ID, 'follow', '关注了你', 1, SEED_NOW + 4)
  add.run(OWNER, null, 'system', '欢迎', 0, SEED_NOW + 5)
})
afterEach(() => db.close())

test('the list is the owner’s, newest first, with the sender (none for a system notice)', () => {
  const list = messagePage(db, OWNER, {}, PAGE).list
  expect(list.map((m) => m.type)).toEqual(['system', 'follow', 'praise', 'reply', 'comment'])
  expect(list[0].from).toBeNull()
  expect(list[1].from).toMatchObject({ accountId: OTHER_ID })
  expect(list[1].read).toBe(true)
})

test('a box holds its kinds (评论 holds comments and replies); a type only its own', () => {
  expect(messagePage(db, OWNER, { box: 'comment' }, PAGE).list.map((m) => m.type)).toEqual(['reply', 'comment'])
  expect(messagePage(db, OWNER, { type: 'reply' }, PAGE).total).toBe(1)
})

test('unread counts are per box, read messages left out', () => {
  expect(unreadCounts(db, OWNER)).toEqual({ comment: 2, praise: 1, follow: 0, system: 1 })
})

test('reading one message, a box, then everything lowers the counts', () => {
  const praise = messagePage(db, OWNER, { type: 'praise' }, PAGE).list[0]
  expect(markRead(db, OWNER, { msgId: praise.msgId })).toEqual({ comment: 2, praise: 0, follow: 0, system: 1 })
  expect(markRead(db, OWNER, { box: 'comment' })).toEqual({ comment: 0, praise: 0, follow: 0, system: 1 })
  expect(markRead(db, OWNER, {})).toEqual({ comment: 0, praise: 0, follow: 0, system: 0 })
})

test('another account cannot read my messages or mark them read', () => {
  const mine = messagePage(db, OWNER, {}, PAGE).list.map((m) => m.msgId)
  expect(
    messagePage(db, verified(DEV_ID), {}, { pageNum: 1, pageSize: 100 }).list.some((m) => mine.includes(m.msgId)),
  ).toBe(false)
  for (const msgId of mine) markRead(db, verified(DEV_ID), { msgId })
  markRead(db, verified(DEV_ID), {})
  expect(unreadCounts(db, OWNER)).toEqual({ comment: 2, praise: 1, follow: 0, system: 1 })
})
