/** The social rules (server/domain/social) on an in-memory seeded database: likes, follows, circles, collections, votes. */
import type { DB } from '../../../server/db'
import type { Viewer } from '../../../server/http/auth'
import {
  SOCIAL_MESSAGES,
  accountsAround,
  castVote,
  collectionsOf,
  followedAccounts,
  followingFeed,
  lastClickTimes,
  likeComment,
  likeDynamic,
  markNewsOpened,
  recommendedAccounts,
  setCircleMember,
  setCollected,
  setFollowing,
  voteDetail,
} from '../../../server/domain/social'
import { MESSAGES } from '../../../server/http/envelope'
import { SEED_NOW, seededDatabase, verified } from './seeded'

let db: DB
beforeAll(() => {
  db = seededDatabase()
})
afterAll(() => db.close())

const PAGE = { pageNum: 1, pageSize: 100 }
const DAY = 86_400_000

/** A new account of the given kind (0 user, 1 bigV, 2 org), verified as if its token had been checked. */
function addAccount(id: string, kind = 0): Viewer {
  db.prepare(
    `INSERT INTO accounts (id, user_code, token, cid, kind, nickname, avatar, created_at)
     VALUES (?, ?, ?, ?, ?, ?, '', 0)`,
  ).run(id, `uc-${id}`, `tok-${id}`, `cid-${id}`, kind, `名字${id}`)
  return verified(id)
}

function addDynamic(accountId: string, status = 1, createdAt = SEED_NOW): string {
  const id = db
    .prepare(
      `INSERT INTO dynamics (pub_type, source, account_id, title, status, created_at) VALUES (5, 'post', ?, '标题', ?, ?)`,
    )
    .run(accountId, status, createdAt).lastInsertRowid
  return String(id)
}

function addComment(dynamicId: string, accountId: string): string {
  const id = db
    .prepare('INSERT INTO comments (dynamic_id, account_id, content, created_at) VALUES (?, ?, ?, ?)')
    .run(Number(dynamicId), accountId, '看好', SEED_NOW).lastInsertRowid
  return String(id)
}

/** A vote on a new dynamic with `options` options, open until `endAt`. */
function addVote(multiple: boolean, endAt: number, options = 3): { voteId: string; optionIds: string[] } {
  const owner = addAccount(`vote-owner-${Math.random()}`)
  const dynamicId = Number(addDynamic(owner))
  const voteId = db
    .prepare('INSERT INTO vote_components (dynamic_id, title, multiple, end_at) VALUES (?, ?, ?, ?)')
    .run(dynamicId, '后市？', multiple ? 1 : 0, endAt).lastInsertRowid
  const optionIds = Array.from({ length: options }, (_, i) =>
    String(
      db.prepare('INSERT INTO vote_options (vote_id, label) VALUES (?, ?)').run(voteId, `选项${i}`).lastInsertRowid,
    ),
  )
  return { voteId: String(voteId), optionIds }
}

const messagesTo = (accountId: string, kind: string) =>
  (
    db.prepare('SELECT COUNT(*) AS n FROM messages WHERE account_id = ? AND kind = ?').get(accountId, kind) as {
      n: number
    }
  ).n

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run()
  } catch (e) {
    const error = e as { status: number; message: string }
    return { status: error.status, message: error.message }
  }
  throw new Error('expected a refusal')
}

describe('likes', () => {
  test('a like counts once however often it is repeated, and an unlike takes it back', () => {
    const author = addAccount('like-author')
    const fan = addAccount('like-fan')
    const item = addDynamic(author)
    expect(likeDynamic(db, fan, item, true, SEED_NOW)).toEqual({ praised: true, praiseCount: 1 })
    expect(likeDynamic(db, fan, item, true, SEED_NOW)).toEqual({ praised: true, praiseCount: 1 })
    expect(likeDynamic(db, fan, item, false, SEED_NOW)).toEqual({ praised: false, praiseCount: 0 })
    expect(likeDynamic(db, fan, item, false, SEED_NOW)).toEqual({ praised: false, praiseCount: 0 })
  })

  test("tells the author once a China day, however often it is liked again, and never of one's own like", () => {
    const author = addAccount('notice-author')
    const fan = addAccount('notice-fan')
    const item = addDynamic(author)
    for (let i = 0; i < 3; i++) {
      likeDynamic(db, fan, item, true, SEED_NOW + i)
      likeDynamic(db, fan, item, false, SEED_NOW + i)
    }
    expect(messagesTo(author, 'praise')).toBe(1)
    likeDynamic(db, fan, item, true, SEED_NOW + DAY)
    expect(messagesTo(author, 'praise')).toBe(2)
    likeDynamic(db, author, item, true, SEED_NOW)
    expect(messagesTo(author, 'praise')).toBe(2)
  })

  test('a dynamic taken down cannot be liked; one removed or unknown is 404', () => {
    const author = addAccount('down-author')
    const fan = addAccount('down-fan')
    expect(refusal(() => likeDynamic(db, fan, addDynamic(author, 0), true, SEED_NOW))).toEqual({
      status: 400,
      message: MESSAGES.takenDown,
    })
    expect(refusal(() => likeDynamic(db, fan, addDynamic(author, -1), true, SEED_NOW)).status).toBe(404)
    expect(refusal(() => likeDynamic(db, fan, '999999999', true, SEED_NOW)).status).toBe(404)
  })

  test("a comment's like moves the comment's count, not the dynamic's", () => {
    const author = addAccount('comment-author')
    const fan = addAccount('comment-fan')
    const item = addDynamic(author)
    const comment = addComment(item, author)
    expect(likeComment(db, fan, comment, true, SEED_NOW)).toEqual({ praised: true, praiseCount: 1 })
    expect(likeDynamic(db, fan, item, false, SEED_NOW).praiseCount).toBe(0)
    expect(refusal(() => likeComment(db, fan, '999999999', true, SEED_NOW))).toEqual({
      status: 404,
      message: SOCIAL_MESSAGES.noComment,
    })
  })
})

describe('following accounts', () => {
  test('a follow is counted once, tells the followed account once a day, and an unfollow takes it back', () => {
    const star = addAccount('follow-star', 1)
    const fan = addAccount('follow-fan')
    expect(setFollowing(db, fan, star, true, SEED_NOW)).toEqual({ followed: true, followers: 1 })
    expect(setFollowing(db, fan, star, true, SEED_NOW)).toEqual({ followed: true, followers: 1 })
    expect(setFollowing(db, fan, star, false, SEED_NOW)).toEqual({ followed: false, followers: 0 })
    setFollowing(db, fan, star, true, SEED_NOW + 1)
    expect(messagesTo(star, 'follow')).toBe(1)
  })

  test('nobody follows themselves, and an unknown account is 404', () => {
    const me = addAccount('follow-self')
    expect(refusal(() => setFollowing(db, me, me, true, SEED_NOW))).toEqual({
      status: 400,
      message: SOCIAL_MESSAGES.followSelf,
    })
    expect(refusal(() => setFollowing(db, me, 'nobody-here', true, SEED_NOW)).status).toBe(404)
  })

  test('lists whom an account follows and its fans, the latest first, with the viewer’s own flags', () => {
    const a = addAccount('around-a')
    const b = addAccount('around-b')
    const c = addAccount('around-c')
    setFollowing(db, a, b, true, SEED_NOW)
    setFollowing(db, a, c, true, SEED_NOW + 1)
    setFollowing(db, c, b, true, SEED_NOW + 2)
    const follows = accountsAround(db, a, 'follows', PAGE, c)
    expect(follows.list.map((x) => [x.accountId, x.followed])).toEqual([
      [c, false],
      [b, true],
    ])
    expect(follows.total).toBe(2)
    expect(accountsAround(db, b, 'fans', PAGE, undefined).list.map((x) => x.accountId)).toEqual([c, a])
    expect(refusal(() => accountsAround(db, 'nobody-here', 'fans', PAGE, undefined)).status).toBe(404)
  })

  test("my follows carry the date of each account's newest shown dynamic", () => {
    const me = addAccount('news-me')
    const quiet = addAccount('news-quiet')
    const busy = addAccount('news-busy')
    addDynamic(busy, 1, SEED_NOW - DAY)
    addDynamic(busy, -1, SEED_NOW)
    setFollowing(db, me, quiet, true, SEED_NOW)
    setFollowing(db, me, busy, true, SEED_NOW + 1)
    const mine = followedAccounts(db, me, PAGE)
    expect(mine.list.map((x) => [x.accountId, x.lastDynamicDate])).toEqual([
      [busy, '2026-11-19 12:00:00'],
      [quiet, null],
    ])
  })

  test('the feed of my follows is theirs only; following nobody, it is what verified accounts write', () => {
    const me = addAccount('feed-me', 1)
    const newcomer = addAccount('feed-newcomer')
    const followed = addAccount('feed-followed')
    const mine = addDynamic(me)
    const theirs = addDynamic(followed)
    const empty = followingFeed(db, newcomer, PAGE)
    expect(empty.total).toBeGreaterThan(0)
    expect(empty.list.map((d) => d.articleId)).toContain(mine)
    expect(empty.list.map((d) => d.articleId)).not.toContain(theirs)
    expect(followingFeed(db, me, PAGE).list.map((d) => d.articleId)).not.toContain(mine)
    setFollowing(db, newcomer, followed, true, SEED_NOW)
    expect(followingFeed(db, newcomer, PAGE).list.map((d) => d.articleId)).toEqual([theirs])
  })

  test('opening a followed account’s news is remembered; one not followed is 404', () => {
    const me = addAccount('click-me')
    const star = addAccount('click-star')
    setFollowing(db, me, star, true, SEED_NOW)
    expect(lastClickTimes(db, me)).toEqual({})
    markNewsOpened(db, me, star, SEED_NOW)
    expect(lastClickTimes(db, me)).toEqual({ [star]: '2026-11-20 12:00:00' })
    expect(refusal(() => markNewsOpened(db, me, addAccount('click-stranger'), SEED_NOW))).toEqual({
      status: 404,
      message: SOCIAL_MESSAGES.notFollowing,
    })
  })

  test('recommends verified accounts other than the viewer, the most followed first', () => {
    const viewer = addAccount('recommend-viewer', 2)
    const list = recommendedAccounts(db, viewer, PAGE).list
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((a) => a.kind !== 'user' && a.accountId !== viewer)).toBe(true)
    const followers = list.map((a) => a.followers)
    expect(followers).toEqual([...followers].sort((x, y) => y - x))
  })
})

describe('circles', () => {
  test('joining is counted once and leaving takes it back; an unknown circle is 404', () => {
    const me = addAccount('circle-me')
    const before = (db.prepare('SELECT COUNT(*) AS n FROM circle_members WHERE circle_id = 1').get() as { n: number }).n
    expect(setCircleMember(db, me, '1', true, SEED_NOW)).toEqual({ followed: true, memberCount: before + 1 })
    expect(setCircleMember(db, me, '1', true, SEED_NOW)).toEqual({ followed: true, memberCount: before + 1 })
    expect(setCircleMember(db, me, '1', false, SEED_NOW)).toEqual({ followed: false, memberCount: before })
    expect(refusal(() => setCircleMember(db, me, '999999', true, SEED_NOW)).status).toBe(404)
  })
})

describe('collections', () => {
  test('are one’s own, the newest content first, and idempotent both ways', () => {
    const me = addAccount('collect-me')
    const other = addAccount('collect-other')
    const older = addDynamic(other, 1, SEED_NOW - DAY)
    const newer = addDynamic(other, 1, SEED_NOW)
    setCollected(db, me, older, true, SEED_NOW)
    expect(setCollected(db, me, newer, true, SEED_NOW)).toEqual({ collected: true })
    setCollected(db, me, newer, true, SEED_NOW)
    expect(collectionsOf(db, me, PAGE).list.map((d) => d.articleId)).toEqual([newer, older])
    expect(collectionsOf(db, other, PAGE).total).toBe(0)
    expect(setCollected(db, me, older, false, SEED_NOW)).toEqual({ collected: false })
    expect(collectionsOf(db, me, PAGE).list.map((d) => d.articleId)).toEqual([newer])
    expect(refusal(() => setCollected(db, me, '999999999', true, SEED_NOW)).status).toBe(404)
  })
})

describe('votes', () => {
  test('an account votes once; each chosen option counts one, repeats in the choice once', () => {
    const { voteId, optionIds } = addVote(true, SEED_NOW + DAY)
    const me = addAccount('vote-me')
    const vote = castVote(db, me, voteId, [optionIds[0], optionIds[2], optionIds[2]], SEED_NOW)
    expect(vote.options.map((o) => o.count)).toEqual([1, 0, 1])
    expect(vote.myOptionIds).toEqual([optionIds[0], optionIds[2]])
    expect(refusal(() => castVote(db, me, voteId, [optionIds[1]], SEED_NOW))).toEqual({
      status: 400,
      message: SOCIAL_MESSAGES.votedAlready,
    })
    expect(voteDetail(db, voteId, undefined, SEED_NOW)).toMatchObject({ totalVotes: 2, myOptionIds: [] })
  })

  test('a single-choice vote takes one option, and only options of that vote', () => {
    const { voteId, optionIds } = addVote(false, SEED_NOW + DAY)
    const other = addVote(false, SEED_NOW + DAY)
    const me = addAccount('vote-single')
    expect(refusal(() => castVote(db, me, voteId, optionIds.slice(0, 2), SEED_NOW))).toEqual({
      status: 400,
      message: SOCIAL_MESSAGES.tooManyChoices(1),
    })
    expect(refusal(() => castVote(db, me, voteId, [other.optionIds[0]], SEED_NOW))).toEqual({
      status: 404,
      message: SOCIAL_MESSAGES.noOption,
    })
    expect(castVote(db, me, voteId, [optionIds[1]], SEED_NOW).totalVotes).toBe(1)
  })

  test('a closed vote takes no vote; an unknown vote is 404', () => {
    const { voteId, optionIds } = addVote(false, SEED_NOW)
    const me = addAccount('vote-late')
    expect(refusal(() => castVote(db, me, voteId, [optionIds[0]], SEED_NOW))).toEqual({
      status: 400,
      message: SOCIAL_MESSAGES.voteClosed,
    })
    expect(refusal(() => voteDetail(db, '999999', me, SEED_NOW)).status).toBe(404)
  })
})
