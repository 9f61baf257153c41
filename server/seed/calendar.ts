/** The trading calendar around now, and the sector-guessing rounds of the last two weeks' trading days and today. */
import { dayString } from '../china-day'
import { closesAt } from '../domain/campaigns'
import { DAY, HOUR, type SeedContext, type SeedPeople } from './context'
import { DEV_ACCOUNT } from './dev-account'
import * as P from './phrases'

export function seedCalendar({ db, rng, now }: SeedContext, { accounts }: SeedPeople): void {
  const insDay = db.prepare('INSERT INTO trading_days (day, is_trading) VALUES (?, ?)')
  for (let d = -200; d <= 200; d++) {
    const t = now + d * DAY
    const weekday = new Date(t + 8 * HOUR).getUTCDay()
    const day = dayString(t)
    const holiday = /-(01-01|05-0[1-5]|10-0[1-7])$/.test(day)
    insDay.run(day, weekday === 0 || weekday === 6 || holiday ? 0 : 1)
  }
  const insRound = db.prepare('INSERT INTO guess_rounds (id, day, options, answer, closes_at) VALUES (?, ?, ?, ?, ?)')
  const insGuess = db.prepare(
    'INSERT OR IGNORE INTO guesses (account_id, round_id, plate, created_at) VALUES (?, ?, ?, ?)',
  )
  const plateCodes = P.PLATES.map((name, i) => ({ code: `BK${String(1001 + i)}`, name }))
  const trading = db.prepare('SELECT is_trading FROM trading_days WHERE day = ?')
  for (let d = 14; d >= 0; d--) {
    const id = 15 - d
    const options = rng.sample(plateCodes, 4).map((p) => ({ ...p, upRose: rng.int(-500, 800) }))
    const codesOfRound = options.map((o) => o.code)
    const t = now - d * DAY
    const winner = options.reduce((a, b) => (b.upRose > a.upRose ? b : a)).code
    const guessers = rng.sample(accounts.slice(1), rng.int(5, 25)).map((a) => [a.id, rng.pick(codesOfRound)] as const)
    const devPick = d > 0 && d % 2 === 0 ? rng.pick(codesOfRound) : null
    // Rounds exist on trading days only (the draws above are made either way, so the rest of the seed stays put).
    if ((trading.get(dayString(t)) as { is_trading: number }).is_trading !== 1) continue
    // Today's round settles at its cut-off, through the game's own settlement (server/guess-plate.ts).
    insRound.run(id, dayString(t), JSON.stringify(options), d > 0 ? winner : null, closesAt(dayString(t)))
    // Today the test account has not guessed yet.
    for (const [accountId, plate] of guessers) insGuess.run(accountId, id, plate, t - HOUR)
    if (devPick) insGuess.run(DEV_ACCOUNT.id, id, devPick, t - HOUR)
  }
}
