/**
 * The guess-the-sector game (docs/product.md §4.18): one round per trading day, open until the
 * cut-off, settled from the simulated sector rises at the close. Scores are derived from the
 * stored guesses and rounds, so they survive a restart with the database; reading them writes nothing.
 */
import type {
  GuessPlateGuess,
  GuessPlateHistoryItem,
  GuessPlateOverview,
  GuessPlateRound,
  GuessPlateScore,
} from '@shared/api'
import { GUESS_MESSAGES, GUESS_RULES } from '@shared/campaigns'
import { prep, type DB } from '../../db'
import { chinaTime, dayString, nextDay, previousDay } from '../../china-day'
import { badRequest, notFound } from '../../http/envelope'
import { PLATES } from '../markets'
import { fmtDate } from '../format'

const HISTORY_SIZE = 30
/** The trading session, as minutes after midnight: 9:30–11:30 and 13:00–15:00. */
const SESSIONS: readonly (readonly [number, number])[] = [
  [9 * 60 + 30, 11 * 60 + 30],
  [13 * 60, 15 * 60],
]
const SESSION_MINUTES = SESSIONS.reduce((sum, [from, to]) => sum + to - from, 0)

interface RoundRow {
  id: number
  day: string
  options: string
  answer: string | null
  closes_at: number
}
interface PlateOption {
  code: string
  name: string
  /** The close, hundredths of a percent. */
  upRose: number
}

export function isTradingDay(db: DB, day: string): boolean {
  const row = prep(db, 'SELECT is_trading FROM trading_days WHERE day = ?').get(day) as
    { is_trading: number } | undefined
  // Outside the seeded calendar, the weekday rule.
  if (row) return row.is_trading === 1
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

function tradingDayFrom(db: DB, day: string, step: (day: string) => string): string {
  let d = step(day)
  // A year without a trading day does not exist; the bound only keeps a broken calendar from looping.
  for (let i = 0; i < 366 && !isTradingDay(db, d); i++) d = step(d)
  return d
}

export function closesAt(day: string): number {
  return Date.parse(`${day}T${GUESS_RULES.cutoff}:00+08:00`)
}

/** The round of a trading day, made on first ask from the day's digits so every server makes the same one. */
function roundOf(db: DB, day: string): RoundRow {
  const found = prep(db, 'SELECT * FROM guess_rounds WHERE day = ?').get(day) as RoundRow | undefined
  if (found) return found
  const seed = Number(day.replace(/-/g, ''))
  const options: PlateOption[] = [0, 1, 2, 3].map((k) => {
    const i = (seed + k * 5) % PLATES.length
    return { code: `BK${1001 + i}`, name: PLATES[i], upRose: ((seed * (k + 3)) % 1300) - 500 }
  })
  prep(db, 'INSERT OR IGNORE INTO guess_rounds (day, options, answer, closes_at) VALUES (?, ?, NULL, ?)').run(
    day,
    JSON.stringify(options),
    closesAt(day),
  )
  return prep(db, 'SELECT * FROM guess_rounds WHERE day = ?').get(day) as RoundRow
}

/** The sector that rose most at the close wins. */
function winnerOf(options: readonly PlateOption[]): string {
  return options.reduce((a, b) => (b.upRose > a.upRose ? b : a)).code
}

/**
 * A round's answer: the one stored (operations may fix it), else, once the cut-off has passed, the
 * sector that rose most at the close. The close is fixed when the round is made, so the answer never moves.
 */
function answerOf(round: Pick<RoundRow, 'options' | 'answer' | 'closes_at'>, now: number): string | null {
  if (round.answer !== null) return round.answer
  return now >= round.closes_at ? winnerOf(JSON.parse(round.options) as PlateOption[]) : null
}

/** Share of today's trading session gone by at `now` (0 before the open, 1 after the close). */
function sessionProgress(day: string, now: number): number {
  const { day: today, minutes } = chinaTime(now)
  if (today < day) return 0
  if (today > day) return 1
  const gone = SESSIONS.reduce((sum, [from, to]) => sum + Math.max(0, Math.min(minutes, to) - from), 0)
  return gone / SESSION_MINUTES
}

function toRound(db: DB, round: RoundRow, viewer: string | undefined, now: number): GuessPlateRound {
  const options = JSON.parse(round.options) as PlateOption[]
  const answer = answerOf(round, now)
  const settled = answer !== null
  const progress = settled ? 1 : sessionProgress(round.day, now)
  const participants = (prep(db, 'SELECT COUNT(*) AS n FROM guesses WHERE round_id = ?').get(round.id) as { n: number })
    .n
  const mine = viewer
    ? (prep(db, 'SELECT plate, created_at FROM guesses WHERE account_id = ? AND round_id = ?').get(viewer, round.id) as
        { plate: string; created_at: number } | undefined)
    : undefined
  return {
    roundId: String(round.id),
    date: round.day,
    deadline: fmtDate(round.closes_at),
    status: settled ? 'settled' : now < round.closes_at ? 'open' : 'closed',
    // The simulated rise so far: the close scaled by the share of the session gone by.
    plates: options.map((o) => ({ plateCode: o.code, plateName: o.name, up_rose: Math.round(o.upRose * progress) })),
    winningPlateCode: answer,
    participants,
    myGuess: mine
      ? {
          roundId: String(round.id),
          plateCode: mine.plate,
          createdDate: fmtDate(mine.created_at),
          correct: settled ? mine.plate === answer : null,
        }
      : null,
  }
}

interface HistoryRow {
  round_id: number
  day: string
  options: string
  answer: string | null
  closes_at: number
  plate: string
}

function historyOf(db: DB, viewer: string): HistoryRow[] {
  return prep(
    db,
    `SELECT g.round_id, r.day, r.options, r.answer, r.closes_at, g.plate FROM guesses g JOIN guess_rounds r ON r.id = g.round_id
     WHERE g.account_id = ? ORDER BY r.day DESC`,
  ).all(viewer) as HistoryRow[]
}

function scoreOf(db: DB, rows: readonly HistoryRow[], now: number): GuessPlateScore {
  const mine = new Map(rows.map((r) => [r.round_id, r.plate]))
  const settled = (
    prep(db, 'SELECT * FROM guess_rounds WHERE answer IS NOT NULL OR closes_at <= ? ORDER BY day DESC').all(
      now,
    ) as RoundRow[]
  ).map((round) => ({ id: round.id, answer: answerOf(round, now) }))
  // A streak counts settled rounds in a row, newest first: a wrong guess or a missed round ends it.
  let streak = 0
  let run = 0
  let best = 0
  let current = true
  for (const round of settled) {
    if (mine.get(round.id) === round.answer) {
      run++
      best = Math.max(best, run)
      if (current) streak = run
    } else {
      run = 0
      current = false
    }
  }
  // 猜中 won/played counts settled guesses only (docs/product.md §4.18): a guess still open is neither won nor lost.
  const answered = rows.filter((r) => answerOf(r, now) !== null)
  const won = answered.filter((r) => r.plate === answerOf(r, now)).length
  return { points: won * GUESS_RULES.pointsPerWin, streak, bestStreak: best, played: answered.length, won }
}

function toHistoryItem(row: HistoryRow, now: number): GuessPlateHistoryItem {
  const options = JSON.parse(row.options) as PlateOption[]
  const name = (code: string | null) => options.find((o) => o.code === code)?.name ?? null
  const answer = answerOf(row, now)
  const correct = answer === null ? null : row.plate === answer
  return {
    roundId: String(row.round_id),
    date: row.day,
    plateCode: row.plate,
    plateName: name(row.plate) ?? row.plate,
    winningPlateCode: answer,
    winningPlateName: name(answer),
    correct,
    points: correct ? GUESS_RULES.pointsPerWin : 0,
  }
}

/** Today's round (on a trading day), yesterday's result and, for a viewer, their standing. */
export function guessOverview(db: DB, viewer: string | undefined, now: number): GuessPlateOverview {
  const today = dayString(now)
  const current = isTradingDay(db, today) ? roundOf(db, today) : null
  const previous = roundOf(db, tradingDayFrom(db, today, previousDay))
  const round = current ? toRound(db, current, viewer, now) : null
  const rows = viewer ? historyOf(db, viewer) : []
  return {
    round,
    previous: toRound(db, previous, viewer, now),
    nextRoundDate: round?.status === 'open' ? null : tradingDayFrom(db, today, nextDay),
    score: viewer ? scoreOf(db, rows, now) : null,
    history: rows.slice(0, HISTORY_SIZE).map((row) => toHistoryItem(row, now)),
  }
}

/** Takes a guess on today's open round only; anything else is refused with the reason. */
export function placeGuess(db: DB, viewer: string, roundId: number, plateCode: string, now: number): GuessPlateGuess {
  const round = prep(db, 'SELECT * FROM guess_rounds WHERE id = ?').get(roundId) as RoundRow | undefined
  if (!round) throw notFound(GUESS_MESSAGES.noRound)
  const today = dayString(now)
  if (round.day !== today || !isTradingDay(db, today)) throw badRequest(GUESS_MESSAGES.notCurrent)
  const view = toRound(db, round, viewer, now)
  if (view.status !== 'open') throw badRequest(GUESS_MESSAGES.closed)
  if (view.myGuess) throw badRequest(GUESS_MESSAGES.again)
  if (!view.plates.some((p) => p.plateCode === plateCode)) throw notFound(GUESS_MESSAGES.noPlate)
  prep(db, 'INSERT INTO guesses (account_id, round_id, plate, created_at) VALUES (?, ?, ?, ?)').run(
    viewer,
    round.id,
    plateCode,
    now,
  )
  return { roundId: String(round.id), plateCode, createdDate: fmtDate(now), correct: null }
}
