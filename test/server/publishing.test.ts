/**
 * Writing a post (issue 10): images only through the upload service and only images by content,
 * votes created with their post and never borrowed, the limits, and deleting only one's own.
 */
import { gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { PUBLISH_MESSAGES } from '../../server/domain/publishing'
import { VOTE_MESSAGES } from '@shared/vote-rules'
import { UPLOAD_MESSAGES } from '../../server/routes/upload'
import { dayString } from '../../server/china-day'
import { A, DEV, OTHER, call, errorBody, expectError, makeServer } from './helpers'

type Auth = { accountId: string; token: string; userCode: string }

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----community-test-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function upload(
  app: FastifyInstance,
  file: Buffer,
  filename = 'photo.png',
  type = 'image/png',
  auth: Auth = DEV,
) {
  const body = multipart(file, filename, type)
  return app.inject({
    method: 'POST',
    url: `${A}/front/upload/image`,
    payload: body.payload,
    headers: { ...body.headers, token: auth.token, usercode: auth.userCode },
  })
}

let app: FastifyInstance
// Validation, not budgets: this suite writes faster than any person (the limits have their own tests).
beforeAll(async () => ({ app } = await makeServer(undefined, { writeLimits: false })))
afterAll(() => app.close())

describe('image upload', () => {
  it('stores an image by its content and serves it for a year under a name from its hash', async () => {
    const res = await upload(app, PNG)
    expect(res.statusCode).toBe(200)
    const image = JSON.parse(res.body).data as { url: string; type: string; bytes: number }
    expect(image).toMatchObject({ type: 'image/png', bytes: PNG.length })
    expect(image.url).toMatch(/^\/static-uploads\/[0-9a-f]{32}\.png$/)
    // The same photo twice is one file.
    expect(JSON.parse((await upload(app, PNG, 'again.jpg', 'image/jpeg')).body).data.url).toBe(image.url)
    const served = await app.inject({ method: 'GET', url: image.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect((await app.inject({ method: 'GET', url: '/static-uploads/../community.db' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: `/static-uploads/${'0'.repeat(32)}.png` })).statusCode).toBe(404)
  })

  it('knows a GIF by its content whatever its name, and refuses a text file named .png', async () => {
    const gif = await upload(app, GIF, 'x.png', 'image/png')
    expect(JSON.parse(gif.body).data.type).toBe('image/gif')
    const text = await upload(app, Buffer.from('<script>alert(1)</script>'), 'photo.png', 'image/png')
    expectError(text, 400)
    expect(errorBody(text).msg).toBe(UPLOAD_MESSAGES.type)
  })

  it('refuses an image over 10 MB and a visitor, in Chinese', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(CONTENT_LIMITS.imageBytes + 1)])
    const tooBig = await upload(app, big)
    expect(tooBig.statusCode).toBe(413)
    expect(errorBody(tooBig).msg).toMatch(/[\u4e00-\u9fff]/)
    const visitor = await upload(app, PNG, 'p.png', 'image/png', { ...DEV, token: 'nope' })
    expectError(visitor, 401)
  })
})

describe('publishing a post', () => {
  const publish = (payload: Record<string, unknown>, who: Auth = DEV) =>
    call(app, 'publish.publishView', { ...who, content: '今天的复盘', ...payload })

  it('takes images of the upload service only', async () => {
    const url = JSON.parse((await upload(app, PNG)).body).data.url as string
    const done = await publish({ images: [url] })
    expect(done.status).toBe(200)
    const detail = await call(app, 'article.appInfo', { ...DEV }, { id: done.body.data.articleId })
    expect(detail.body.data.images).toEqual([url])
    for (const bad of ['javascript:alert(1)', 'https://evil.example.com/a.png', '/static-uploads/nothing.png']) {
      const refused = await publish({ images: [bad] })
      expectError(refused.raw, 400)
      expect(errorBody(refused.raw).msg).toBe(PUBLISH_MESSAGES.badImage)
    }
  })

  it('creates the vote written with the post, owned by its author; a vote of someone else is 403', async () => {
    const endDate = dayString(Date.now() + 3 * 24 * 3600 * 1000)
    const done = await publish({ vote: { title: '明天涨还是跌？', options: ['涨', '跌', '横盘'], endDate } })
    expect(done.status).toBe(200)
    const detail = await call(app, 'article.appInfo', { ...DEV }, { id: done.body.data.articleId })
    const vote = detail.body.data.vote!
    expect(vote).toMatchObject({ title: '明天涨还是跌？', closed: false, totalVotes: 0 })
    expect(vote.options.map((o) => o.text)).toEqual(['涨', '跌', '横盘'])
    const borrowed = await publish({ voteId: vote.voteId }, OTHER)
    expectError(borrowed.raw, 403)
    expect(errorBody(borrowed.raw).msg).toBe(PUBLISH_MESSAGES.notOwnVote)
  })

  it('refuses a vote with too few, blank or repeated options, or an end in the past or too far', async () => {
    const endDate = dayString(Date.now() + 24 * 3600 * 1000)
    for (const options of [['涨'], ['涨', '涨']]) {
      const refused = await publish({ vote: { title: '问', options, endDate } })
      expect(errorBody(refused.raw).msg).toBe(VOTE_MESSAGES.options)
    }
    // A blank option is refused by the shared text rule, before the vote's own.
    expect(errorBody((await publish({ vote: { title: '问', options: ['涨', ' '], endDate } })).raw).msg).toMatch(
      /不能为空/,
    )
    for (const end of ['2020-01-01', dayString(Date.now() + 200 * 24 * 3600 * 1000), '2026-02-30']) {
      const refused = await publish({ vote: { title: '问', options: ['涨', '跌'], endDate: end } })
      expect(errorBody(refused.raw).msg).toBe(VOTE_MESSAGES.end)
    }
    expectError(
      (await publish({ vote: { title: '问', options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], endDate } })).raw,
      400,
    )
  })

  it('refuses blank text, text over the limit, and more than 5 stocks or 3 topics', async () => {
    expect(errorBody((await publish({ content: ' \n ' })).raw).msg).toMatch(/不能为空/)
    expectError((await publish({ content: '字'.repeat(CONTENT_LIMITS.post + 1) })).raw, 400)
    const stocks = ['SH600519', 'SZ300750', 'SZ002594', 'SH600036', 'SH601318', 'SH601012']
    expectError((await publish({ stockCodes: stocks })).raw, 400)
    expectError((await publish({ topicIds: ['1', '2', '3', '4'] })).raw, 400)
    expect((await publish({ stockCodes: stocks.slice(0, 5), topicIds: ['1', '2', '3'] })).status).toBe(200)
  })

  it('deletes only one’s own post: someone else gets 403, and the post leaves the feeds', async () => {
    const done = await publish({ content: '这条要删掉' })
    const id = done.body.data.articleId
    const other = await call(app, 'publish.removeContent', { ...OTHER, type: 'view', id })
    expectError(other.raw, 403)
    expectError((await call(app, 'article.deleteArticle', { ...OTHER, articleId: id })).raw, 403)
    expect((await call(app, 'publish.removeContent', { ...DEV, type: 'view', id })).status).toBe(200)
    const latest = await call(app, 'article.dynamicList', { tab: 'latest', pageNum: 1, pageSize: 20 })
    expect(latest.body.data.list.map((d) => d.articleId)).not.toContain(id)
  })
})

// A gzip-compressed body is not an image either, whatever it is called.
it('refuses compressed data named as an image', async () => {
  const res = await upload(app, gzipSync(Buffer.from('not an image')), 'a.webp', 'image/webp')
  expectError(res, 400)
})
