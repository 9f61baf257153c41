/** Joining and leaving a circle (关注圈子): idempotent, answering the circle's member count after the change. */
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { notFound } from '../../http/envelope'
import { CIRCLE_MESSAGES } from '../circles'

export function setCircleMember(
  db: DB,
  who: Viewer,
  circleId: string,
  join: boolean,
  now: number,
): { followed: boolean; memberCount: number } {
  const id = Number(circleId)
  if (!prep(db, 'SELECT 1 FROM circles WHERE id = ?').get(id)) throw notFound(CIRCLE_MESSAGES.missing)
  if (join)
    prep(db, 'INSERT OR IGNORE INTO circle_members (circle_id, account_id, joined_at) VALUES (?, ?, ?)').run(
      id,
      who,
      now,
    )
  else prep(db, 'DELETE FROM circle_members WHERE circle_id = ? AND account_id = ?').run(id, who)
  const memberCount = (
    prep(db, 'SELECT COUNT(*) AS n FROM circle_members WHERE circle_id = ?').get(id) as { n: number }
  ).n
  return { followed: join, memberCount }
}
