/** A topic's poll (docs/product.md §4.12): its sides with their counts, and the side the viewer took. */
import type { TopicVote } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { notFound } from '../../http/envelope'
import { TOPIC_MESSAGES, loadTopicRow } from './cards'

/** The poll as `viewer` sees it (their side only when verified); null for a topic without a poll. */
export function topicPoll(db: DB, topicId: number, viewer: Viewer | undefined): TopicVote | null {
  const options = prep(db, 'SELECT id, label, votes FROM topic_vote_options WHERE topic_id = ? ORDER BY id').all(
    topicId,
  ) as { id: number; label: string; votes: number }[]
  if (options.length === 0) return null
  const question = prep(db, 'SELECT vote_title FROM topics WHERE id = ?').get(topicId) as
    { vote_title: string | null } | undefined
  const mine = viewer
    ? (prep(db, 'SELECT option_id FROM topic_votes WHERE account_id = ? AND topic_id = ?').get(viewer, topicId) as
        { option_id: number } | undefined)
    : undefined
  return {
    title: question?.vote_title ?? '',
    options: options.map((o) => ({ optionId: String(o.id), title: o.label, count: o.votes })),
    myOptionId: mine ? String(mine.option_id) : null,
  }
}

/**
 * `caller` takes a side in the topic's poll. One side per account: voting again for another side moves the vote
 * (one off the old side, one on the new), for the same side changes nothing. Answers the poll as the caller sees it.
 */
export function voteOnTopic(db: DB, caller: Viewer, topicId: string, optionId: string, now: number): TopicVote {
  const topic = loadTopicRow(db, topicId)
  const option = prep(db, 'SELECT id FROM topic_vote_options WHERE id = ? AND topic_id = ?').get(
    Number(optionId),
    topic.id,
  ) as { id: number } | undefined
  if (!option) throw notFound(TOPIC_MESSAGES.missingOption)
  db.transaction(() => {
    const previous = prep(db, 'SELECT option_id FROM topic_votes WHERE account_id = ? AND topic_id = ?').get(
      caller,
      topic.id,
    ) as { option_id: number } | undefined
    if (previous?.option_id === option.id) return
    if (previous)
      prep(db, 'UPDATE topic_vote_options SET votes = MAX(0, votes - 1) WHERE id = ?').run(previous.option_id)
    prep(
      db,
      'INSERT OR REPLACE INTO topic_votes (account_id, topic_id, option_id, created_at) VALUES (?, ?, ?, ?)',
    ).run(caller, topic.id, option.id, now)
    prep(db, 'UPDATE topic_vote_options SET votes = votes + 1 WHERE id = ?').run(option.id)
  })()
  // The option exists, so the topic has a poll.
  return topicPoll(db, topic.id, caller)!
}
