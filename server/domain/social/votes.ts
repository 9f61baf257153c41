/**
 * Votes inside posts and articles (docs/product.md §4.7): an account votes once, while the vote is open, for up to its
 * maxChoices distinct options of that vote; each chosen option counts one more.
 */
import type { Vote } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { badRequest, notFound } from '../../http/envelope'
import { loadVote } from '../content'
import { SOCIAL_MESSAGES } from './messages'

/** A vote as `viewer` sees it (their choices only for a verified viewer). */
export function voteDetail(db: DB, voteId: string, viewer: Viewer | undefined, now: number): Vote {
  return loadVote(db, Number(voteId), viewer, now)
}

/** Casts `who`'s vote and answers the vote with the new counts. */
export function castVote(db: DB, who: Viewer, voteId: string, optionIds: string[], now: number): Vote {
  const vote = loadVote(db, Number(voteId), who, now)
  if (vote.closed) throw badRequest(SOCIAL_MESSAGES.voteClosed)
  if (vote.myOptionIds.length > 0) throw badRequest(SOCIAL_MESSAGES.votedAlready)
  const chosen = [...new Set(optionIds)]
  if (chosen.length > vote.maxChoices) throw badRequest(SOCIAL_MESSAGES.tooManyChoices(vote.maxChoices))
  const valid = new Set(vote.options.map((o) => o.optionId))
  if (!chosen.every((o) => valid.has(o))) throw notFound(SOCIAL_MESSAGES.noOption)
  db.transaction(() => {
    for (const optionId of chosen) {
      prep(db, 'INSERT INTO vote_records (account_id, vote_id, option_id, created_at) VALUES (?, ?, ?, ?)').run(
        who,
        Number(voteId),
        Number(optionId),
        now,
      )
      prep(db, 'UPDATE vote_options SET votes = votes + 1 WHERE id = ?').run(Number(optionId))
    }
  })()
  return loadVote(db, Number(voteId), who, now)
}
