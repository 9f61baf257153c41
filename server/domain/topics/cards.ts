/** A topic as every list shows it: its counts come from the posts in it that are not taken down. */
import type { Topic } from '@shared/api'
import { prep, type DB } from '../../db'
import { notFound } from '../../http/envelope'
import { fmtDate } from '../format'

export const TOPIC_MESSAGES = { missing: '话题不存在', missingOption: '投票选项不存在' } as const

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

/** SQL over `d` (dynamics): the dynamic is in the topic given as the parameter. */
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

export function loadTopicRow(db: DB, topicId: string | number): TopicRow {
  const row = prep(db, `${TOPIC_SELECT} WHERE t.id = ?`).get(Number(topicId)) as TopicRow | undefined
  if (!row) throw notFound(TOPIC_MESSAGES.missing)
  return row
}
