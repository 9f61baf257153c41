/**
 * Personal data answers only for the account of the token (issue 11, issue 29 item 5): whom an account follows and
 * when it last looked, what it liked, collected, voted, booked and joined. Naming an account without its token gets
 * the answer a visitor gets; "my ..." lists answer 401. Such answers are never cached.
 */
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, fillPath, type EndpointKey } from '@shared/api'
import { DEV, OTHER, call, expectError, makeServer } from './helpers'

let app: FastifyInstance
beforeAll(async () => ({ app } = await makeServer(undefined, { writeLimits: false })))
afterAll(() => app.close())

describe('personal data', () => {
  it('gives an account’s follow click times to its own token only', async () => {
    const own = await call(app, 'follow.lastClickTime', { ...DEV })
    expect(own.status).toBe(200)
    expect(own.raw.headers['cache-control']).toBe('no-store')
    expectError((await call(app, 'follow.lastClickTime', { accountId: DEV.accountId })).raw, 401)
    expectError((await call(app, 'follow.lastClickTime', { ...OTHER, accountId: DEV.accountId })).raw, 401)
  })

  it('lays a viewer’s flags on a detail only for that viewer’s token; anonymous reading stays open and cacheable', async () => {
    const latest = await call(app, 'article.dynamicList', { tab: 'latest', pageNum: 1, pageSize: 1 })
    const id = latest.body.data.list[0].articleId
    await call(app, 'like.praise', { ...DEV, pubType: 2, forId: id, forWhat: '1', isPraise: 1 })
    const anonymous = await call(app, 'article.appInfo', {}, { id })
    expect(anonymous.status).toBe(200)
    expect(anonymous.body.data.praised).toBe(false)
    expect(anonymous.raw.headers['cache-control']).not.toBe('no-store')
    const own = await call(app, 'article.appInfo', { ...DEV }, { id })
    expect(own.body.data.praised).toBe(true)
    expect(own.raw.headers['cache-control']).toBe('no-store')
  })
})

// ---- every read with viewer-dependent fields ------------------------------------------------------

type Who = 'visitor' | 'named' | 'spoofed' | 'own'
type Json = Record<string, unknown>

/**
 * A read as the app makes it: the viewer's accountId in the payload, the session as headers. `named` names DEV with
 * no token, `spoofed` names DEV with another account's token, `own` is DEV with its own token.
 */
async function read(key: EndpointKey, who: Who, payload: Json = {}, params: Record<string, string> = {}) {
  const spec = ENDPOINTS[key]
  const url = fillPath(spec.path, 'community', params)
  const body = who === 'visitor' ? payload : { ...payload, accountId: DEV.accountId }
  const session = who === 'own' ? DEV : who === 'spoofed' ? OTHER : null
  const headers = session ? { token: session.token, usercode: session.userCode } : {}
  const res =
    spec.method === 'GET'
      ? await app.inject({
          method: 'GET',
          url,
          headers,
          query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
        })
      : await app.inject({ method: 'POST', url, headers, payload: body })
  expect({ key, who, status: res.statusCode }).toEqual({ key, who, status: 200 })
  return (JSON.parse(res.body) as { data: unknown }).data
}

const write = async (key: EndpointKey, payload: Json) => {
  const res = await call(app, key, { ...DEV, ...payload })
  expect({ key, status: res.status }).toEqual({ key, status: 200 })
}

/** One viewer-dependent read: where its items are, what marks one as the viewer's, and how DEV makes one so. */
interface Case {
  key: EndpointKey
  payload?: Json
  params?: Record<string, string>
  items?: (data: unknown) => Json[]
  flag: (item: Json) => boolean
  mark: (items: Json[]) => Promise<void>
}

const listOf = (data: unknown) => (data as { list: Json[] }).list
const praised = (item: Json) => item.praised === true
const followed = (item: Json) => item.followed === true

const likeFirst = async (items: Json[]) => {
  const item = items.find((i) => i.offShelf !== true)!
  await write('like.praise', { pubType: item.pubType ?? 6, forId: item.forId, forWhat: '1', isPraise: 1 })
}
const followFirst = async (items: Json[]) => {
  const item = items.find((i) => i.accountId !== DEV.accountId)!
  await write('follow.follow', { toAccountId: item.accountId })
}
const joinFirst = async (items: Json[]) => write('follow.followCircles', { circleId: items[0].circleId, follow: 1 })
const bookFirst = async (items: Json[]) =>
  write('live.saveApptHis', { webinarId: items.find((i) => i.status === 'upcoming')!.webinarId })
const likeFirstComment = async (items: Json[]) =>
  write('like.praise', { pubType: 2, forId: items[0].commentId, forWhat: '2', isPraise: 1 })

const page = { pageNum: 1, pageSize: 20 }
const feed = (key: EndpointKey, payload: Json = {}): Case => ({
  key,
  payload: { ...page, ...payload },
  flag: praised,
  mark: likeFirst,
})

type Seeded = Awaited<ReturnType<typeof seededFacts>>

function cases(seeded: Seeded): Case[] {
  const author = { toAccountId: 'acc-10002' }
  return [
    feed('article.dynamicList', { tab: 'recommend' }),
    feed('article.dynamicList', { tab: 'latest' }),
    feed('article.dynamicList', { tab: 'news' }),
    feed('article.getMessageInfoListByStockCode', { stockCode: 'SH600519' }),
    feed('article.getSelfInfoListByAccountId', author),
    { ...feed('article.getSetArticleByAccount', author), payload: author, items: (d) => d as Json[] },
    feed('topic.queryNewArticle', { topicId: '1' }),
    feed('topic.queryHotArticle', { topicId: '1' }),
    feed('topic.queryHotRecommendArticle'),
    feed('circle.findCircleAllNew', { circleId: '1' }),
    feed('circle.findCircleAllHot', { circleId: '1' }),
    feed('search.queryColumn', { keyword: '市场' }),
    feed('bigV.queryArticleInfoByAccountId', author),
    feed('etf.circleFeed', { accountIds: ['acc-10002'] }),
    feed('article.byCategory', { category: 'margin' }),
    { ...feed('misc.queryNewTopicAndArticle'), payload: {}, items: (d) => (d as { articles: Json[] }).articles },
    feed('bigV.queryVideoInfoByAccountId', { toAccountId: seeded.videoAuthor }),
    {
      key: 'article.appInfo',
      params: { id: seeded.articleId },
      items: (d) => [d as Json],
      flag: (d) => d.praised === true && d.collected === true,
      mark: async () => {
        await write('like.praise', { pubType: 2, forId: seeded.articleId, forWhat: '1', isPraise: 1 })
        await write('collection.insColl', { articleId: seeded.articleId })
      },
    },
    {
      key: 'article.getCommentByArticle',
      payload: { ...page, articleId: seeded.articleId },
      flag: praised,
      mark: likeFirstComment,
    },
    {
      key: 'article.getCommentReplies',
      payload: { ...page, commentId: seeded.commentId },
      items: (d) => [(d as { comment: Json }).comment],
      flag: praised,
      mark: likeFirstComment,
    },
    {
      key: 'live.getLives',
      payload: { ...page, status: 'upcoming' },
      flag: (l) => l.appointed === true,
      mark: bookFirst,
    },
    {
      key: 'live.v2GetLives',
      payload: { ...page, status: 'upcoming' },
      flag: (l) => l.appointed === true,
      mark: bookFirst,
    },
    {
      key: 'live.v2GetMyPageLive',
      payload: { ...page, pageSize: 50, toAccountId: seeded.liveAuthor },
      flag: (l) => l.appointed === true,
      mark: bookFirst,
    },
    { key: 'circle.queryCircleAll', payload: page, flag: followed, mark: joinFirst },
    {
      key: 'circle.findInformation',
      payload: { circleId: '3' },
      items: (d) => [d as Json],
      flag: followed,
      mark: joinFirst,
    },
    { key: 'follow.followList', payload: { ...page, toAccountId: seeded.follower }, flag: followed, mark: followFirst },
    { key: 'follow.fansList', payload: { ...page, toAccountId: 'acc-10003' }, flag: followed, mark: followFirst },
    { key: 'follow.recommendUserList', payload: page, flag: followed, mark: followFirst },
    { key: 'search.queryUserList', payload: { ...page, keyword: seeded.nickname }, flag: followed, mark: followFirst },
    {
      key: 'bigV.queryBigVHomeInfo',
      payload: { toAccountId: 'acc-10004' },
      items: (d) => [(d as { account: Json }).account],
      flag: followed,
      mark: followFirst,
    },
    {
      key: 'misc.getUserBaseInfo',
      params: { id: 'acc-10005' },
      items: (d) => [d as Json],
      flag: followed,
      mark: followFirst,
    },
  ]
}

async function seededFacts() {
  const one = <T>(sql: string) => app.db.prepare(sql).get() as T
  const video = one<{ account_id: string }>('SELECT account_id FROM dynamics WHERE pub_type = 6 AND status = 1 LIMIT 1')
  const live = one<{ account_id: string }>('SELECT account_id FROM lives WHERE status = 0 LIMIT 1')
  const comment = one<{ id: number; dynamic_id: number }>(
    `SELECT c.id, c.dynamic_id FROM comments c JOIN dynamics d ON d.id = c.dynamic_id
     WHERE c.parent_id IS NULL AND c.status = 1 AND d.status = 1 ORDER BY c.id LIMIT 1`,
  )
  // The article's newest comment heads its list: the one whose thread is read.
  const newest = one<{ id: number }>(
    `SELECT id FROM comments WHERE dynamic_id = ${comment.dynamic_id} AND parent_id IS NULL AND status = 1
     ORDER BY created_at DESC, id DESC LIMIT 1`,
  )
  const follower = one<{ account_id: string }>(
    `SELECT account_id FROM follows WHERE account_id <> '${DEV.accountId}' GROUP BY account_id HAVING COUNT(*) > 1 LIMIT 1`,
  )
  return {
    follower: follower.account_id,
    nickname: one<{ nickname: string }>("SELECT nickname FROM accounts WHERE id = 'acc-10006'").nickname,
    videoAuthor: video.account_id,
    liveAuthor: live.account_id,
    articleId: String(comment.dynamic_id),
    commentId: String(newest.id),
  }
}

/** The table's rows by name, so each read is its own test; the seeded ids are filled in when the server is up. */
const PLACEHOLDER: Seeded = {
  follower: '',
  nickname: '',
  videoAuthor: '',
  liveAuthor: '',
  articleId: '',
  commentId: '',
}
const labelOf = (c: Case) => [c.key, c.payload?.tab, c.payload?.status].filter(Boolean).join(' ')
let facts: Seeded | undefined

describe('viewer-dependent reads: naming an account without its token gets the visitor’s answer', () => {
  it.each(cases(PLACEHOLDER).map((c, index) => [labelOf(c), index] as const))('%s', async (_label, index) => {
    const c = cases((facts ??= await seededFacts()))[index]
    const items = c.items ?? listOf
    await c.mark(items(await read(c.key, 'own', c.payload, c.params)))
    const visitor = await read(c.key, 'visitor', c.payload, c.params)
    expect(await read(c.key, 'named', c.payload, c.params)).toEqual(visitor)
    expect(await read(c.key, 'spoofed', c.payload, c.params)).toEqual(visitor)
    expect(items(visitor).some(c.flag)).toBe(false)
    expect(items(await read(c.key, 'own', c.payload, c.params)).some(c.flag)).toBe(true)
  })

  /** DEV's vote in an open article poll it had not voted in, and its side in topic 1's poll. */
  async function votesCast(): Promise<string> {
    const votes = app.db.prepare('SELECT id FROM vote_components WHERE end_at > ? ORDER BY id').all(Date.now()) as {
      id: number
    }[]
    const mine = app.db.prepare('SELECT 1 FROM vote_records WHERE vote_id = ? AND account_id = ?')
    const voteId = String(votes.find((v) => !mine.get(v.id, DEV.accountId))!.id)
    const detail = (await read('vote.voteDetail', 'own', { voteId })) as { options: { optionId: string }[] }
    await write('vote.articleVote', { voteId, optionIds: [detail.options[0].optionId] })
    const topic = (await read('topic.queryTopicInfo', 'own', { topicId: '1' })) as {
      vote: { options: { optionId: string }[] }
    }
    await write('topic.topicVote', { topicId: '1', optionId: topic.vote.options[0].optionId })
    return voteId
  }
  let votedIn: string | undefined

  it.each([
    ['vote.voteDetail', (d: Json) => (d.myOptionIds as string[]).length > 0],
    ['topic.queryTopicInfo', (d: Json) => (d.vote as Json).myOptionId !== null],
    ['misc.guessPlateRound', (d: Json) => d.score !== null],
  ] as const)('%s: its vote, its side, its guesses', async (key, isMine) => {
    const voteId = (votedIn ??= await votesCast())
    const payload = { 'vote.voteDetail': { voteId }, 'topic.queryTopicInfo': { topicId: '1' } }[key as string] ?? {}
    const visitor = (await read(key, 'visitor', payload)) as Json
    expect(await read(key, 'named', payload)).toEqual(visitor)
    expect(await read(key, 'spoofed', payload)).toEqual(visitor)
    expect(isMine(visitor)).toBe(false)
    expect(isMine((await read(key, 'own', payload)) as Json)).toBe(true)
  })

  it('shows the follow tab of the token’s own account only; a visitor’s is empty', async () => {
    const payload = { tab: 'follow', ...page }
    const visitor = await read('article.dynamicList', 'visitor', payload)
    expect(listOf(visitor)).toEqual([])
    expect(await read('article.dynamicList', 'named', payload)).toEqual(visitor)
    expect(await read('article.dynamicList', 'spoofed', payload)).toEqual(visitor)
    expect(listOf(await read('article.dynamicList', 'own', payload)).length).toBeGreaterThan(0)
  })

  it('answers 我的关注 (accounts, their feed, circles) for the token’s own account only: 401 for anyone else', async () => {
    for (const key of ['follow.myFollowUsers', 'follow.allFollowRecommend', 'follow.myFollowCircles'] as const) {
      expectError((await call(app, key, { accountId: DEV.accountId, ...page })).raw, 401)
      expectError((await call(app, key, { ...OTHER, accountId: DEV.accountId, ...page })).raw, 401)
      const own = await call(app, key, { ...DEV, ...page })
      expect({ key, status: own.status }).toEqual({ key, status: 200 })
      expect(own.raw.headers['cache-control']).toBe('no-store')
    }
  })
})
