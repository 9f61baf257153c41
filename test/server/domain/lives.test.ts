import type { DB } from '../../../server/db'
import { LIVE_MESSAGES, bookLive, liveOpenType, lives, livesBy, videosBy } from '../../../server/domain/lives'
import { DEV_ID, OTHER_ID, SEED_NOW, seededDatabase, verified, apiError } from './seeded'

let db: DB
beforeAll(() => {
  db = seededDatabase()
})
afterAll(() => db.close())

const PAGE = { pageNum: 1, pageSize: 100 }

/** A live of `status` (0 upcoming, 1 live, 2 ended) that neither test account has booked. */
function unbookedLive(status: number): string {
  return (
    db
      .prepare(
        `SELECT webinar_id FROM lives WHERE status = ? AND id NOT IN
           (SELECT live_id FROM live_appointments WHERE account_id IN (?, ?)) ORDER BY id LIMIT 1`,
      )
      .get(status, DEV_ID, OTHER_ID) as { webinar_id: string }
  ).webinar_id
}

describe('live lists', () => {
  it('lists lives of one status, the latest start first', () => {
    const upcoming = lives(db, 'upcoming', PAGE, undefined)
    expect(upcoming.total).toBeGreaterThan(0)
    expect(upcoming.list.every((l) => l.status === 'upcoming')).toBe(true)
    const starts = upcoming.list.map((l) => l.startTime)
    expect(starts).toEqual([...starts].sort().reverse())
    const all = lives(db, undefined, { pageNum: 1, pageSize: 1 }, undefined).total
    expect(all).toBeGreaterThan(upcoming.total)
  })

  it('lists an account’s lives only, and 404 for an account that does not exist', () => {
    const host = (db.prepare('SELECT account_id FROM lives LIMIT 1').get() as { account_id: string }).account_id
    const theirs = livesBy(db, host, PAGE, undefined)
    expect(theirs.total).toBeGreaterThan(0)
    expect(theirs.list.every((l) => l.accountId === host)).toBe(true)
    expect(apiError(() => livesBy(db, 'nobody', PAGE, undefined)).status).toBe(404)
  })
})

describe('booking a live', () => {
  it('marks the live booked for the one who booked it, and for no one else', () => {
    const webinarId = unbookedLive(0)
    const bookedFor = (viewer?: string) =>
      lives(db, 'upcoming', PAGE, viewer ? verified(viewer) : undefined).list.find((l) => l.webinarId === webinarId)!
        .appointed
    expect(bookedFor(DEV_ID)).toBe(false)
    expect(bookLive(db, verified(DEV_ID), webinarId, SEED_NOW)).toEqual({ appointed: true })
    expect(bookLive(db, verified(DEV_ID), webinarId, SEED_NOW)).toEqual({ appointed: true })
    expect(bookedFor(DEV_ID)).toBe(true)
    expect(bookedFor(OTHER_ID)).toBe(false)
    expect(bookedFor(undefined)).toBe(false)
    const count = db.prepare(
      'SELECT COUNT(*) AS n FROM live_appointments WHERE account_id = ? AND live_id = (SELECT id FROM lives WHERE webinar_id = ?)',
    )
    expect(count.get(DEV_ID, webinarId)).toEqual({ n: 1 })
  })

  it('refuses a live that has started or ended (400) and one that does not exist (404)', () => {
    for (const status of [1, 2]) {
      const error = apiError(() => bookLive(db, verified(DEV_ID), unbookedLive(status), SEED_NOW))
      expect([error.status, error.message]).toEqual([400, LIVE_MESSAGES.notUpcoming])
    }
    expect(apiError(() => bookLive(db, verified(DEV_ID), 'no-such-live', SEED_NOW)).status).toBe(404)
  })

  it('tells how a live opens, 404 for none', () => {
    const live = db.prepare('SELECT webinar_id, open_type FROM lives LIMIT 1').get() as {
      webinar_id: string
      open_type: number
    }
    expect(liveOpenType(db, live.webinar_id)).toBe(live.open_type)
    expect(apiError(() => liveOpenType(db, 'no-such-live')).message).toBe(LIVE_MESSAGES.missing)
  })
})

describe('short videos', () => {
  it('lists an account’s videos without taken-down ones, liked only for the viewer who liked them', () => {
    const owner = (
      db.prepare('SELECT d.account_id FROM dynamics d JOIN short_videos v ON v.dynamic_id = d.id LIMIT 1').get() as {
        account_id: string
      }
    ).account_id
    const before = videosBy(db, owner, PAGE, undefined)
    expect(before.total).toBeGreaterThan(0)
    const video = before.list[0]
    db.prepare(
      "INSERT OR IGNORE INTO likes (account_id, target_type, target_id, created_at) VALUES (?, 'dynamic', ?, 0)",
    ).run(DEV_ID, Number(video.videoId))
    db.prepare("DELETE FROM likes WHERE account_id = ? AND target_type = 'dynamic' AND target_id = ?").run(
      OTHER_ID,
      Number(video.videoId),
    )
    const find = (viewer?: string) =>
      videosBy(db, owner, PAGE, viewer ? verified(viewer) : undefined).list.find((v) => v.videoId === video.videoId)!
    expect(find(DEV_ID).praised).toBe(true)
    expect(find(OTHER_ID).praised).toBe(false)
    expect(find().praised).toBe(false)

    db.prepare('UPDATE dynamics SET status = -1 WHERE id = ?').run(Number(video.videoId))
    const after = videosBy(db, owner, PAGE, undefined)
    expect(after.total).toBe(before.total - 1)
    expect(after.list.some((v) => v.videoId === video.videoId)).toBe(false)
    expect(apiError(() => videosBy(db, 'nobody', PAGE, undefined)).status).toBe(404)
  })
})
