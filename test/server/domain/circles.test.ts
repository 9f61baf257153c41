import type { DB } from '../../../server/db'
import {
  CIRCLE_MESSAGES,
  circleActivities,
  circleDetail,
  circleFeed,
  circles,
  joinedCircles,
} from '../../../server/domain/circles'
import { DEV_ID, OTHER_ID, SEED_NOW, seededDatabase, verified, apiError } from './seeded'

let db: DB
beforeAll(() => {
  db = seededDatabase()
})
afterAll(() => db.close())

const PAGE = { pageNum: 1, pageSize: 100 }

const busiestCircle = () =>
  String(
    (
      db
        .prepare(
          'SELECT circle_id AS id FROM dynamics WHERE circle_id IS NOT NULL GROUP BY circle_id ORDER BY COUNT(*) DESC LIMIT 1',
        )
        .get() as { id: number }
    ).id,
  )

describe('circles', () => {
  it('lists the busiest circles first, joined only for the verified member', () => {
    const members = circles(db, PAGE, undefined).list.map((c) => c.memberCount)
    expect(members).toEqual([...members].sort((a, b) => b - a))
    const joined = joinedCircles(db, verified(DEV_ID), PAGE).list.map((c) => c.circleId)
    expect(joined.length).toBeGreaterThan(0)
    const forDev = circles(db, PAGE, verified(DEV_ID)).list
    expect(
      forDev
        .filter((c) => c.followed)
        .map((c) => c.circleId)
        .sort(),
    ).toEqual([...joined].sort())
    expect(circles(db, PAGE, undefined).list.some((c) => c.followed)).toBe(false)
  })

  it('lists the circles an account joined, the latest joined first', () => {
    const circle = circles(db, PAGE, verified(OTHER_ID)).list.find((c) => !c.followed)!
    db.prepare('INSERT INTO circle_members (circle_id, account_id, joined_at) VALUES (?, ?, ?)').run(
      Number(circle.circleId),
      OTHER_ID,
      SEED_NOW + 1,
    )
    const joined = joinedCircles(db, verified(OTHER_ID), PAGE)
    expect(joined.list[0]).toMatchObject({ circleId: circle.circleId, followed: true })
    expect(joined.list[0].memberCount).toBe(circle.memberCount + 1)
  })

  it('shows a circle’s owner as its admin, and 404 for a circle that does not exist', () => {
    const owned = db.prepare('SELECT id, owner_id FROM circles WHERE owner_id IS NOT NULL LIMIT 1').get() as {
      id: number
      owner_id: string
    }
    const detail = circleDetail(db, String(owned.id), undefined)
    expect(detail.admins.map((a) => a.accountId)).toEqual([owned.owner_id])
    const missing = apiError(() => circleDetail(db, '999999', undefined))
    expect([missing.status, missing.message]).toEqual([404, CIRCLE_MESSAGES.missing])
  })
})

describe('a circle’s posts', () => {
  it('lists only the circle’s posts; prime only its long-form articles; hot by likes', () => {
    const circleId = busiestCircle()
    const fresh = circleFeed(db, circleId, 'new', PAGE, undefined)
    expect(fresh.total).toBe(circleDetail(db, circleId, undefined).dynamicCount)
    expect(fresh.list.every((d) => d.circle?.circleId === circleId)).toBe(true)
    const prime = circleFeed(db, circleId, 'prime', PAGE, undefined)
    expect(prime.total).toBeLessThan(fresh.total)
    expect(prime.list.every((d) => d.pubType === 2 && d.circle?.circleId === circleId)).toBe(true)
    const likes = circleFeed(db, circleId, 'hot', PAGE, undefined).list.map((d) => d.praiseCount)
    expect(likes).toEqual([...likes].sort((a, b) => b - a))
  })

  it('answers 404 for the posts and activities of a circle that does not exist', () => {
    expect(apiError(() => circleFeed(db, '999999', 'new', PAGE, undefined)).status).toBe(404)
    expect(apiError(() => circleActivities(db, '999999', PAGE, SEED_NOW)).status).toBe(404)
  })

  it('lists a circle’s own activities only', () => {
    const row = db
      .prepare(
        'SELECT circle_id AS id, COUNT(*) AS n FROM activities WHERE circle_id IS NOT NULL GROUP BY circle_id LIMIT 1',
      )
      .get() as { id: number; n: number } | undefined
    expect(row).toBeDefined()
    expect(circleActivities(db, String(row!.id), PAGE, SEED_NOW).total).toBe(row!.n)
  })
})
