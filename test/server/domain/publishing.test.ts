/** Writing content (server/domain/publishing): who may write what, what a write stores, counts and tells others. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { LONG_ARTICLE_REFUSED } from '@shared/authorship'
import type { DB } from '../../../server/db'
import { MESSAGES } from '../../../server/http/envelope'
import { loadDynamic, loadVote } from '../../../server/domain/content'
import {
  DUPLICATE_COMMENT_MESSAGE,
  DUPLICATE_COMMENT_WINDOW_MS,
  PUBLISH_MESSAGES,
  publishArticle,
  publishComment,
  publishPost,
  removeOwnComment,
  removeOwnDynamic,
} from '../../../server/domain/publishing'
import { addAccount, addDynamic, addStock } from './content-fixtures'
import { SEED_NOW, seededDatabase, verified } from './seeded'

let db: DB
let uploadDir: string
beforeAll(() => {
  db = seededDatabase()
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publishing-'))
})
afterAll(() => {
  db.close()
  fs.rmSync(uploadDir, { recursive: true, force: true })
})

const refusal = (status: number, msg?: string) => expect.objectContaining(msg ? { status, message: msg } : { status })
const count = (sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n
const writer = (kind = 0) => verified(addAccount(db, kind))
const context = { uploadDir: '', now: SEED_NOW }

describe('long articles', () => {
  test('only verified bloggers and organisations may write one', () => {
    const draft = { title: '标题', html: '<p>正文</p>' }
    expect(() => publishArticle(db, { id: writer(0), kind: 'user' }, draft, SEED_NOW)).toThrow(
      refusal(403, LONG_ARTICLE_REFUSED),
    )
    for (const kind of ['bigV', 'org'] as const)
      expect(publishArticle(db, { id: writer(1), kind }, draft, SEED_NOW).articleId).toMatch(/^\d+$/)
  })

  test('without a summary the card shows the start of the text, tags left out; named stocks are stored once', () => {
    addStock(db, 'SZ990101', '文章股')
    const draft = { title: '标题', html: '<h1>第一段</h1><p>第二段</p>', stockCodes: ['sz990101', 'SZ990101'] }
    const { articleId } = publishArticle(db, { id: writer(1), kind: 'bigV' }, draft, SEED_NOW)
    const row = loadDynamic(db, articleId)
    expect(row).toMatchObject({ summary: '第一段第二段', is_html: 1, body: draft.html, created_at: SEED_NOW })
    expect(JSON.parse(row.stocks)).toEqual([{ code: 'SZ990101', name: '文章股' }])
    const naming = { ...draft, stockCodes: ['SZ000000'] }
    expect(() => publishArticle(db, { id: writer(1), kind: 'bigV' }, naming, SEED_NOW)).toThrow(refusal(404))
  })

  test('a repeat of the same send is the first article, stored once', () => {
    const author = writer(1)
    const draft = { title: '标题', html: '<p>一次</p>', requestId: 'req-article-1' }
    const first = publishArticle(db, { id: author, kind: 'bigV' }, draft, SEED_NOW)
    expect(publishArticle(db, { id: author, kind: 'bigV' }, draft, SEED_NOW)).toEqual(first)
    expect(count('SELECT COUNT(*) AS n FROM dynamics WHERE account_id = ?', author)).toBe(1)
  })
})

describe('posts', () => {
  test('text that is only spaces is refused', () => {
    expect(() => publishPost(db, writer(), { content: '  \n ' }, context)).toThrow(
      refusal(400, PUBLISH_MESSAGES.emptyText),
    )
  })

  test('a post names only images uploaded here', () => {
    const name = `${'a'.repeat(32)}.jpg`
    fs.writeFileSync(path.join(uploadDir, name), 'x')
    const here = { uploadDir, now: SEED_NOW }
    const url = `/static-uploads/${name}`
    const { articleId } = publishPost(db, writer(), { content: '图', images: [url] }, here)
    expect(JSON.parse(loadDynamic(db, articleId).images)).toEqual([url])
    for (const elsewhere of ['https://example.com/a.jpg', `/static-uploads/${'b'.repeat(32)}.jpg`])
      expect(() => publishPost(db, writer(), { content: '图', images: [elsewhere] }, here)).toThrow(
        refusal(400, PUBLISH_MESSAGES.badImage),
      )
  })

  test('a vote written with the post is stored with it, its end the last moment of its China day', () => {
    const vote = { title: '选哪个', options: ['甲', '乙'], endDate: '2026-11-25', multiple: 1 as const }
    const { articleId } = publishPost(db, writer(), { content: '投票', vote }, context)
    const voteId = (
      db.prepare('SELECT id FROM vote_components WHERE dynamic_id = ?').get(Number(articleId)) as {
        id: number
      }
    ).id
    expect(loadVote(db, voteId, undefined, SEED_NOW)).toMatchObject({
      title: '选哪个',
      multiple: true,
      deadline: '2026-11-25 23:59:59',
      options: [{ text: '甲' }, { text: '乙' }],
    })
  })

  test("one vote a post, and an existing vote only the author's own", () => {
    const owner = writer()
    const vote = { title: '题', options: ['一', '二'], endDate: '2026-11-25' }
    const { articleId } = publishPost(db, owner, { content: '有票', vote }, context)
    const voteId = String(
      (db.prepare('SELECT id FROM vote_components WHERE dynamic_id = ?').get(Number(articleId)) as { id: number }).id,
    )
    expect(() => publishPost(db, owner, { content: '两票', vote, voteId }, context)).toThrow(
      refusal(400, PUBLISH_MESSAGES.twoVotes),
    )
    expect(() => publishPost(db, writer(), { content: '借票', voteId }, context)).toThrow(
      refusal(403, PUBLISH_MESSAGES.notOwnVote),
    )
    const moved = publishPost(db, owner, { content: '搬票', voteId }, context)
    expect(
      count('SELECT COUNT(*) AS n FROM vote_components WHERE id = ? AND dynamic_id = ?', voteId, moved.articleId),
    ).toBe(1)
  })

  test('a vote that breaks the shared rule and an unknown circle are refused, and nothing is stored', () => {
    const author = writer()
    const badVote = { title: '题', options: ['同', '同'], endDate: '2026-11-25' }
    expect(() => publishPost(db, author, { content: '坏票', vote: badVote }, context)).toThrow(refusal(400))
    expect(() => publishPost(db, author, { content: '无圈', circleId: '999999' }, context)).toThrow(
      refusal(404, PUBLISH_MESSAGES.noCircle),
    )
    expect(count('SELECT COUNT(*) AS n FROM dynamics WHERE account_id = ?', author)).toBe(0)
  })

  test('a repeat of the same send is the first post, stored once', () => {
    const author = writer()
    const draft = { content: '只发一次', requestId: 'req-post-1' }
    const first = publishPost(db, author, draft, context)
    expect(publishPost(db, author, draft, context)).toEqual(first)
    expect(count('SELECT COUNT(*) AS n FROM dynamics WHERE account_id = ?', author)).toBe(1)
  })
})

describe('comments', () => {
  const messagesTo = (accountId: string) =>
    db.prepare('SELECT kind, from_account_id AS fromId FROM messages WHERE account_id = ? ORDER BY id').all(accountId)

  test('a comment counts on its item and tells the item’s author, unless the author wrote it', () => {
    const author = writer()
    const item = addDynamic(db, author)
    const commenter = writer()
    publishComment(db, commenter, { articleId: String(item), content: '好' }, SEED_NOW)
    publishComment(db, author, { articleId: String(item), content: '谢谢' }, SEED_NOW)
    expect(loadDynamic(db, item).comment_count).toBe(2)
    expect(messagesTo(author)).toEqual([{ kind: 'comment', fromId: commenter }])
  })

  test('a reply to a reply is filed under the top-level comment and addressed to whom it answers', () => {
    const item = addDynamic(db, writer())
    const [first, second, third] = [writer(), writer(), writer()]
    const top = publishComment(db, first, { articleId: String(item), content: '顶层' }, SEED_NOW)
    const reply = publishComment(
      db,
      second,
      { articleId: String(item), content: '回', parentId: top.commentId },
      SEED_NOW,
    )
    const answer = publishComment(
      db,
      third,
      { articleId: String(item), content: '再回', parentId: reply.commentId },
      SEED_NOW,
    )
    expect(answer).toMatchObject({ parentId: top.commentId, replyTo: { accountId: second } })
    expect(messagesTo(second)).toEqual([{ kind: 'reply', fromId: third }])
  })

  test('a comment under another item, or one removed, cannot be answered', () => {
    const [item, other] = [addDynamic(db, writer()), addDynamic(db, writer())]
    const top = publishComment(db, writer(), { articleId: String(other), content: '别处' }, SEED_NOW)
    const draft = { articleId: String(item), content: '回', parentId: top.commentId }
    expect(() => publishComment(db, writer(), draft, SEED_NOW)).toThrow(refusal(404, PUBLISH_MESSAGES.noParent))
    const commenter = writer()
    const removed = publishComment(db, commenter, { articleId: String(item), content: '删了' }, SEED_NOW)
    removeOwnComment(db, commenter, removed.commentId)
    const toRemoved = { articleId: String(item), content: '回', parentId: removed.commentId }
    expect(() => publishComment(db, writer(), toRemoved, SEED_NOW)).toThrow(refusal(404, PUBLISH_MESSAGES.noParent))
  })

  test('nothing can be said under a taken-down item', () => {
    const item = addDynamic(db, writer(), { status: 0 })
    expect(() => publishComment(db, writer(), { articleId: String(item), content: '看' }, SEED_NOW)).toThrow(
      refusal(400, MESSAGES.takenDown),
    )
  })

  test('the same text again on the same item is refused within the window and accepted after it', () => {
    const [item, commenter] = [addDynamic(db, writer()), writer()]
    const draft = { articleId: String(item), content: '重复的话' }
    publishComment(db, commenter, draft, SEED_NOW)
    const again = { ...draft, content: ' 重复的话 ' }
    expect(() => publishComment(db, commenter, again, SEED_NOW + 1000)).toThrow(refusal(429, DUPLICATE_COMMENT_MESSAGE))
    expect(publishComment(db, writer(), draft, SEED_NOW + 1000).content).toBe('重复的话')
    expect(publishComment(db, commenter, draft, SEED_NOW + DUPLICATE_COMMENT_WINDOW_MS + 1).content).toBe('重复的话')
  })

  test('removing one’s comment removes its replies and recounts the item; another’s is refused', () => {
    const item = addDynamic(db, writer())
    const [commenter, replier] = [writer(), writer()]
    const top = publishComment(db, commenter, { articleId: String(item), content: '顶' }, SEED_NOW)
    publishComment(db, replier, { articleId: String(item), content: '回', parentId: top.commentId }, SEED_NOW)
    publishComment(db, replier, { articleId: String(item), content: '另一条' }, SEED_NOW)
    expect(() => removeOwnComment(db, replier, top.commentId)).toThrow(refusal(403, PUBLISH_MESSAGES.notOwnComment))
    removeOwnComment(db, commenter, top.commentId)
    expect(loadDynamic(db, item).comment_count).toBe(1)
    expect(() => removeOwnComment(db, commenter, top.commentId)).toThrow(refusal(404))
  })
})

test('an item is removed by its author only, and then reads as gone', () => {
  const author = writer()
  const item = String(addDynamic(db, author))
  expect(() => removeOwnDynamic(db, writer(), item)).toThrow(refusal(403, PUBLISH_MESSAGES.notOwnItem))
  removeOwnDynamic(db, author, item)
  expect(() => loadDynamic(db, item)).toThrow(refusal(404))
})
