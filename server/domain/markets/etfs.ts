/**
 * The ETF boards (docs/api.md, "ETF lists"): ETFs by code, themes with their rises, the margin-eligible ETFs, the
 * newly listed ones, an ETF circle's feed and articles by editorial category.
 */
import type { ArticleCategory, Dynamic, Etf, EtfNewListContent, EtfTheme, Page } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { badRequest } from '../../http/envelope'
import { feedPage, type FeedPaging } from '../content'

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
function dailyRise(navs: string | null): number | null {
  const [last, previous] = (navs ?? '').split(',').map(Number)
  if (!last || !previous) return null
  return Math.round(((last - previous) / previous) * 10000)
}

function toEtf(row: EtfRow, themeNames: Map<string, string>): Etf {
  return {
    fundCode: row.code,
    fundName: row.name,
    trackIndex: row.theme ? (themeNames.get(row.theme) ?? null) : null,
    up_rose: dailyRise(row.navs),
  }
}

function themeList(db: DB): { id: string; name: string }[] {
  return prep(db, 'SELECT id, name FROM etf_themes ORDER BY sort').all() as { id: string; name: string }[]
}

const themeNames = (db: DB) => new Map(themeList(db).map((t) => [t.id, t.name]))

/** The ETFs among `codes`, in the order asked; codes that are not ETFs are left out. */
export function etfsByCodes(db: DB, codes: string[]): Etf[] {
  if (codes.length === 0) throw badRequest('codes 不能为空')
  const rows = prep(db, `${ETF_SELECT} AND f.code IN (SELECT value FROM json_each(?))`).all(
    JSON.stringify(codes),
  ) as EtfRow[]
  const names = themeNames(db)
  const byCode = new Map(rows.map((r) => [r.code, toEtf(r, names)]))
  return codes.flatMap((code) => byCode.get(code) ?? [])
}

/** The ETFs eligible for margin trading (融资融券标的), by code. */
export function marginEtfs(db: DB): Etf[] {
  const names = themeNames(db)
  const rows = prep(db, `${ETF_SELECT} AND f.margin_eligible = 1 ORDER BY f.code`).all() as EtfRow[]
  return rows.map((r) => toEtf(r, names))
}

/**
 * The themes with their ETFs (only margin-eligible ones for 'margin') and the average of their daily rises; a theme
 * with no ETF is left out. Strongest theme first; equal rises keep the table's order.
 */
export function etfThemes(db: DB, scope: 'all' | 'margin' = 'all'): EtfTheme[] {
  const themes = themeList(db)
  const names = new Map(themes.map((t) => [t.id, t.name]))
  const rows = prep(
    db,
    `${ETF_SELECT} AND f.theme IS NOT NULL ${scope === 'margin' ? 'AND f.margin_eligible = 1' : ''} ORDER BY f.code`,
  ).all() as EtfRow[]
  const list = themes.flatMap((theme) => {
    const etfs = rows.filter((r) => r.theme === theme.id).map((r) => toEtf(r, names))
    if (etfs.length === 0) return []
    const rises = etfs.map((e) => e.up_rose).filter((r): r is number => r !== null)
    const average = rises.length ? Math.round(rises.reduce((a, b) => a + b, 0) / rises.length) : 0
    return [{ themeId: theme.id, name: theme.name, up_rose: average, etfs }]
  })
  return list.sort((a, b) => b.up_rose - a.up_rose)
}

/** The newly listed ETFs in the data service's table form; each tracks the index its name names. */
export function newEtfs(db: DB): EtfNewListContent {
  const rows = prep(db, "SELECT code, name FROM funds WHERE kind = 'etf' AND is_new_etf = 1 ORDER BY code").all() as {
    code: string
    name: string
  }[]
  return {
    totalCount: rows.length,
    newEtfDataField: ['fundCode', 'fundName', 'trackIndex'],
    newEtfDataRecord: rows.map((r) => [r.code, r.name, r.name.replace(/\s*ETF$/, '') + '指数']),
  }
}

/** An ETF circle's feed: what the given accounts posted, plus what was posted in the circle when one is named. */
export function etfCircleFeed(
  db: DB,
  accountIds: string[],
  circleId: string | undefined,
  paging: FeedPaging,
  viewer: Viewer | undefined,
): Page<Dynamic> {
  if (accountIds.length === 0) throw badRequest('accountIds 不能为空')
  const circle = circleId ? Number(circleId) : null
  if (circle !== null && !prep(db, 'SELECT 1 FROM circles WHERE id = ?').get(circle)) throw badRequest('圈子不存在')
  const byAccounts = 'd.account_id IN (SELECT value FROM json_each(?))'
  const filter =
    circle === null
      ? { where: byAccounts, params: [JSON.stringify(accountIds)] }
      : { where: `(${byAccounts} OR d.circle_id = ?)`, params: [JSON.stringify(accountIds), circle] }
  return feedPage(db, paging, filter, viewer)
}

/** The long-form articles (pub type 2) of one editorial category, newest first. */
export function articlesInCategory(
  db: DB,
  category: ArticleCategory,
  paging: FeedPaging,
  viewer: Viewer | undefined,
): Page<Dynamic> {
  return feedPage(db, paging, { where: 'd.pub_type = 2 AND d.category = ?', params: [category] }, viewer)
}
