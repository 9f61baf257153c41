/** Reading content (server/domain/content): who sees which items, with whose flags, and what a read counts. */
import { REPLY_PREVIEW_SIZE } from '@shared/api'
import type { DB } from '../../../server/db'
import {
  READS_PER_ADDRESS,
  READ_COUNT_PERIOD_MS,
  accountFeed,
  activityPage,
  articleComments,
  articleDetail,
  articleLink,
  commentThread,
  myComments,
  pinnedItems,
  postFeed,
  readArticle,
  stockFeed,
  tabFeed,
} from '../../../server/domain/content'
import { addAccount, addComment, addDynamic, addStock } from './content-fixtures'
import { SEED_NOW, seededDatabase, verified } from './seeded'

let db: DB
beforeAll(() => {
  db = seededDatabase()
})
afterAll(() => db.close())

const PAGE = { pageNum: 1, pageSize: 100 }
const LATER = SEED_NOW + 30 * 86_400_000
const NOT_FOUND = expect.objectContaining({ status: 404 })

const like = (accountId: string, dynamicId: number, type = 'dynamic') =>
  db
    .prepare('INSERT INTO likes (account_id, target_type, target_id, created_at) VALUES (?, ?, ?, 0)')
    .run(accountId, type, dynamicId)
const follow = (accountId: string, toAccountId: string) =>
  db.prepare('INSERT INTO follows (account_id, to_account_id, created_at) VALUES (?, ?, 0)').run(accountId, toAccountId)
const ids = (list: { articleId: string }[]) => list.map((d) => Number(d.articleId))

describe('feeds', () => {
  test("'follow' lists only whom the viewer follows, and is empty for a visitor", () => {
    const [reader, followed, other] = [addAccount(db), addAccount(db), addAccount(db)]
    follow(reader, followed)
    const mine = addDynamic(db, followed, { at: LATER })
    addDynamic(db, other, { at: LATER })
    expect(ids(tabFeed(db, 'follow', PAGE, verified(reader)).list)).toEqual([mine])
    expect(tabFeed(db, 'follow', PAGE, undefined)).toMatchObject({ list: [], total: 0 })
  })

  test("'latest' holds articles, posts and stock comments; 'news' news only", () => {
    const author = addAccount(db)
    const news = addDynamic(db, author, { pubType: 8, source: 'news', isNews: 1, at: LATER + 1 })
    const live = addDynamic(db, author, { pubType: 3, at: LATER + 1 })
    const latest = tabFeed(db, 'latest', PAGE, undefined).list
    expect(latest.every((d) => [2, 5, 7].includes(d.pubType))).toBe(true)
    expect(ids(latest)).not.toContain(live)
    const newsTab = tabFeed(db, 'news', PAGE, undefined).list
    expect(newsTab.every((d) => d.isNews === 1)).toBe(true)
    expect(ids(newsTab)).toContain(news)
  })

  test("an author's own deletion hides an item everywhere; a taken-down one still shows, marked off the shelf", () => {
    const author = addAccount(db)
    const deleted = addDynamic(db, author, { status: -1 })
    const takenDown = addDynamic(db, author, { status: 0 })
    const listed = accountFeed(db, author, PAGE, undefined).list
    expect(ids(listed)).toEqual([takenDown])
    expect(listed[0].offShelf).toBe(true)
    expect(() => articleDetail(db, String(deleted), undefined)).toThrow(NOT_FOUND)
  })

  test('lays praised and followed on only for the viewer, never on what a visitor is then served', () => {
    const [reader, author] = [addAccount(db), addAccount(db)]
    const item = addDynamic(db, author)
    like(reader, item)
    follow(reader, author)
    expect(accountFeed(db, author, PAGE, verified(reader)).list[0]).toMatchObject({ praised: true, followed: true })
    expect(accountFeed(db, author, PAGE, undefined).list[0]).toMatchObject({ praised: false, followed: false })
    expect(accountFeed(db, author, PAGE, verified(addAccount(db))).list[0]).toMatchObject({ praised: false })
  })

  test('pages are stable: items at the same time keep their order across pages', () => {
    const author = addAccount(db)
    const made = [1, 2, 3, 4, 5].map(() => addDynamic(db, author, { at: SEED_NOW }))
    const first = accountFeed(db, author, { pageNum: 1, pageSize: 2 }, undefined)
    const rest = [2, 3].flatMap((pageNum) => ids(accountFeed(db, author, { pageNum, pageSize: 2 }, undefined).list))
    expect([...ids(first.list), ...rest]).toEqual([...made].reverse())
    expect(first).toMatchObject({ total: 5, hasMore: true })
  })

  test('a stock feed is found in any case of the code, and an unknown stock or account is 404', () => {
    addStock(db, 'SZ990001', '测试股')
    const item = addDynamic(db, addAccount(db))
    db.prepare("INSERT INTO dynamic_stocks (code, dynamic_id) VALUES ('SZ990001', ?)").run(item)
    expect(ids(stockFeed(db, 'sz990001', PAGE, undefined).list)).toEqual([item])
    expect(() => stockFeed(db, 'SZ000000', PAGE, undefined)).toThrow(NOT_FOUND)
    expect(() => accountFeed(db, 'nobody-at-all', PAGE, undefined)).toThrow(NOT_FOUND)
  })

  test('the posts list holds posts and stock comments only, narrowed by every filter given', () => {
    const author = addAccount(db)
    const post = addDynamic(db, author, { pubType: 5 })
    const stockComment = addDynamic(db, author, { pubType: 7, source: 'stock' })
    addDynamic(db, author, { pubType: 2, source: 'article' })
    expect(ids(postFeed(db, { toAccountId: author }, PAGE, undefined).list).sort()).toEqual([post, stockComment])
    expect(postFeed(db, { toAccountId: author, circleId: '999999' }, PAGE, undefined).total).toBe(0)
  })
})

describe('an article', () => {
  test('answers HTML or plain text by kind, and collected only to the viewer who collected it', () => {
    const [reader, author] = [addAccount(db), addAccount(db)]
    const article = addDynamic(db, author, { pubType: 2, source: 'article', body: '<p>长文</p>', isHtml: 1 })
    const post = addDynamic(db, author, { body: '短文' })
    db.prepare('INSERT INTO collections (account_id, dynamic_id, created_at) VALUES (?, ?, 0)').run(reader, article)
    expect(articleDetail(db, String(article), verified(reader))).toMatchObject({
      html: '<p>长文</p>',
      content: null,
      collected: true,
    })
    expect(articleDetail(db, String(article), undefined).collected).toBe(false)
    expect(articleDetail(db, String(post), undefined)).toMatchObject({ html: null, content: '短文' })
  })

  test('is named by one spelling of its id only', () => {
    const item = addDynamic(db, addAccount(db))
    expect(articleDetail(db, String(item), undefined).articleId).toBe(String(item))
    for (const spelling of [`0${item}`, `+${item}`, `${item}.0`, `0x${item.toString(16)}`])
      expect(() => articleDetail(db, spelling, undefined)).toThrow(NOT_FOUND)
  })

  test('opens at its own link, else at the article page with the source that page expects', () => {
    const author = addAccount(db)
    const post = addDynamic(db, author)
    const outside = addDynamic(db, author, { pubType: 1, source: 'news', linkUrl: 'https://example.com/a' })
    expect(articleLink(db, String(post))).toMatchObject({
      source: 'post',
      linkUrl: `/community/articleDetail/index?articleId=${post}&source=post`,
    })
    expect(articleLink(db, String(outside))).toMatchObject({ source: 'news', linkUrl: 'https://example.com/a' })
  })

  test('a reader counts once a period; one address at most READS_PER_ADDRESS times whatever accounts it names', () => {
    const item = String(addDynamic(db, addAccount(db)))
    const reader = { viewer: 'account:r1', address: '10.0.0.1' }
    expect(readArticle(db, item, reader, SEED_NOW).readCount).toBe(1)
    expect(readArticle(db, item, reader, SEED_NOW + 1000).readCount).toBe(1)
    expect(readArticle(db, item, reader, SEED_NOW + READ_COUNT_PERIOD_MS + 1).readCount).toBe(2)
    const farm = Array.from({ length: READS_PER_ADDRESS + 2 }, (_, i) => ({
      viewer: `account:farm${i}`,
      address: '10.0.0.2',
    }))
    const counts = farm.map((r) => readArticle(db, item, r, SEED_NOW).readCount)
    expect(counts.at(-1)).toBe(2 + READS_PER_ADDRESS)
  })

  test("an account's pinned items come first; without any, its two most-read articles", () => {
    const [pinner, plain] = [addAccount(db), addAccount(db)]
    const pinned = addDynamic(db, pinner, { isTop: 1 })
    addDynamic(db, pinner, { pubType: 2, source: 'article', views: 999 })
    expect(ids(pinnedItems(db, pinner, undefined))).toEqual([pinned])
    const read = [5, 50, 20].map((views) => addDynamic(db, plain, { pubType: 2, source: 'article', views }))
    expect(ids(pinnedItems(db, plain, undefined))).toEqual([read[1], read[2]])
    expect(() => pinnedItems(db, 'nobody-at-all', undefined)).toThrow(NOT_FOUND)
  })
})

test('an activity is upcoming, ongoing or ended at the time asked', () => {
  const circle = Number(db.prepare("INSERT INTO circles (name, created_at) VALUES ('活动圈', 0)").run().lastInsertRowid)
  db.prepare(
    "INSERT INTO activities (circle_id, title, cover, url, start_at, end_at) VALUES (?, '活动', '', '', ?, ?)",
  ).run(circle, SEED_NOW, SEED_NOW + 1000)
  const status = (now: number) => activityPage(db, circle, PAGE, now).list[0].status
  expect([status(SEED_NOW - 1), status(SEED_NOW + 500), status(SEED_NOW + 1001)]).toEqual([
    'upcoming',
    'ongoing',
    'ended',
  ])
})

describe('comments', () => {
  function thread() {
    const [author, commenter, replier] = [addAccount(db), addAccount(db), addAccount(db)]
    const item = addDynamic(db, author)
    const older = addComment(db, item, commenter, SEED_NOW)
    const newer = addComment(db, item, commenter, SEED_NOW + 1)
    const replies = [1, 2, 3, 4, 5].map((i) => addComment(db, item, replier, SEED_NOW + 10 + i, older))
    addComment(db, item, replier, SEED_NOW + 2, null, -1)
    return { item, older, newer, replies, replier }
  }

  test("an article's comments: newest first, removed ones left out, each with its oldest replies and their count", () => {
    const { item, older, newer, replies } = thread()
    const page = articleComments(db, String(item), PAGE, undefined)
    expect(page.list.map((c) => Number(c.commentId))).toEqual([newer, older])
    expect(page.total).toBe(2)
    const withReplies = page.list[1]
    expect(withReplies.replyCount).toBe(5)
    expect(withReplies.replies.map((r) => Number(r.commentId))).toEqual(replies.slice(0, REPLY_PREVIEW_SIZE))
  })

  test('praised is the viewer’s own only', () => {
    const { item, older, replies, replier } = thread()
    like(replier, older, 'comment')
    like(replier, replies[0], 'comment')
    const mine = articleComments(db, String(item), PAGE, verified(replier)).list[1]
    expect(mine.praised).toBe(true)
    expect(mine.replies[0].praised).toBe(true)
    expect(articleComments(db, String(item), PAGE, undefined).list[1].praised).toBe(false)
  })

  test('a thread pages its replies oldest first and keeps the same preview on every page', () => {
    const { older, replies } = thread()
    const second = commentThread(db, String(older), { pageNum: 2, pageSize: 2 }, undefined)
    expect(second.replies.list.map((r) => Number(r.commentId))).toEqual(replies.slice(2, 4))
    expect(second.comment.replies.map((r) => Number(r.commentId))).toEqual(replies.slice(0, REPLY_PREVIEW_SIZE))
    expect(second.comment.replyCount).toBe(5)
  })

  test('only a live top-level comment under a shown item is a thread', () => {
    const { item, older, replies } = thread()
    expect(() => commentThread(db, String(replies[0]), PAGE, undefined)).toThrow(NOT_FOUND)
    db.prepare('UPDATE dynamics SET status = -1 WHERE id = ?').run(item)
    expect(() => commentThread(db, String(older), PAGE, undefined)).toThrow(NOT_FOUND)
  })

  test("one's own comments are one's own standing ones, each with its item's title", () => {
    const { replier, replies } = thread()
    const mine = myComments(db, verified(replier), PAGE)
    expect(mine.total).toBe(5)
    expect(mine.list.map((c) => Number(c.item.commentId))).toEqual([...replies].reverse())
    expect(mine.list[0].articleTitle).toBe('标题')
  })
})
