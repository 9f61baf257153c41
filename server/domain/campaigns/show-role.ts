/**
 * The show-role campaign: badges earned by activity or granted outright, one of them worn at a time, and a
 * benefit per badge that its owner may claim once.
 */
import type { ShowRoleInfo } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { badRequest, notFound } from '../../http/envelope'

export const SHOW_ROLE_MESSAGES = {
  noBadge: '徽章不存在',
  badgeNotOwned: '尚未获得该徽章',
  noBenefit: '福利不存在',
  benefitClaimed: '该福利已领取',
  benefitNotClaimable: '尚未满足领取条件',
} as const

interface RoleRow {
  id: number
  name: string
  badge: string
  benefit: string
  threshold: number
}

/** Own dynamics (not taken down) plus own published comments: what a badge's threshold is measured against. */
function activityScore(db: DB, accountId: string): number {
  return (
    prep(
      db,
      'SELECT (SELECT COUNT(*) FROM dynamics WHERE account_id = ? AND status >= 0) + (SELECT COUNT(*) FROM comments WHERE account_id = ? AND status = 1) AS n',
    ).get(accountId, accountId) as { n: number }
  ).n
}

/** Role id → whether it is worn, for the roles granted to the account (a worn badge is always a granted row). */
function grantedRoles(db: DB, accountId: string): Map<number, number> {
  const rows = prep(db, 'SELECT role_id, shown FROM account_roles WHERE account_id = ?').all(accountId) as {
    role_id: number
    shown: number
  }[]
  return new Map(rows.map((r) => [r.role_id, r.shown]))
}

function claimedRoles(db: DB, accountId: string): Set<number> {
  const rows = prep(db, 'SELECT role_id FROM benefit_claims WHERE account_id = ?').all(accountId) as {
    role_id: number
  }[]
  return new Set(rows.map((r) => r.role_id))
}

/** How a badge is earned, with how far the account has come: what a locked badge says. */
export function badgeCondition(threshold: number, score: number): string {
  return threshold <= 0
    ? '加入社区即可获得'
    : `发布动态或评论累计 ${threshold} 条可获得（已有 ${Math.min(score, threshold)} 条）`
}

/** Every badge and benefit as this account holds them: a badge is owned when granted or its threshold is reached. */
export function showRoleInfo(db: DB, accountId: Viewer): ShowRoleInfo {
  const roles = prep(db, 'SELECT id, name, badge, benefit, threshold FROM show_roles ORDER BY id').all() as RoleRow[]
  const score = activityScore(db, accountId)
  const granted = grantedRoles(db, accountId)
  const claimed = claimedRoles(db, accountId)
  const owned = (r: RoleRow) => granted.has(r.id) || score >= r.threshold
  return {
    badges: roles.map((r) => ({
      badgeId: String(r.id),
      name: r.name,
      icon: r.badge,
      owned: owned(r),
      worn: granted.get(r.id) === 1,
      condition: badgeCondition(r.threshold, score),
    })),
    benefits: roles.map((r) => ({
      benefitId: String(r.id),
      title: `${r.name}福利`,
      desc: r.benefit,
      requiredBadgeId: String(r.id),
      claimable: owned(r) && !claimed.has(r.id),
      claimed: claimed.has(r.id),
    })),
  }
}

/** Wears an owned badge, taking off the one worn before: one badge is worn at a time. */
export function wearBadge(db: DB, accountId: Viewer, badgeId: string): ShowRoleInfo {
  const badge = showRoleInfo(db, accountId).badges.find((b) => b.badgeId === badgeId)
  if (!badge) throw notFound(SHOW_ROLE_MESSAGES.noBadge)
  if (!badge.owned) throw badRequest(SHOW_ROLE_MESSAGES.badgeNotOwned)
  db.transaction(() => {
    prep(db, 'UPDATE account_roles SET shown = 0 WHERE account_id = ?').run(accountId)
    prep(
      db,
      'INSERT INTO account_roles (account_id, role_id, shown) VALUES (?, ?, 1) ON CONFLICT (account_id, role_id) DO UPDATE SET shown = 1',
    ).run(accountId, Number(badgeId))
  })()
  return showRoleInfo(db, accountId)
}

/** Claims the benefit of an owned badge, once. */
export function claimBenefit(db: DB, accountId: Viewer, benefitId: string, now: number): ShowRoleInfo {
  const benefit = showRoleInfo(db, accountId).benefits.find((b) => b.benefitId === benefitId)
  if (!benefit) throw notFound(SHOW_ROLE_MESSAGES.noBenefit)
  if (benefit.claimed) throw badRequest(SHOW_ROLE_MESSAGES.benefitClaimed)
  if (!benefit.claimable) throw badRequest(SHOW_ROLE_MESSAGES.benefitNotClaimable)
  prep(db, 'INSERT INTO benefit_claims (account_id, role_id, claimed_at) VALUES (?, ?, ?)').run(
    accountId,
    Number(benefitId),
    now,
  )
  return showRoleInfo(db, accountId)
}
