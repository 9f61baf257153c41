import type { FastifyInstance } from 'fastify'
import { DEV, OTHER, call, expectError, makeServer, tempDir } from './helpers'
import { GUESS_MESSAGES, GUESS_RULES } from '@shared/campaigns'

/** A Wednesday, 10:00 in Beijing: today's round is open and the market has traded half an hour. */
const WEDNESDAY_10 = Date.parse('2026-11-18T10:00:00+08:00')
const WEDNESDAY_1530 = Date.parse('2026-11-18T15:30:00+08:00')
const SATURDAY = Date.parse('2026-11-21T10:00:00+08:00')

const errorText = (body: string) => (JSON.parse(body) as { msg?: string; message?: string }).msg ?? body

describe('guess plate rounds', () => {
  const dir = tempDir()
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ app } = await makeServer(dir, { now: WEDNESDAY_10 }))
  })
  afterAll(async () => {
    await app.close()
  })

  it('opens today’s round with the sectors’ rise so far and yesterday’s settled result', async () => {
    const { round, previous, nextRoundDate, score } = (await call(app, 'misc.guessPlateRound', {})).body.data
    expect(round).toMatchObject({ date: '2026-11-18', status: 'open', deadline: '2026-11-18 15:00:00' })
    expect(round?.plates).toHaveLength(4)
    expect(round?.plates.some((p) => p.up_rose !== 0)).toBe(true)
    expect(previous).toMatchObject({ date: '2026-11-17', status: 'settled' })
    expect(previous?.winningPlateCode).toMatch(/^BK/)
    expect(nextRoundDate).toBeNull()
    expect(score).toBeNull()
  })

  it('takes one guess on today’s round and refuses a second with a clear message', async () => {
    const round = (await call(app, 'misc.guessPlateRound', {})).body.data.round!
    const before = (await call(app, 'misc.guessPlateRound', { ...DEV })).body.data.score!
    const first = await call(app, 'misc.guessPlateGuess', {
      ...DEV,
      roundId: round.roundId,
      plateCode: round.plates[1].plateCode,
    })
    expect(first.status).toBe(200)
    const again = await call(app, 'misc.guessPlateGuess', {
      ...DEV,
      roundId: round.roundId,
      plateCode: round.plates[2].plateCode,
    })
    expectError(again.raw, 400)
    expect(again.raw.body).toContain(GUESS_MESSAGES.again)
    const mine = (await call(app, 'misc.guessPlateRound', { ...DEV })).body.data
    expect(mine.round?.myGuess).toMatchObject({ plateCode: round.plates[1].plateCode, correct: null })
    expect(mine.history[0]).toMatchObject({ roundId: round.roundId, correct: null })
    // 猜中 won/played counts settled guesses only: today's, still open, is in neither number yet.
    expect(mine.score).toMatchObject({ played: before.played, won: before.won })
  })

  it('refuses a guess on a round other than today’s open one (yesterday’s, tomorrow’s)', async () => {
    const { previous } = (await call(app, 'misc.guessPlateRound', {})).body.data
    const old = await call(app, 'misc.guessPlateGuess', {
      ...OTHER,
      roundId: previous!.roundId,
      plateCode: previous!.plates[0].plateCode,
    })
    expectError(old.raw, 400)
    expect(errorText(old.raw.body)).toContain(GUESS_MESSAGES.notCurrent)
    app.db
      .prepare('INSERT OR IGNORE INTO guess_rounds (day, options, answer, closes_at) VALUES (?, ?, NULL, ?)')
      .run(
        '2026-11-19',
        JSON.stringify([{ code: 'BK1001', name: '半导体', upRose: 100 }]),
        Date.parse('2026-11-19T15:00:00+08:00'),
      )
    const { id } = app.db.prepare("SELECT id FROM guess_rounds WHERE day = '2026-11-19'").get() as { id: number }
    const tomorrow = await call(app, 'misc.guessPlateGuess', { ...OTHER, roundId: String(id), plateCode: 'BK1001' })
    expectError(tomorrow.raw, 400)
    expectError((await call(app, 'misc.guessPlateGuess', { ...OTHER, roundId: '99999', plateCode: 'BK1001' })).raw, 404)
  })

  it('keeps my pick, my guesses’ points and my streak private: naming an account without its token reads as a visitor', async () => {
    const visitor = await call(app, 'misc.guessPlateRound', {})
    expect(visitor.body.data.score).toBeNull()
    expect((await call(app, 'misc.guessPlateRound', { accountId: OTHER.accountId })).body).toEqual(visitor.body)
    expect((await call(app, 'misc.guessPlateRound', { ...DEV, accountId: OTHER.accountId })).body).toEqual(visitor.body)
  })

  it('settles at the cut-off from the close and keeps points and streak across a restart', async () => {
    const mine = (await call(app, 'misc.guessPlateRound', { ...DEV })).body.data
    await app.close()
    ;({ app } = await makeServer(dir, { now: WEDNESDAY_1530 }))
    const changes = () => (app.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n
    const before = changes()
    const after = (await call(app, 'misc.guessPlateRound', { ...DEV })).body.data
    // Settling is a reading of the close: asking writes nothing.
    expect(changes()).toBe(before)
    const round = after.round!
    expect(round.status).toBe('settled')
    const best = round.plates.reduce((a, b) => ((b.up_rose ?? 0) > (a.up_rose ?? 0) ? b : a))
    expect(round.winningPlateCode).toBe(best.plateCode)
    const won = round.myGuess?.plateCode === round.winningPlateCode
    expect(round.myGuess?.correct).toBe(won)
    // Settled now, today's guess counts.
    expect(after.score!.played).toBe(mine.score!.played + 1)
    expect(after.score!.won).toBe(mine.score!.won + (won ? 1 : 0))
    expect(after.score!.points).toBe(mine.score!.points + (won ? GUESS_RULES.pointsPerWin : 0))
    expect(after.score!.streak).toBe(won ? mine.score!.streak + 1 : 0)
    expect(after.nextRoundDate).toBe('2026-11-19')
    const guess = await call(app, 'misc.guessPlateGuess', {
      ...OTHER,
      roundId: round.roundId,
      plateCode: best.plateCode,
    })
    expect(errorText(guess.raw.body)).toContain(GUESS_MESSAGES.closed)
  })
})

describe('guess plate on a non-trading day', () => {
  it('has no round and names the day the next one opens', async () => {
    const { app } = await makeServer(tempDir(), { now: SATURDAY })
    const { round, previous, nextRoundDate } = (await call(app, 'misc.guessPlateRound', {})).body.data
    expect(round).toBeNull()
    expect(previous?.date).toBe('2026-11-20')
    expect(nextRoundDate).toBe('2026-11-23')
    await app.close()
  })
})

describe('guess plate rules', () => {
  it('come from the page configuration and state the points the game gives', async () => {
    const { app } = await makeServer(tempDir(), { now: SATURDAY })
    const rule = (await call(app, 'page.info', {}, { pageId: 'guess-plate-rule' })).body.data
    expect(JSON.stringify(rule.modules)).toContain('15:00')
    const rule2 = (await call(app, 'page.info', {}, { pageId: 'guess-plate-rule2' })).body.data
    expect(JSON.stringify(rule2.modules)).toContain(`${GUESS_RULES.pointsPerWin} 积分`)
    await app.close()
  })
})

describe('show role badges on names', () => {
  it('a worn badge comes with its holder’s name on comments and dynamics', async () => {
    const { app } = await makeServer(tempDir(), { now: SATURDAY })
    const info = (await call(app, 'misc.showRoleInfo', { ...DEV })).body.data
    const badge = info.badges.filter((b) => b.owned).at(-1)!
    await call(app, 'misc.showRoleWearBadge', { ...DEV, badgeId: badge.badgeId })
    const feed = await call(app, 'article.dynamicList', { tab: 'latest', pageNum: 1, pageSize: 5 })
    const articleId = feed.body.data.list[0].articleId
    await call(app, 'publish.publishComment', { ...DEV, articleId, content: '戴上徽章了' })
    const comments = await call(app, 'article.getCommentByArticle', { articleId, pageNum: 1, pageSize: 20 })
    const mine = comments.body.data.list.find((c) => c.accountId === DEV.accountId)
    expect(mine?.author.badge).toEqual({ icon: badge.icon, name: badge.name })
    await app.close()
  })
})
