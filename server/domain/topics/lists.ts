/**
 * Topics (docs/product.md §4.12): the lists of topics (all, recommended, searched, placed), a topic's detail and
 * its posts, and an activity topic's overview. Counts leave taken-down posts out.
 */
import type { ActivityTopicOverview, Dynamic, Page, Topic, TopicDetail } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { HOTTEST, feedPage, type FeedPaging } from '../content'
import { likePattern, offsetOf, page } from '../format'
import { IN_TOPIC, TOPIC_SELECT, loadTopicRow, toTopic, type TopicRow } from './cards'
import { topicPoll } from './votes'

function topicsPage(db: DB, filter: { where: string; params: unknown[] }, order: string, paging: FeedPaging) {
  const { where, params } = filter
  const rows = prep(db, `${TOPIC_SELECT} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
    ...params,
    paging.pageSize,
    offsetOf(paging.pageNum, paging.pageSize),
  ) as TopicRow[]
  const total = (prep(db, `SELECT COUNT(*) AS n FROM topics t WHERE ${where}`).get(...params) as { n: number }).n
  return page(rows.map(toTopic), total, paging.pageNum, paging.pageSize)
}

const EVERY_TOPIC = { where: '1', params: [] }

/** Every topic: hot ones first, then the most discussed. */
export function allTopics(db: DB, paging: FeedPaging): Page<Topic> {
  return topicsPage(db, EVERY_TOPIC, 'is_hot DESC, discuss_count DESC, t.id', paging)
}

/** Every topic, the most read first. */
export function recommendedTopics(db: DB, paging: FeedPaging): Page<Topic> {
  return topicsPage(db, EVERY_TOPIC, 'read_count DESC, t.id', paging)
}

/** Topics whose name or intro holds the keyword (as text, wildcards included), hot ones first; no keyword: all. */
export function searchTopics(db: DB, keyword: string | undefined, paging: FeedPaging): Page<Topic> {
  const word = keyword?.trim()
  const filter = word
    ? {
        where: "t.name LIKE ? ESCAPE '\\' OR t.intro LIKE ? ESCAPE '\\'",
        params: [likePattern(word), likePattern(word)],
      }
    : EVERY_TOPIC
  return topicsPage(db, filter, 'is_hot DESC, t.id', paging)
}

/** The topics a client places at `showPosition` ('home', 'community', 'etf'). */
export function topicsAt(db: DB, showPosition: string): Topic[] {
  const rows = prep(db, `${TOPIC_SELECT} WHERE t.show_position = ? ORDER BY t.id`).all(showPosition) as TopicRow[]
  return rows.map(toTopic)
}

/** A topic with its poll as `viewer` sees it and the avatars of its five latest posters. */
export function topicDetail(db: DB, topicId: string, viewer: Viewer | undefined): TopicDetail {
  const row = loadTopicRow(db, topicId)
  const avatars = prep(
    db,
    `SELECT DISTINCT a.avatar FROM dynamic_topics dt JOIN dynamics d ON d.id = dt.dynamic_id JOIN accounts a ON a.id = d.account_id
     WHERE dt.topic_id = ? AND d.status >= 0 ORDER BY d.created_at DESC LIMIT 5`,
  ).all(row.id) as { avatar: string }[]
  return { ...toTopic(row), vote: topicPoll(db, row.id, viewer), participantAvatars: avatars.map((a) => a.avatar) }
}

/** A topic's posts, newest or most liked first; 404 for a topic that does not exist. */
export function topicFeed(
  db: DB,
  topicId: string,
  order: 'newest' | 'hottest',
  paging: FeedPaging,
  viewer: Viewer | undefined,
): Page<Dynamic> {
  const row = loadTopicRow(db, topicId)
  const filter = { where: IN_TOPIC, params: [row.id], ...(order === 'hottest' ? { order: HOTTEST } : {}) }
  return feedPage(db, paging, filter, viewer)
}

/** Posts in any topic, the most liked first. */
export function hotTopicPosts(db: DB, paging: FeedPaging, viewer: Viewer | undefined): Page<Dynamic> {
  return feedPage(
    db,
    paging,
    { where: 'd.id IN (SELECT dynamic_id FROM dynamic_topics)', params: [], order: HOTTEST },
    viewer,
  )
}

/** An activity topic's figures: how many took part, and the ten posters whose posts there were liked most. */
export function activityOverview(db: DB, topicId: string): ActivityTopicOverview {
  const row = loadTopicRow(db, topicId)
  const participants = (
    prep(db, `SELECT COUNT(DISTINCT d.account_id) AS n FROM dynamics d WHERE ${IN_TOPIC} AND d.status >= 0`).get(
      row.id,
    ) as { n: number }
  ).n
  const ranking = prep(
    db,
    `SELECT a.id AS accountId, a.nickname AS nickName, a.avatar, SUM(d.praise_count) AS praiseCount
     FROM dynamics d JOIN accounts a ON a.id = d.account_id WHERE ${IN_TOPIC} AND d.status >= 0
     GROUP BY a.id ORDER BY praiseCount DESC, a.id LIMIT 10`,
  ).all(row.id) as ActivityTopicOverview['ranking']
  return { topicId: String(row.id), participants, articleCount: row.discuss_count, readCount: row.read_count, ranking }
}
