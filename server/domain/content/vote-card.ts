/** A vote as a post or article carries it, with the options the viewer chose. */
import type { Vote } from '@shared/api'
import { prep, type DB } from '../../db'
import { notFound } from '../../http/envelope'
import type { Viewer } from '../../http/auth'
import { fmtDate } from '../format'

export function loadVote(db: DB, voteId: number, viewer: Viewer | undefined, now = Date.now()): Vote {
  const vote = prep(db, 'SELECT id, title, multiple, end_at FROM vote_components WHERE id = ?').get(voteId) as
    { id: number; title: string; multiple: number; end_at: number } | undefined
  if (!vote) throw notFound('投票不存在')
  const options = prep(db, 'SELECT id, label, votes FROM vote_options WHERE vote_id = ? ORDER BY id').all(voteId) as {
    id: number
    label: string
    votes: number
  }[]
  const mine = viewer
    ? (prep(db, 'SELECT option_id FROM vote_records WHERE account_id = ? AND vote_id = ?').all(viewer, voteId) as {
        option_id: number
      }[])
    : []
  return {
    voteId: String(vote.id),
    title: vote.title,
    multiple: vote.multiple === 1,
    maxChoices: vote.multiple === 1 ? options.length : 1,
    deadline: fmtDate(vote.end_at),
    closed: vote.end_at <= now,
    totalVotes: options.reduce((sum, o) => sum + o.votes, 0),
    options: options.map((o) => ({ optionId: String(o.id), text: o.label, count: o.votes })),
    myOptionIds: mine.map((m) => String(m.option_id)),
  }
}
