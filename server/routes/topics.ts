import type { FastifyInstance } from 'fastify'
import type { ActivityTopicOverview, Topic, TopicDetail, TopicVote } from '@shared/api'
import { prep, type DB } from '../db'
import { requireCaller, viewerOf, type Viewer } from '../http/auth'
import { notFound, ok } from '../http/envelope'
import {
  authObj,
  define,
  fmtDate,
  id,
  likePattern,
  numericId,
  obj,
  offsetOf,
  page,
  pageObj,
  str,
  type RouteContext,
} from './define'
import { HOTTEST, feedPage } from '../domain/content'
import { countSearch } from './search'

export interface TopicRow {
  id: number
  name: string
  intro: string
  cover: string
  is_activity: number
  show_position: string | null
  is_hot: number
  vote_title: string | null
  start_at: number | null
  end_at: number | null
  discuss_count: number
  read_count: number
}

export const TOPIC_SELECT = `SELECT t.*,
  (SELECT COUNT(*) FROM dynamic_topics dt JOIN dynamics d ON d.id = dt.dynamic_id WHERE dt.topic_id = t.id AND d.status >= 0) AS discuss_count,
  (SELECT COALESCE(SUM(d.view_count), 0) FROM dynamic_topics dt JOIN dynamics d ON d.id = dt.dynamic_id WHERE dt.topic_id = t.id AND d.status >= 0) AS read_count
  FROM topics t`

export const IN_TOPIC = 'd.id IN (SELECT dynamic_id FROM dynamic_topics WHERE topic_id = ?)'

export function toTopic(r: TopicRow): Topic {
  return {
    topicId: String(r.id),
    title: r.name,
    cover: r.cover,
    intro: r.intro,
    readCount: r.read_count,
    discussCount: r.discuss_count,
    hot: r.is_hot === 1,
    isActivity: r.is_activity === 1,
    showPosition: r.show_position,
    startDate: fmtDate(r.start_at),
    endDate: fmtDate(r.end_at),
  }
}

function loadTopicRow(db: DB, topicId: string): TopicRow {
  const row = prep(db, `${TOPIC_SELECT} WHERE t.id = ?`).get(Number(topicId)) as TopicRow | undefined
  if (!row) throw notFound('话题不存在')
  return row
}

function topicVote(db: DB, topicId: number, viewer: Viewer | undefined): TopicVote | null {
  const options = prep(db, 'SELECT id, label, votes FROM topic_vote_options WHERE topic_id = ? ORDER BY id').all(
    topicId,
  ) as { id: number; label: string; votes: number }[]
  if (options.length === 0) return null
  const mine = viewer
    ? (prep(db, 'SELECT option_id FROM topic_votes WHERE account_id = ? AND topic_id = ?').get(viewer, topicId) as
        { option_id: number } | undefined)
    : undefined
  return {
    options: options.map((o) => ({ optionId: String(o.id), title: o.label, count: o.votes })),
    myOptionId: mine ? String(mine.option_id) : null,
  }
}

export function registerTopicRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  const topicsPage = (where: string, params: unknown[], order: string, pageNum: number, pageSize: number) => {
    const rows = prep(db, `${TOPIC_SELECT} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
      ...params,
      pageSize,
      offsetOf(pageNum, pageSize),
    ) as TopicRow[]
    const total = (prep(db, `SELECT COUNT(*) AS n FROM topics t WHERE ${where}`).get(...params) as { n: number }).n
    return page(rows.map(toTopic), total, pageNum, pageSize)
  }

  define(app, ctx, 'topic.queryTopicAll', pageObj(), (input) =>
    ok(topicsPage('1', [], 'is_hot DESC, discuss_count DESC, t.id', input.pageNum, input.pageSize)),
  )

  define(
    app,
    ctx,
    'topic.queryTopicInfo',
    obj({ topicId: numericId, accountId: id }, ['topicId']),
    (input, request) => {
      const row = loadTopicRow(db, input.topicId)
      const avatars = prep(
        db,
        `SELECT DISTINCT a.avatar FROM dynamic_topics dt JOIN dynamics d ON d.id = dt.dynamic_id JOIN accounts a ON a.id = d.account_id
       WHERE dt.topic_id = ? AND d.status >= 0 ORDER BY d.created_at DESC LIMIT 5`,
      ).all(row.id) as { avatar: string }[]
      const detail: TopicDetail = {
        ...toTopic(row),
        vote: topicVote(db, row.id, viewerOf(db, request, input)),
        participantAvatars: avatars.map((a) => a.avatar),
      }
      return ok(detail)
    },
  )

  const topicPage = pageObj({ topicId: numericId }, ['topicId'])
  define(app, ctx, 'topic.queryNewArticle', topicPage, (input, request) => {
    const row = loadTopicRow(db, input.topicId)
    return ok(feedPage(db, input, { where: IN_TOPIC, params: [row.id] }, viewerOf(db, request, input)))
  })
  // An activity topic is a topic with the activity flag: its hot list is ranked the same way.
  for (const name of ['topic.queryHotArticle', 'topic.queryHotActivityArticle'] as const) {
    define(app, ctx, name, topicPage, (input, request) => {
      const row = loadTopicRow(db, input.topicId)
      return ok(
        feedPage(db, input, { where: IN_TOPIC, params: [row.id], order: HOTTEST }, viewerOf(db, request, input)),
      )
    })
  }

  define(app, ctx, 'topic.queryTopicPage', pageObj({ keyword: str(50, 0) }), (input, request) => {
    const keyword = input.keyword?.trim()
    if (!keyword) return ok(topicsPage('1', [], 'is_hot DESC, t.id', input.pageNum, input.pageSize))
    const found = topicsPage(
      "t.name LIKE ? ESCAPE '\\' OR t.intro LIKE ? ESCAPE '\\'",
      [likePattern(keyword), likePattern(keyword)],
      'is_hot DESC, t.id',
      input.pageNum,
      input.pageSize,
    )
    return ok(countSearch(ctx, request, input, found))
  })

  const inAnyTopic = { where: 'd.id IN (SELECT dynamic_id FROM dynamic_topics)', params: [], order: HOTTEST }
  define(app, ctx, 'topic.queryHotRecommendArticle', pageObj(), (input, request) =>
    ok(feedPage(db, input, inAnyTopic, viewerOf(db, request, input))),
  )

  define(app, ctx, 'topic.queryTopicByShowPosition', obj({ showPosition: str(32) }, ['showPosition']), (input) => {
    const rows = prep(db, `${TOPIC_SELECT} WHERE t.show_position = ? ORDER BY t.id`).all(
      input.showPosition,
    ) as TopicRow[]
    return ok(rows.map(toTopic))
  })

  define(
    app,
    ctx,
    'topic.topicVote',
    authObj({ topicId: numericId, optionId: numericId }, ['topicId', 'optionId']),
    (input, request) => {
      const caller = requireCaller(db, request, input)
      const topic = loadTopicRow(db, input.topicId)
      const option = prep(db, 'SELECT id FROM topic_vote_options WHERE id = ? AND topic_id = ?').get(
        Number(input.optionId),
        topic.id,
      ) as { id: number } | undefined
      if (!option) throw notFound('投票选项不存在')
      db.transaction(() => {
        // Re-voting moves the vote: take it off the old side before adding it to the new one.
        const previous = prep(db, 'SELECT option_id FROM topic_votes WHERE account_id = ? AND topic_id = ?').get(
          caller.id,
          topic.id,
        ) as { option_id: number } | undefined
        if (previous?.option_id === option.id) return
        if (previous)
          prep(db, 'UPDATE topic_vote_options SET votes = MAX(0, votes - 1) WHERE id = ?').run(previous.option_id)
        prep(
          db,
          'INSERT OR REPLACE INTO topic_votes (account_id, topic_id, option_id, created_at) VALUES (?, ?, ?, ?)',
        ).run(caller.id, topic.id, option.id, Date.now())
        prep(db, 'UPDATE topic_vote_options SET votes = votes + 1 WHERE id = ?').run(option.id)
      })()
      return ok(topicVote(db, topic.id, caller.id) as TopicVote)
    },
  )

  define(app, ctx, 'topic.topicRecommend', pageObj(), (input) =>
    ok(topicsPage('1', [], 'read_count DESC, t.id', input.pageNum, input.pageSize)),
  )

  define(
    app,
    ctx,
    'topic.getActivityTopicOverview',
    obj({ topicId: numericId, accountId: id }, ['topicId']),
    (input) => {
      const row = loadTopicRow(db, input.topicId)
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
      return ok({
        topicId: String(row.id),
        participants,
        articleCount: row.discuss_count,
        readCount: row.read_count,
        ranking,
      })
    },
  )
}
