/**
 * Votes written in the composer (docs/product.md §4.14): created with their post, so always the
 * post author's own, and an existing vote may move only to another post of its own author.
 */
import type { NewVote } from '@shared/api'
import { endOfChinaDay, voteProblem } from '@shared/vote-rules'
import { prep, type DB } from '../../db'
import { ApiError, badRequest, notFound } from '../../http/envelope'
import { PUBLISH_MESSAGES } from './messages'

export interface CheckedVote {
  title: string
  options: string[]
  multiple: boolean
  /** The last millisecond of endDate in China time. */
  endAt: number
}

export function checkNewVote(vote: NewVote, now: number): CheckedVote {
  const problem = voteProblem(vote, now)
  if (problem) throw badRequest(problem)
  return {
    title: vote.title.trim(),
    options: vote.options.map((o) => o.trim()),
    multiple: vote.multiple === 1,
    endAt: endOfChinaDay(vote.endDate),
  }
}

export function insertVote(db: DB, dynamicId: number, vote: CheckedVote): number {
  const voteId = Number(
    prep(db, 'INSERT INTO vote_components (dynamic_id, title, multiple, end_at) VALUES (?, ?, ?, ?)').run(
      dynamicId,
      vote.title,
      vote.multiple ? 1 : 0,
      vote.endAt,
    ).lastInsertRowid,
  )
  const option = prep(db, 'INSERT INTO vote_options (vote_id, label) VALUES (?, ?)')
  for (const label of vote.options) option.run(voteId, label)
  return voteId
}

/** A vote may be attached only by the author of the post that carries it. */
export function requireOwnVote(db: DB, voteId: string, callerId: string): void {
  const row = prep(
    db,
    'SELECT d.account_id FROM vote_components v JOIN dynamics d ON d.id = v.dynamic_id WHERE v.id = ?',
  ).get(Number(voteId)) as { account_id: string } | undefined
  if (!row) throw notFound('投票不存在')
  if (row.account_id !== callerId) throw new ApiError(403, PUBLISH_MESSAGES.notOwnVote)
}

/** Moves an existing vote (already checked as the caller's own) onto the post that now carries it. */
export function attachVote(db: DB, voteId: string, dynamicId: number): void {
  prep(db, 'UPDATE vote_components SET dynamic_id = ? WHERE id = ?').run(dynamicId, Number(voteId))
}
