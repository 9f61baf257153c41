/**
 * The market boards' lists (docs/api.md, "ETF lists"): ETFs by code, themes with their rises, the
 * margin-eligible ETFs, an ETF circle's feed, and articles by editorial category.
 */
import type { FastifyInstance } from 'fastify'
import { ARTICLE_CATEGORIES, type Etf, type EtfTheme } from '@shared/api'
import { prep, type DB } from '../db'
import { viewerOf } from '../http/auth'
import { badRequest, ok } from '../http/envelope'
import { define, id, numericId, obj, pageObj, strArray, type RouteContext } from './define'
import { feedPage } from '../domain/content'

const FUND_CODE = '^[0-9]{6}$'
const MAX_CODES = 50
const MAX_CIRCLE_ACCOUNTS = 20

interface EtfRow {
  code: string
  name: string
  theme: string | null
  /** The last two net values, newest first, as 'nav,nav'. */
  navs: string | null
}

const ETF_SELECT = `SELECT f.code, f.name, f.theme,
  (SELECT group_concat(nav_milli) FROM (SELECT nav_milli FROM fund_trends t WHERE t.code = f.code ORDER BY day DESC LIMIT 2)) AS navs
  FROM funds f WHERE f.kind = 'etf'`

/** Today's rise from the last two net values, hundredths of a percent; null without two of them. */
function riseOf(navs: string | null): number | null {
  const [last, previous] = (navs ?? '').split(',').map(Number)
  if (!last || !previous) return null
  return Math.round(((last - previous) / previous) * 10000)
}

function toEtf(row: EtfRow, themeNames: Map<string, string>): Etf {
  return {
    fundCode: row.code,
    fundName: row.name,
    trackIndex: row.theme ? (themeNames.get(row.theme) ?? null) : null,
    up_rose: riseOf(row.navs),
  }
}

function themeNames(db: DB): Map<string, string> {
  const rows = prep(db, 'SELECT id, name FROM etf_themes').all() as { id: string; name: string }[]
  return new Map(rows.map((r) => [r.id, r.name]))
}

export function registerEtfRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(
    app,
    ctx,
    'etf.byCodes',
    obj({ codes: strArray({ type: 'string', pattern: FUND_CODE }, MAX_CODES) }, ['codes']),
    (input) => {
      if (input.codes.length === 0) throw badRequest('codes 不能为空')
      const rows = prep(db, `${ETF_SELECT} AND f.code IN (SELECT value FROM json_each(?))`).all(
        JSON.stringify(input.codes),
      ) as EtfRow[]
      const names = themeNames(db)
      const byCode = new Map(rows.map((r) => [r.code, toEtf(r, names)]))
      // In the order asked; codes that are not ETFs are left out.
      return ok(input.codes.flatMap((code) => byCode.get(code) ?? []))
    },
  )

  define(app, ctx, 'etf.marginList', obj({}), () => {
    const names = themeNames(db)
    const rows = prep(db, `${ETF_SELECT} AND f.margin_eligible = 1 ORDER BY f.code`).all() as EtfRow[]
    return ok(rows.map((r) => toEtf(r, names)))
  })

  define(app, ctx, 'etf.themes', obj({ scope: { type: 'string', enum: ['all', 'margin'] } }), (input) => {
    const margin = input.scope === 'margin'
    const themes = prep(db, 'SELECT id, name FROM etf_themes ORDER BY sort').all() as { id: string; name: string }[]
    const names = new Map(themes.map((t) => [t.id, t.name]))
    const rows = prep(
      db,
      `${ETF_SELECT} AND f.theme IS NOT NULL ${margin ? 'AND f.margin_eligible = 1' : ''} ORDER BY f.code`,
    ).all() as EtfRow[]
    const list: EtfTheme[] = themes.flatMap((theme) => {
      const etfs = rows.filter((r) => r.theme === theme.id).map((r) => toEtf(r, names))
      const rises = etfs.map((e) => e.up_rose).filter((r): r is number => r !== null)
      if (etfs.length === 0) return []
      const average = rises.length ? Math.round(rises.reduce((a, b) => a + b, 0) / rises.length) : 0
      return [{ themeId: theme.id, name: theme.name, up_rose: average, etfs }]
    })
    // Strongest theme first; equal rises keep the table's order.
    return ok(list.sort((a, b) => b.up_rose - a.up_rose))
  })

  define(
    app,
    ctx,
    'etf.circleFeed',
    pageObj({ accountIds: strArray(id, MAX_CIRCLE_ACCOUNTS), circleId: numericId }, ['accountIds']),
    (input, request) => {
      if (input.accountIds.length === 0) throw badRequest('accountIds 不能为空')
      const circleId = input.circleId ? Number(input.circleId) : null
      if (circleId !== null && !prep(db, 'SELECT 1 FROM circles WHERE id = ?').get(circleId))
        throw badRequest('圈子不存在')
      const accounts = 'd.account_id IN (SELECT value FROM json_each(?))'
      return ok(
        feedPage(
          db,
          input,
          {
            where: circleId === null ? accounts : `(${accounts} OR d.circle_id = ?)`,
            params:
              circleId === null ? [JSON.stringify(input.accountIds)] : [JSON.stringify(input.accountIds), circleId],
          },
          viewerOf(db, request, input),
        ),
      )
    },
  )

  define(
    app,
    ctx,
    'article.byCategory',
    pageObj({ category: { type: 'string', enum: [...ARTICLE_CATEGORIES] } }, ['category']),
    (input, request) =>
      ok(
        feedPage(
          db,
          input,
          { where: 'd.pub_type = 2 AND d.category = ?', params: [input.category] },
          viewerOf(db, request, input),
        ),
      ),
  )
}
