/**
 * What the composer allows the server accepts, and only that (docs/product.md §5.1): for texts mixing Chinese,
 * emoji, joined emoji, flags and combining marks around each limit, the client's check (the one the composer and
 * the comment box run, on the text as typed) and the server's answer (to the text as the app sends it) agree.
 */
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import type { EndpointKey } from '@shared/api'
import { encodeNonBmp } from '@shared/emoji-entities'
import { lengthProblem, TEXT_LIMITS, type TextKind } from '@shared/text-length'
import { call, DEV, errorBody, makeServer } from './helpers'

let app: FastifyInstance
let postId = ''
let commentId = ''

/** The pieces people type: Chinese, ASCII, emoji outside the basic plane, skin tones, families, flags, accents. */
const PIECES = ['涨', '跌', '股', 'a', '1', ' ', '😀', '👍🏽', '👨‍👩‍👧', '🇨🇳', 'é', '1️⃣', '❤️', '，']

/** Texts of about `max` characters: the interesting ones are just under, at and just over the limit. */
const around = (max: number) =>
  fc
    .array(fc.constantFrom(...PIECES), { minLength: Math.max(1, max - 3), maxLength: max + 3 })
    .map((pieces) => `好${pieces.join('')}`)

let sequence = 0
/** A body for each kind of text, with the text in its place; each comment differs, so none is a repeat. */
function request(kind: TextKind, text: string): [EndpointKey, Record<string, unknown>] {
  sequence += 1
  const vote = (title: string, option: string) => ({
    title,
    options: [option, `选项${sequence}`],
    endDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
  })
  switch (kind) {
    case 'comment':
      return ['publish.publishComment', { ...DEV, articleId: postId, content: text }]
    case 'post':
      return ['publish.publishView', { ...DEV, content: text }]
    case 'title':
      return ['article.appCreateSave', { ...DEV, title: text, html: '<p>正文</p>' }]
    case 'voteTitle':
      return ['publish.publishView', { ...DEV, content: `投票${sequence}`, vote: vote(text, '看多') }]
    case 'voteOption':
      return ['publish.publishView', { ...DEV, content: `投票${sequence}`, vote: vote('后市如何', text) }]
  }
}

beforeAll(async () => {
  ;({ app } = await makeServer(undefined, { writeLimits: false }))
  // Long articles are for verified accounts; the test account writes one here.
  app.db.prepare('UPDATE accounts SET kind = 1 WHERE id = ?').run(DEV.accountId)
  const posted = await call(app, 'publish.publishView', { ...DEV, content: '测试字数' })
  postId = String(posted.body.data.articleId)
  const comment = await call(app, 'publish.publishComment', { ...DEV, articleId: postId, content: '首条评论' })
  commentId = String((comment.body.data as { commentId: string }).commentId)
})

afterAll(async () => {
  await app.close()
})

describe.each(Object.keys(TEXT_LIMITS) as TextKind[])('%s', (kind) => {
  it('the client accepts a text if and only if the server does', async () => {
    await fc.assert(
      fc.asyncProperty(around(TEXT_LIMITS[kind].max), async (typed) => {
        const problem = lengthProblem(kind, typed)
        const [key, body] = request(kind, typed)
        // The app sends a post's and a comment's emoji as entities (docs/product.md §5.2); titles and votes as typed.
        const sent = kind === 'comment' || kind === 'post' ? { ...body, content: encodeNonBmp(typed) } : body
        const answer = await call(app, key, sent)
        if (problem) {
          expect(answer.status).toBe(400)
          expect(errorBody(answer.raw).msg).toBe(problem)
        } else {
          expect(answer.status).toBe(200)
        }
      }),
      { numRuns: kind === 'post' ? 15 : 40 },
    )
  })
})

it('a reply is held to the comment limit the same way', async () => {
  const typed = '涨'.repeat(139) + '👨‍👩‍👧'
  const ok = await call(app, 'publish.publishComment', {
    ...DEV,
    articleId: postId,
    parentId: commentId,
    content: encodeNonBmp(typed),
  })
  expect(ok.status).toBe(200)
  const over = await call(app, 'publish.publishComment', {
    ...DEV,
    articleId: postId,
    parentId: commentId,
    content: encodeNonBmp(`${typed}跌`),
  })
  expect(errorBody(over.raw).msg).toBe('内容不能超过 140 字')
})
