/**
 * Live freshness (server/domain/freshness): what counts as new in a feed for whom, and who is pushed which new item.
 */
import { FRESH_LIMITS, type FreshFeed, type FreshPush } from '@shared/api'
import type { DB } from '../../../server/db'
import type { Viewer } from '../../../server/http/auth'
import { FreshHub, freshHub, freshSince, type FreshReader } from '../../../server/domain/freshness'
import { publishPost } from '../../../server/domain/publishing'
import { addAccount, addDynamic, addStock } from './content-fixtures'
import { SEED_NOW, seededDatabase, verified } from './seeded'

let db: DB
beforeAll(() => {
  db = seededDatabase()
})
afterAll(() => db.close())

/** The top of the feeds now: what a reader who just loaded one holds as its newest. */
const newest = () =>
  (db.prepare('SELECT id FROM dynamics ORDER BY created_at DESC, id DESC LIMIT 1').get() as { id: number }).id
const follow = (accountId: string, toAccountId: string) =>
  db.prepare('INSERT INTO follows (account_id, to_account_id, created_at) VALUES (?, ?, 0)').run(accountId, toAccountId)
const fileUnder = (id: number, table: 'topic' | 'stock', key: string | number) =>
  table === 'topic'
    ? db.prepare('INSERT INTO dynamic_topics (topic_id, dynamic_id) VALUES (?, ?)').run(key, id)
    : db.prepare('INSERT INTO dynamic_stocks (code, dynamic_id) VALUES (?, ?)').run(key, id)
const takeDown = (id: number) => db.prepare('UPDATE dynamics SET status = 0 WHERE id = ?').run(id)
const one = (feed: FreshFeed, after: number | undefined, viewer?: Viewer) =>
  freshSince(db, [{ feed, after: after === undefined ? undefined : String(after) }], viewer)[0]

/** A reader that keeps what it is pushed. */
function reader(feeds: FreshFeed[], viewer?: Viewer): FreshReader & { got: FreshPush[] } {
  const got: FreshPush[] = []
  return { viewer, feeds, got, push: (event) => void got.push(event), close: () => undefined }
}

describe('what is new since a cursor', () => {
  test('counts the items on the shelf newer than the cursor, newest first, and moves the cursor to the newest', () => {
    const cursor = newest()
    const author = addAccount(db)
    const first = addDynamic(db, author)
    const second = addDynamic(db, author, { pubType: 2, source: 'article' })
    const gone = addDynamic(db, author)
    takeDown(gone)
    expect(one('tab:latest', cursor)).toEqual({
      feed: 'tab:latest',
      count: 2,
      articleIds: [String(second), String(first)],
      cursor: String(second),
    })
    expect(one('tab:latest', second)).toMatchObject({ count: 0, articleIds: [], cursor: String(second) })
  })

  test('never counts an item dated back when it was filed, however high its id', () => {
    const cursor = newest()
    addDynamic(db, addAccount(db), { at: SEED_NOW - 86_400_000 })
    expect(one('tab:recommend', cursor)).toMatchObject({ count: 0, articleIds: [] })
  })

  test('without a cursor says only where the feed stands, so a reader watches from there', () => {
    const id = addDynamic(db, addAccount(db))
    expect(one('tab:recommend', undefined)).toEqual({
      feed: 'tab:recommend',
      count: 0,
      articleIds: [],
      cursor: String(id),
    })
  })

  test('counts 最新 as 最新 lists it: news is not in it', () => {
    const cursor = newest()
    addDynamic(db, addAccount(db), { pubType: 8, source: 'news', isNews: 1 })
    expect(one('tab:latest', cursor).count).toBe(0)
    expect(one('tab:recommend', cursor).count).toBe(1)
  })

  test('关注 is new only to who follows the author: a visitor and another reader hear of nothing', () => {
    const cursor = newest()
    const author = addAccount(db)
    const fan = addAccount(db)
    follow(fan, author)
    addDynamic(db, author)
    expect(one('tab:follow', cursor, verified(fan)).count).toBe(1)
    expect(one('tab:follow', cursor, verified(addAccount(db))).count).toBe(0)
    expect(one('tab:follow', cursor, undefined)).toMatchObject({ count: 0, cursor: String(cursor) })
  })

  test('a topic, a circle and a stock count only what was filed under them', () => {
    const cursor = newest()
    addStock(db, 'SZ300999', '测试股')
    const author = addAccount(db)
    const inTopic = addDynamic(db, author)
    fileUnder(inTopic, 'topic', 3)
    const onStock = addDynamic(db, author)
    fileUnder(onStock, 'stock', 'SZ300999')
    const inCircle = addDynamic(db, author)
    db.prepare('UPDATE dynamics SET circle_id = 2 WHERE id = ?').run(inCircle)
    expect(one('topic:3', cursor).articleIds).toEqual([String(inTopic)])
    expect(one('topic:4', cursor).count).toBe(0)
    expect(one('stock:SZ300999', cursor).articleIds).toEqual([String(onStock)])
    expect(one('circle:2', cursor).articleIds).toEqual([String(inCircle)])
  })

  test('lists at most idsPerFeed ids but counts them all', () => {
    const cursor = newest()
    const author = addAccount(db)
    const many = FRESH_LIMITS.idsPerFeed + 5
    for (let i = 0; i < many; i += 1) addDynamic(db, author)
    const answer = one('tab:recommend', cursor)
    expect(answer.count).toBe(many)
    expect(answer.articleIds).toHaveLength(FRESH_LIMITS.idsPerFeed)
    expect(answer.cursor).toBe(String(newest()))
  })
})

describe('who is pushed a new item', () => {
  test('each reader of a feed that lists it, once, with every such feed; nobody else', () => {
    const hub = new FreshHub()
    const author = addAccount(db)
    const fan = addAccount(db)
    follow(fan, author)
    const latest = reader(['tab:latest'])
    const fanReader = reader(['tab:latest', 'tab:follow'], verified(fan))
    const stranger = reader(['tab:follow'], verified(addAccount(db)))
    const visitorOfFollow = reader(['tab:follow'])
    const otherTopic = reader(['topic:4'])
    for (const r of [latest, fanReader, stranger, visitorOfFollow, otherTopic]) hub.join(r)
    const id = addDynamic(db, author)
    const recipients = hub.recipients(db, id)
    expect(new Map([...recipients].map(([r, feeds]) => [r, [...feeds].sort()]))).toEqual(
      new Map<FreshReader, FreshFeed[]>([
        [latest, ['tab:latest']],
        [fanReader, ['tab:follow', 'tab:latest']],
      ]),
    )
  })

  test('an item off the shelf is pushed to nobody', () => {
    const hub = new FreshHub()
    hub.join(reader(['tab:recommend']))
    const id = addDynamic(db, addAccount(db))
    takeDown(id)
    expect(hub.recipients(db, id).size).toBe(0)
  })

  test('a reader who left is pushed nothing', () => {
    const hub = new FreshHub()
    const gone = reader(['tab:recommend'])
    hub.join(gone)()
    expect(hub.size).toBe(0)
    expect(hub.recipients(db, addDynamic(db, addAccount(db))).size).toBe(0)
  })

  test('a post written through publishing reaches the readers of its topic after the writer is answered', async () => {
    const topicReader = reader(['topic:2'])
    const leave = freshHub(db).join(topicReader)
    const author = verified(addAccount(db))
    const { articleId } = publishPost(
      db,
      author,
      { content: '新观点', topicIds: ['2'] },
      { uploadDir: '', now: SEED_NOW },
    )
    expect(topicReader.got).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
    expect(topicReader.got).toEqual([{ articleId, feeds: ['topic:2'] }])
    leave()
  })

  test('closing the hub ends every stream and forgets its readers', () => {
    const hub = new FreshHub()
    const closed: string[] = []
    hub.join({ ...reader(['tab:latest']), close: () => void closed.push('a') })
    hub.join({ ...reader(['tab:recommend']), close: () => void closed.push('b') })
    hub.closeAll()
    expect(closed.sort()).toEqual(['a', 'b'])
    expect(hub.size).toBe(0)
  })
})
