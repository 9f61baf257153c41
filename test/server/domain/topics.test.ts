import type { DB } from '../../../server/db'
import {
  TOPIC_MESSAGES,
  activityOverview,
  allTopics,
  hotTopicPosts,
  recommendedTopics,
  searchTopics,
  topicDetail,
  topicFeed,
  topicPoll,
  topicsAt,
  voteOnTopic,
} from '../../../server/domain/topics'
import { DEV_ID, OTHER_ID, SEED_NOW, seededDatabase, verified, apiError } from './seeded'

let db: DB
beforeAll(() => {
  db = seededDatabase()
})
afterAll(() => db.close())

const PAGE = { pageNum: 1, pageSize: 100 }

/** A topic with a poll that neither test account has voted in, and its options' ids. */
function pollTopic(): { topicId: string; options: string[] } {
  const row = db
    .prepare(
      `SELECT topic_id AS id FROM topic_vote_options WHERE topic_id NOT IN
         (SELECT topic_id FROM topic_votes WHERE account_id IN (?, ?)) GROUP BY topic_id HAVING COUNT(*) >= 2 LIMIT 1`,
    )
    .get(DEV_ID, OTHER_ID) as { id: number }
  const poll = topicPoll(db, row.id, undefined)!
  return { topicId: String(row.id), options: poll.options.map((o) => o.optionId) }
}

const counts = (topicId: string, viewer?: string) =>
  topicDetail(db, topicId, viewer ? verified(viewer) : undefined).vote!

describe('topic polls', () => {
  it('a vote adds one to its side and shows the voter, and only the voter, their side', () => {
    const { topicId, options } = pollTopic()
    const before = counts(topicId).options.map((o) => o.count)
    const answer = voteOnTopic(db, verified(DEV_ID), topicId, options[0], SEED_NOW)
    expect(answer.myOptionId).toBe(options[0])
    expect(answer.options.map((o) => o.count)).toEqual(before.map((n, i) => (i === 0 ? n + 1 : n)))
    expect(counts(topicId, DEV_ID).myOptionId).toBe(options[0])
    expect(counts(topicId, OTHER_ID).myOptionId).toBeNull()
    expect(counts(topicId).myOptionId).toBeNull()
  })

  it('voting again for the other side moves the vote; for the same side changes nothing', () => {
    const { topicId, options } = pollTopic()
    const before = counts(topicId).options.map((o) => o.count)
    voteOnTopic(db, verified(DEV_ID), topicId, options[0], SEED_NOW)
    voteOnTopic(db, verified(DEV_ID), topicId, options[1], SEED_NOW)
    const moved = voteOnTopic(db, verified(DEV_ID), topicId, options[1], SEED_NOW)
    expect(moved.myOptionId).toBe(options[1])
    expect(moved.options.map((o) => o.count)).toEqual(before.map((n, i) => (i === 1 ? n + 1 : n)))
  })

  it('refuses an option of another topic and a topic that does not exist, with 404', () => {
    const first = pollTopic()
    const otherTopic = db
      .prepare('SELECT id FROM topic_vote_options WHERE topic_id <> ? LIMIT 1')
      .get(Number(first.topicId)) as { id: number }
    const wrong = apiError(() => voteOnTopic(db, verified(DEV_ID), first.topicId, String(otherTopic.id), SEED_NOW))
    expect([wrong.status, wrong.message]).toEqual([404, TOPIC_MESSAGES.missingOption])
    const missing = apiError(() => voteOnTopic(db, verified(DEV_ID), '999999', first.options[0], SEED_NOW))
    expect([missing.status, missing.message]).toEqual([404, TOPIC_MESSAGES.missing])
  })

  it('a topic without a poll shows none', () => {
    const plain = db
      .prepare('SELECT id FROM topics WHERE id NOT IN (SELECT topic_id FROM topic_vote_options) LIMIT 1')
      .get() as { id: number }
    expect(topicDetail(db, String(plain.id), verified(DEV_ID)).vote).toBeNull()
  })
})

describe('topic lists', () => {
  it('lists hot topics first, and recommends the most read first', () => {
    const all = allTopics(db, PAGE).list
    const firstCold = all.findIndex((t) => !t.hot)
    expect(all.slice(firstCold).every((t) => !t.hot)).toBe(true)
    const reads = recommendedTopics(db, PAGE).list.map((t) => t.readCount)
    expect(reads).toEqual([...reads].sort((a, b) => b - a))
  })

  it('finds topics by name or intro, the keyword as text; a blank keyword lists them all', () => {
    const topic = allTopics(db, PAGE).list[0]
    const found = searchTopics(db, ` ${topic.title.slice(0, 2)} `, PAGE).list
    expect(found.some((t) => t.topicId === topic.topicId)).toBe(true)
    expect(searchTopics(db, '%', PAGE).total).toBe(0)
    expect(searchTopics(db, '  ', PAGE).total).toBe(allTopics(db, PAGE).total)
  })

  it('lists the topics placed on a screen', () => {
    const placed = topicsAt(db, 'home')
    expect(placed.length).toBeGreaterThan(0)
    expect(placed.every((t) => t.showPosition === 'home')).toBe(true)
    expect(topicsAt(db, 'nowhere')).toEqual([])
  })
})

describe('a topic’s posts and figures', () => {
  const busyTopic = () =>
    String(
      (
        db
          .prepare('SELECT topic_id AS id FROM dynamic_topics GROUP BY topic_id ORDER BY COUNT(*) DESC LIMIT 1')
          .get() as { id: number }
      ).id,
    )

  it('counts a taken-down post for nothing and leaves it out of the feeds', () => {
    const topicId = busyTopic()
    const before = topicDetail(db, topicId, undefined).discussCount
    const newest = topicFeed(db, topicId, 'newest', PAGE, undefined)
    expect(newest.total).toBe(before)
    const post = newest.list[0]
    db.prepare('UPDATE dynamics SET status = -1 WHERE id = ?').run(Number(post.articleId))
    expect(topicDetail(db, topicId, undefined).discussCount).toBe(before - 1)
    const hottest = topicFeed(db, topicId, 'hottest', PAGE, undefined)
    expect(hottest.total).toBe(before - 1)
    expect(hottest.list.some((d) => d.articleId === post.articleId)).toBe(false)
  })

  it('ranks the hottest posts by likes', () => {
    const likes = topicFeed(db, busyTopic(), 'hottest', PAGE, undefined).list.map((d) => d.praiseCount)
    expect(likes).toEqual([...likes].sort((a, b) => b - a))
    const anyTopic = hotTopicPosts(db, PAGE, undefined).list.map((d) => d.praiseCount)
    expect(anyTopic).toEqual([...anyTopic].sort((a, b) => b - a))
  })

  it('an activity overview ranks at most ten posters by the likes their posts there got', () => {
    const overview = activityOverview(db, busyTopic())
    expect(overview.ranking.length).toBeGreaterThan(0)
    expect(overview.ranking.length).toBeLessThanOrEqual(10)
    expect(overview.participants).toBeGreaterThanOrEqual(overview.ranking.length)
    const likes = overview.ranking.map((r) => r.praiseCount)
    expect(likes).toEqual([...likes].sort((a, b) => b - a))
    expect(apiError(() => activityOverview(db, '999999')).status).toBe(404)
  })
})
