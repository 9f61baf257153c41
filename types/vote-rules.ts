/**
 * What a vote written in the composer must be (docs/product.md §4.14), one rule for the composer, which names the
 * first problem before sending, and the reference server, which refuses a vote that breaks it
 * (server/domain/publishing/votes.ts).
 */
import { CONTENT_LIMITS } from './content-limits'
import { lengthProblem } from './text-length'

export const VOTE_MESSAGES = {
  title: '请填写投票问题',
  options: `投票需要 ${CONTENT_LIMITS.voteOptionsMin} 到 ${CONTENT_LIMITS.voteOptionsMax} 个不重复的选项`,
  end: `投票截止日期需在今天到 ${CONTENT_LIMITS.voteDaysMax} 天内`,
} as const

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The exchange's calendar day of a moment (YYYY-MM-DD): China Standard Time has no DST, so +8 h gives it. */
export function chinaDay(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

export interface VoteInput {
  title: string
  options: readonly string[]
  /** The last day votes are taken, a China day. */
  endDate: string
}

/** Whether `day` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && chinaDay(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS) === day
}

/** Why the vote cannot be sent as it is at `now`, or null when it can. Texts are taken trimmed. */
export function voteProblem(vote: VoteInput, now: number): string | null {
  const title = vote.title.trim()
  if (!title) return VOTE_MESSAGES.title
  const options = vote.options.map((option) => option.trim())
  const tooLong = lengthProblem('voteTitle', title) ?? options.map((o) => lengthProblem('voteOption', o)).find(Boolean)
  if (tooLong) return tooLong
  if (
    options.length < CONTENT_LIMITS.voteOptionsMin ||
    options.length > CONTENT_LIMITS.voteOptionsMax ||
    options.some((option) => option === '') ||
    new Set(options).size !== options.length
  )
    return VOTE_MESSAGES.options
  const [today, last] = [chinaDay(now), chinaDay(now + CONTENT_LIMITS.voteDaysMax * DAY_MS)]
  if (!isCalendarDay(vote.endDate) || vote.endDate < today || vote.endDate > last) return VOTE_MESSAGES.end
  return null
}

/** The last millisecond of a China day. */
export function endOfChinaDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS + DAY_MS - 1
}
