/**
 * Live freshness over HTTP (docs/product.md §4.20): the catch-up answer as each viewer may see it, and the event
 * stream, which pushes a new item to the readers of its feeds only and ends when the server closes.
 */
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, FRESH_EVENTS, fillPath, type FreshPush, type FreshReady } from '@shared/api'
import { call, DEV, errorBody, makeServer, OTHER } from './helpers'

let app: FastifyInstance
let origin: string

beforeAll(async () => {
  ;({ app } = await makeServer())
  origin = await app.listen({ port: 0, host: '127.0.0.1' })
})

afterAll(async () => {
  await app.close()
})

/** The top of the feeds now: what a reader who just loaded one holds as its newest. */
const newest = () =>
  (app.db.prepare('SELECT id FROM dynamics ORDER BY created_at DESC, id DESC LIMIT 1').get() as { id: number }).id
const sessionOf = (who: { token: string; userCode: string }) => ({ token: who.token, usercode: who.userCode })

/** Someone the test follows from DEV, who posts. */
function followedAuthor(): { accountId: string; token: string; userCode: string } {
  const author = app.db
    .prepare(
      `SELECT id AS accountId, token, user_code AS userCode FROM accounts
       WHERE kind = 0 AND id NOT IN (?, ?) AND id NOT IN (SELECT to_account_id FROM follows WHERE account_id = ?)
       ORDER BY id LIMIT 1`,
    )
    .get(DEV.accountId, OTHER.accountId, OTHER.accountId) as { accountId: string; token: string; userCode: string }
  app.db
    .prepare('INSERT OR IGNORE INTO follows (account_id, to_account_id, created_at) VALUES (?, ?, 0)')
    .run(DEV.accountId, author.accountId)
  return author
}

async function postAs(who: { accountId: string; token: string; userCode: string }, content: string): Promise<string> {
  const res = await fetch(origin + fillPath(ENDPOINTS['publish.publishView'].path, 'community'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sessionOf(who) },
    body: JSON.stringify({ accountId: who.accountId, content }),
  })
  return ((await res.json()) as { data: { articleId: string } }).data.articleId
}

interface Received {
  event: string
  data: unknown
}

/** An open stream as a client holds it: the events so far, and a way to wait for the next ones. */
async function openStream(feeds: string, headers: Record<string, string> = {}, accountId?: string) {
  const query = new URLSearchParams({ feeds, ...(accountId ? { accountId } : {}) })
  const controller = new AbortController()
  const res = await fetch(`${origin}${fillPath(ENDPOINTS['feed.stream'].path, 'community')}?${query}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  })
  const events: Received[] = []
  let ended = false
  const reading = (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (event && data) events.push({ event, data: JSON.parse(data) })
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true
  })()
  const until = async (check: () => boolean, ms = 3000) => {
    const deadline = Date.now() + ms
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
  }
  await until(() => events.length > 0)
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    events,
    pushes: () => events.filter((e) => e.event === FRESH_EVENTS.fresh).map((e) => e.data as FreshPush),
    until,
    ended: () => ended,
    close: async () => {
      controller.abort()
      await reading
    },
  }
}

describe('what is new since a cursor (feed.fresh)', () => {
  it('answers each feed for the viewer who asks: 关注 only with that viewer’s own token', async () => {
    const author = followedAuthor()
    const cursor = String(newest())
    const id = await postAs(author, '我关注的人发了一条')
    const feeds = [
      { feed: 'tab:follow', after: cursor },
      { feed: 'tab:latest', after: cursor },
    ]
    const asDev = await app.inject({
      method: 'POST',
      url: fillPath(ENDPOINTS['feed.fresh'].path, 'community'),
      headers: sessionOf(DEV),
      payload: { feeds, accountId: DEV.accountId },
    })
    expect(asDev.json().data.feeds).toEqual([
      { feed: 'tab:follow', count: 1, articleIds: [id], cursor: id },
      { feed: 'tab:latest', count: 1, articleIds: [id], cursor: id },
    ])
    // Naming DEV without DEV's token is a visitor: nothing of 关注.
    const named = await call(app, 'feed.fresh', { feeds, accountId: DEV.accountId })
    expect(named.body.data?.feeds.map((f) => f.count)).toEqual([0, 1])
  })

  it('refuses a feed it does not know, and too many feeds, in Chinese', async () => {
    const unknown = await call(app, 'feed.fresh', { feeds: [{ feed: 'tab:news' }] })
    expect([unknown.status, errorBody(unknown.raw).msg]).toEqual([400, '动态流格式不正确'])
    const many = Array.from({ length: 9 }, (_, i) => ({ feed: `topic:${i + 1}` }))
    expect((await call(app, 'feed.fresh', { feeds: many })).status).toBe(400)
    const none = await call(app, 'feed.fresh', { feeds: [] })
    expect(none.status).toBe(400)
  })
})

describe('the stream (feed.stream)', () => {
  it('refuses malformed feeds in Chinese before any stream opens', async () => {
    const res = await fetch(`${origin}${fillPath(ENDPOINTS['feed.stream'].path, 'community')}?feeds=tab:latest,x`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { msg: string }).msg).toBe('动态流格式不正确')
  })

  it('pushes a new post to the readers of its feeds as it is written: 关注 only to a follower', async () => {
    const author = followedAuthor()
    const fan = await openStream('tab:latest,tab:follow', sessionOf(DEV), DEV.accountId)
    const visitor = await openStream('tab:follow,tab:latest')
    const impostor = await openStream('tab:follow', {}, DEV.accountId)
    const topic = await openStream('topic:1')
    try {
      expect([fan.status, fan.type]).toEqual([200, 'text/event-stream'])
      expect(fan.events[0]).toEqual({
        event: FRESH_EVENTS.ready,
        data: { feeds: ['tab:latest', 'tab:follow'] } satisfies FreshReady,
      })
      const id = await postAs(author, '一条新动态')
      await fan.until(() => fan.pushes().length > 0)
      await visitor.until(() => visitor.pushes().length > 0)
      expect(fan.pushes()).toEqual([{ articleId: id, feeds: ['tab:latest', 'tab:follow'] }])
      expect(visitor.pushes()).toEqual([{ articleId: id, feeds: ['tab:latest'] }])
      // Give a wrong push the time to arrive before saying there was none.
      await new Promise((r) => setTimeout(r, 200))
      expect(impostor.pushes()).toEqual([])
      expect(topic.pushes()).toEqual([])
    } finally {
      await Promise.all([fan, visitor, impostor, topic].map((s) => s.close()))
    }
  })

  it('pushes nothing of a post its author took down before anyone was told', async () => {
    const author = followedAuthor()
    const reader = await openStream('tab:recommend')
    try {
      app.db.exec(
        'CREATE TEMP TRIGGER take_down AFTER INSERT ON dynamics BEGIN UPDATE dynamics SET status = 0 WHERE id = NEW.id; END',
      )
      await postAs(author, '写完即下架')
      await new Promise((r) => setTimeout(r, 200))
      expect(reader.pushes()).toEqual([])
    } finally {
      app.db.exec('DROP TRIGGER IF EXISTS take_down')
      await reader.close()
    }
  })

  it('ends every open stream when the server closes, so it closes at once', async () => {
    const { app: other } = await makeServer()
    const url = await other.listen({ port: 0, host: '127.0.0.1' })
    const res = await fetch(`${url}${fillPath(ENDPOINTS['feed.stream'].path, 'community')}?feeds=tab:latest`)
    const body = res.text()
    const started = Date.now()
    await other.close()
    await expect(body).resolves.toContain('event: ready')
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
