/**
 * The market boards' data (issue 13): ETF themes and which ETFs are margin-eligible, decided by name
 * rather than drawn, and margin-trading articles filed under the 'margin' category. Runs last, so the
 * stages before it seed exactly what they did before it existed.
 */
import { coverPath } from '../avatars'
import { DAY, type SeedContext } from './context'
import * as P from './phrases'

/** Theme id, name, and the words of ETF names that belong to it; the first theme that matches wins. */
export const ETF_THEMES: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['broad', '宽基指数', ['沪深 300', '中证 500', '创业板', '科创 50']],
  ['tech', '科技成长', ['半导体', '人工智能', '机器人', '恒生科技', '纳指', '互联网']],
  ['energy', '新能源', ['新能源', '光伏', '煤炭']],
  ['finance', '金融红利', ['证券', '银行', '红利']],
  ['consumer', '医药消费', ['医药', '消费']],
  ['haven', '黄金军工', ['黄金', '军工']],
]
/** Themes whose ETFs may be bought on margin, once they are no longer new. */
const MARGIN_THEMES = new Set(['broad', 'tech', 'finance', 'haven'])
export const MARGIN_CATEGORY = 'margin'
/** The accounts that write the margin-trading articles (融资融券服务部, 本券商研究所). */
const MARGIN_AUTHORS = ['acc-10018', 'acc-10014']

export function themeOf(name: string): string | null {
  return ETF_THEMES.find(([, , words]) => words.some((word) => name.includes(word)))?.[0] ?? null
}

export function seedBoards({ db, rng, now }: SeedContext): void {
  const insTheme = db.prepare('INSERT INTO etf_themes (id, name, sort) VALUES (?, ?, ?)')
  ETF_THEMES.forEach(([id, name], i) => insTheme.run(id, name, i + 1))
  const etfs = db.prepare("SELECT code, name, is_new_etf FROM funds WHERE kind = 'etf' ORDER BY code").all() as {
    code: string
    name: string
    is_new_etf: number
  }[]
  const update = db.prepare('UPDATE funds SET theme = ?, margin_eligible = ? WHERE code = ?')
  for (const etf of etfs) {
    const theme = themeOf(etf.name)
    update.run(theme, theme !== null && MARGIN_THEMES.has(theme) && etf.is_new_etf === 0 ? 1 : 0, etf.code)
  }

  // Articles that already speak of margin trading belong to the category too.
  db.prepare(
    "UPDATE dynamics SET category = ? WHERE pub_type = 2 AND (title LIKE '%融资融券%' OR title LIKE '%两融%')",
  ).run(MARGIN_CATEGORY)
  const insArticle = db.prepare(
    `INSERT INTO dynamics (pub_type, source, account_id, title, summary, body, cover, is_html, category, view_count, created_at)
     VALUES (2, 'article', ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  )
  P.MARGIN_ARTICLES.forEach(([title, paragraphs], i) => {
    const body = paragraphs.map((text) => `<p>${text}</p>`).join('')
    insArticle.run(
      MARGIN_AUTHORS[i % MARGIN_AUTHORS.length],
      title,
      paragraphs[0].slice(0, 60),
      body,
      coverPath(7000 + i),
      MARGIN_CATEGORY,
      rng.int(200, 20000),
      now - (i * 3 + rng.int(1, 2)) * DAY,
    )
  })
}
