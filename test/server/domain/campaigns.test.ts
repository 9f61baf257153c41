import type { DB } from '../../../server/db'
import { SHOW_ROLE_MESSAGES, claimBenefit, showRoleInfo, wearBadge } from '../../../server/domain/campaigns'
import { DEV_ID, SEED_NOW, seededDatabase, verified } from './seeded'

let db: DB
beforeEach(() => {
  db = seededDatabase()
  db.prepare(
    `INSERT INTO accounts (id, user_code, token, cid, kind, nickname, avatar, created_at) VALUES ('newcomer', 'uc-n', 'tok-n', 'cid-n', 0, '新人', '', 0)`,
  ).run()
})
afterEach(() => db.close())

const NEWCOMER = verified('newcomer')
const refusal = (status: number, message: string) => expect.objectContaining({ status, message })

function post(accountId: string, times: number): void {
  const add = db.prepare(
    `INSERT INTO dynamics (pub_type, source, account_id, title, created_at) VALUES (5, 'post', ?, '帖子', ?)`,
  )
  for (let i = 0; i < times; i++) add.run(accountId, SEED_NOW)
}

describe('show-role badges', () => {
  test('a badge is owned once activity reaches its threshold; a deleted post does not count', () => {
    const owned = () =>
      showRoleInfo(db, NEWCOMER)
        .badges.filter((b) => b.owned)
        .map((b) => b.name)
    expect(owned()).toEqual(['社区新人'])
    post('newcomer', 9)
    db.prepare(
      `INSERT INTO dynamics (pub_type, source, account_id, status, created_at) VALUES (5, 'post', 'newcomer', -1, 0)`,
    ).run()
    expect(owned()).toEqual(['社区新人'])
    post('newcomer', 1)
    expect(owned()).toEqual(['社区新人', '活跃股友'])
  })

  test('a badge not yet held says how it is earned and how far the account has come', () => {
    post('newcomer', 3)
    const info = showRoleInfo(db, NEWCOMER)
    expect(info.badges.find((b) => b.badgeId === '1')?.condition).toBe('加入社区即可获得')
    expect(info.badges.find((b) => b.badgeId === '2')?.condition).toBe('发布动态或评论累计 10 条可获得（已有 3 条）')
  })

  test('a granted badge is owned whatever the activity', () => {
    const info = showRoleInfo(db, verified(DEV_ID))
    expect(info.badges.find((b) => b.badgeId === '2')).toMatchObject({ owned: true, worn: false })
  })

  test('one badge is worn at a time, and only an owned one', () => {
    post('newcomer', 10)
    expect(
      wearBadge(db, NEWCOMER, '1')
        .badges.filter((b) => b.worn)
        .map((b) => b.badgeId),
    ).toEqual(['1'])
    expect(
      wearBadge(db, NEWCOMER, '2')
        .badges.filter((b) => b.worn)
        .map((b) => b.badgeId),
    ).toEqual(['2'])
    expect(() => wearBadge(db, NEWCOMER, '5')).toThrow(refusal(400, SHOW_ROLE_MESSAGES.badgeNotOwned))
    expect(() => wearBadge(db, NEWCOMER, '99')).toThrow(refusal(404, SHOW_ROLE_MESSAGES.noBadge))
  })
})

describe('show-role benefits', () => {
  test('an owned badge’s benefit is claimed once', () => {
    expect(claimBenefit(db, NEWCOMER, '1', SEED_NOW).benefits[0]).toMatchObject({ claimed: true, claimable: false })
    expect(() => claimBenefit(db, NEWCOMER, '1', SEED_NOW)).toThrow(refusal(400, SHOW_ROLE_MESSAGES.benefitClaimed))
  })

  test('a locked benefit or an unknown one is refused', () => {
    expect(() => claimBenefit(db, NEWCOMER, '3', SEED_NOW)).toThrow(
      refusal(400, SHOW_ROLE_MESSAGES.benefitNotClaimable),
    )
    expect(() => claimBenefit(db, NEWCOMER, '99', SEED_NOW)).toThrow(refusal(404, SHOW_ROLE_MESSAGES.noBenefit))
  })
})
