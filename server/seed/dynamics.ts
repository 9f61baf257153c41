/**
 * The 3,000 dynamics of every kind in fixed numbers, with their stocks, topics, short videos and lives.
 * Ids ascend with time, like a real table.
 */
import { coverPath } from '../avatars'
import { HOUR, MINUTE, type SeedContext, type SeedPeople } from './context'
import type { Rng } from './prng'
import * as P from './phrases'

export interface SeededDynamics {
  dynamicIds: number[]
  /** Articles, posts and news: what shares, collections, votes and messages may point at. */
  referable: number[]
  liveCount: number
}

type Kind = 'article' | 'post' | 'stock' | 'news' | 'live' | 'share' | 'video' | 'robot' | 'outside'
type Stock = { code: string; name: string }

// Fixed counts per kind (sum 3000) so each pubType is always present in a known amount.
const PLAN: [Kind, number][] = [
  ['article', 780],
  ['post', 1100],
  ['stock', 450],
  ['news', 370],
  ['live', 30],
  ['share', 80],
  ['video', 80],
  ['robot', 60],
  ['outside', 50],
]

const TOPIC_NUMBERS = P.TOPIC_NAMES.map((_, i) => i + 1)
const TOPIC_TITLES = P.TOPIC_NAMES.map((name) => `#${name}#`)

function statements(db: SeedContext['db']) {
  return {
    dynamic: db.prepare(
      `INSERT INTO dynamics (id, pub_type, source, account_id, title, summary, body, cover, images, stocks, topics, is_html, org_art_id, share_url,
      link_url, h5_url, native_url, out_link_ios, out_link_android, supplier, webinar_id, subject, open_type, is_robot_write, is_news, for_id,
      circle_id, status, is_top, praise_count, comment_count, view_count, created_at)
     VALUES (@id, @pubType, @source, @accountId, @title, @summary, @body, @cover, @images, @stocks, @topics, @isHtml, @orgArtId, @shareUrl,
      @linkUrl, @h5Url, @nativeUrl, @outLinkIos, @outLinkAndroid, @supplier, @webinarId, @subject, @openType, @isRobotWrite, @isNews, @forId,
      @circleId, @status, @isTop, 0, 0, @viewCount, @createdAt)`,
    ),
    stock: db.prepare('INSERT OR IGNORE INTO dynamic_stocks (code, dynamic_id) VALUES (?, ?)'),
    topic: db.prepare('INSERT OR IGNORE INTO dynamic_topics (topic_id, dynamic_id) VALUES (?, ?)'),
    video: db.prepare(
      'INSERT INTO short_videos (dynamic_id, video_url, duration_s, width, height) VALUES (?, ?, ?, ?, ?)',
    ),
    live: db.prepare(
      `INSERT INTO lives (id, webinar_id, dynamic_id, account_id, title, cover, supplier, open_type, status, start_at, end_at, viewers, link_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  }
}
type Statements = ReturnType<typeof statements>

/** A dynamic row with every column at its default: an article, shown unless drawn taken down. */
function baseRow(rng: Rng, id: number, accountId: string, createdAt: number) {
  return {
    id,
    pubType: 2,
    source: 'article',
    accountId,
    title: '',
    summary: '',
    body: '',
    cover: '',
    images: '[]',
    stocks: '[]',
    topics: '[]',
    isHtml: 0,
    orgArtId: null as string | null,
    shareUrl: null as string | null,
    linkUrl: null as string | null,
    h5Url: null as string | null,
    nativeUrl: null as string | null,
    outLinkIos: null as string | null,
    outLinkAndroid: null as string | null,
    supplier: null as number | null,
    webinarId: null as string | null,
    subject: null as string | null,
    openType: null as number | null,
    isRobotWrite: 0,
    isNews: 0,
    forId: null as number | null,
    circleId: null as number | null,
    status: rng.chance(0.02) ? 0 : 1,
    isTop: 0,
    viewCount: rng.int(10, 50000),
    createdAt,
  }
}
type Row = ReturnType<typeof baseRow>

/**
 * Whether an item links off our own pages (docs/product.md §2.6): every `every`-th of the older ones. The newest
 * stay on our pages, so a feed's first cards open as they always did; the links of every kind sit further down.
 */
function linksOutside(id: number, every: number): boolean {
  return id < OUTSIDE_LINKS_BELOW_ID && id % every === 1 % every
}
const OUTSIDE_LINKS_BELOW_ID = 2400

/** What one dynamic's kind fills in: its texts, the stocks it links and whether others may point at it. */
interface Draft {
  rng: Rng
  row: Row
  stock: Stock
  paragraphs: string[]
  postText: () => string
  linked: Stock[]
  referable: number[]
  /** The live's number when the kind is live. */
  liveId: number
}

function fillArticle({ rng, row, stock, paragraphs, linked, referable }: Draft, robot: boolean): void {
  row.title = fill(rng.pick(P.TITLE_PATTERNS), rng, stock)
  row.body = toHtml(paragraphs.concat(rng.chance(0.4) ? [`相关标的：${mention(stock)}`] : []))
  row.isHtml = 1
  row.summary = paragraphs[0].slice(0, 60)
  row.cover = rng.chance(0.6) ? coverPath(row.id) : ''
  row.orgArtId = `ART${100000 + row.id}`
  if (rng.chance(0.5)) linked.push(stock)
  if (robot) {
    row.isRobotWrite = 1
    row.title = `【智能写作】${row.title}`
    // Our own page, or (half the older ones) the partner's report it was written from (docs/product.md §2.6).
    row.outLinkIos = row.outLinkAndroid = !linksOutside(row.id, 2)
      ? `/community/articleDetail/index?articleId=${row.id}&source=article`
      : `https://data.eastmoney.com/report/zw_stock.jshtml?infocode=AP${row.id}`
  }
  referable.push(row.id)
}

function fillPost({ rng, row, stock, postText, linked, referable }: Draft): void {
  row.pubType = 5
  row.source = 'post'
  row.body = Array.from({ length: rng.int(1, 3) }, postText).join('\n')
  row.summary = row.body.slice(0, 60)
  if (row.body.includes(mention(stock))) linked.push(stock)
  if (rng.chance(0.25))
    row.images = JSON.stringify(Array.from({ length: rng.int(1, 3) }, (_, k) => coverPath(5000 + row.id * 3 + k)))
  referable.push(row.id)
}

function fillStockComment({ row, stock, postText, linked }: Draft): void {
  // Stock comments (pubType 7) open through getInfoByArticleId, which answers source 'stock'.
  row.pubType = 7
  row.source = 'stock'
  linked.push(stock)
  row.body = `${mention(stock)} ${postText()}`
  row.summary = row.body.slice(0, 60)
  row.linkUrl = `/community/stockCommit/index?code=${stock.code}&articleId=${row.id}`
}

function fillNews({ rng, row, stock, paragraphs, linked, referable }: Draft): void {
  row.pubType = 8
  row.source = 'news'
  row.isNews = 1
  row.title = fill(rng.pick(P.NEWS_TITLES), rng, stock)
  row.body = toHtml(paragraphs.slice(0, 3))
  row.isHtml = 1
  row.summary = paragraphs[0].slice(0, 60)
  row.orgArtId = `NEWS${100000 + row.id}`
  // News opens its linkUrl: our own copy, or the partner's page it came from (docs/product.md §2.6).
  row.linkUrl = !linksOutside(row.id, 2)
    ? `/community/articleDetail/index?articleId=${row.id}&source=article`
    : `https://finance.eastmoney.com/a/2024${String(row.id).padStart(8, '0')}.html`
  if (rng.chance(0.5)) linked.push(stock)
  referable.push(row.id)
}

function fillLive({ rng, row, stock, liveId }: Draft): void {
  row.pubType = 3
  row.source = 'article'
  row.supplier = liveId % 4 === 0 ? 5 : 3
  row.webinarId = `W${700000 + liveId}`
  row.openType = row.supplier === 5 ? 2 : 1
  row.title = fill(rng.pick(P.LIVE_TITLES), rng, stock)
  row.subject = row.title
  row.cover = coverPath(row.id)
  row.status = 1
  // A supplier-5 (ads-style) live opens its own address, a partner's page.
  if (row.supplier === 5) row.shareUrl = liveLinkOf(row.webinarId)
}

const liveLinkOf = (webinarId: string) => `https://mp.weixin.qq.com/s/live-${webinarId}`

function fillShare({ rng, row, stock, referable }: Draft): void {
  row.pubType = 4
  row.title = fill(rng.pick(P.TITLE_PATTERNS), rng, stock)
  row.summary = '分享了一个链接'
  const shared = rng.pick(referable.length ? referable : [1])
  // Shared addresses of every kind (docs/product.md §2.6): our own article, a partner's, and a site we do not vouch for.
  row.shareUrl = [
    `/community/articleDetail/index?articleId=${shared}&source=article`,
    `https://mp.weixin.qq.com/s/share-${row.id}`,
    `https://xueqiu.com/${1000000 + row.id}/${200000000 + shared}`,
  ][linksOutside(row.id, 1) ? row.id % 3 : 0]
}

function fillVideo({ rng, row, stock }: Draft): void {
  row.pubType = 6
  row.source = 'post'
  row.title = fill(rng.pick(P.VIDEO_TITLES), rng, stock)
  row.cover = coverPath(row.id)
  row.summary = row.title
}

function fillOutside({ rng, row, stock }: Draft): void {
  row.pubType = 1
  row.title = fill(rng.pick(P.NEWS_TITLES), rng, stock)
  row.outLinkIos = `/community/lrArticle/index?id=${row.id}&os=ios`
  row.outLinkAndroid = `/community/lrArticle/index?id=${row.id}&os=android`
  // Some are the exchange's disclosure (a partner site), some the app's own stock screen (an app link).
  if (linksOutside(row.id, 1) && row.id % 4 === 1)
    row.outLinkIos = row.outLinkAndroid = `https://www.cninfo.com.cn/new/disclosure/detail?annoId=${row.id}`
  if (linksOutside(row.id, 1) && row.id % 4 === 3)
    row.outLinkIos = row.outLinkAndroid = `broker://stock/detail?code=${stock.code}`
  row.h5Url = row.outLinkAndroid
  row.nativeUrl = `broker://community/open?id=${row.id}`
}

const FILL: Record<Kind, (draft: Draft) => void> = {
  article: (d) => fillArticle(d, false),
  robot: (d) => fillArticle(d, true),
  post: fillPost,
  stock: fillStockComment,
  news: fillNews,
  live: fillLive,
  share: fillShare,
  video: fillVideo,
  outside: fillOutside,
}

/** The live room of a live dynamic: live now if it began within two hours, else upcoming or ended. */
function insertLive({ rng, now }: SeedContext, ins: Statements, row: Row, liveId: number): void {
  const status = row.createdAt > now - 2 * HOUR ? 1 : rng.chance(0.3) ? 0 : 2
  const startAt = status === 0 ? now + rng.int(1, 72) * HOUR : row.createdAt
  ins.live.run(
    liveId,
    row.webinarId,
    row.id,
    row.accountId,
    row.title,
    row.cover,
    row.supplier,
    row.openType,
    status,
    startAt,
    status === 2 ? startAt + rng.int(30, 120) * MINUTE : null,
    rng.int(50, 30000),
    row.supplier === 5 && row.webinarId ? liveLinkOf(row.webinarId) : '',
  )
}

/** Draws, fills and stores the dynamic number `id`; the draws come in a fixed order, so the seed stays the same. */
function seedOne(
  ctx: SeedContext,
  ins: Statements,
  people: SeedPeople,
  equities: Stock[],
  dynamic: { id: number; kind: Kind; createdAt: number; liveId: number; referable: number[] },
): void {
  const { rng } = ctx
  const { id, kind, liveId, referable } = dynamic
  const stock = rng.pick(equities)
  const author =
    kind === 'post' || kind === 'stock'
      ? rng.pick(rng.chance(0.7) ? people.ordinary : people.authors)
      : rng.pick(people.authors)
  const paragraphs = rng.sample(P.ARTICLE_PARAGRAPHS, rng.int(3, 6)).map((p) => fill(p, rng, stock))
  const postText = () =>
    fill(rng.pick(P.POST_OPENERS), rng, stock) +
    fill(rng.pick(P.POST_MIDDLES), rng, stock) +
    '。' +
    (rng.chance(0.5) ? mention(stock) + ' ' : '') +
    rng.pick(P.POST_CLOSERS)
  const row = baseRow(rng, id, author.id, dynamic.createdAt)
  const topicIds = rng.chance(0.3) ? rng.sample(TOPIC_NUMBERS, rng.int(1, 2)) : []
  const linked: Stock[] = []
  if (rng.chance(0.2)) row.circleId = rng.int(1, P.CIRCLE_NAMES.length)
  FILL[kind]({ rng, row, stock, paragraphs, postText, linked, referable, liveId })
  row.stocks = JSON.stringify(linked.map((s) => ({ code: s.code, name: s.name })))
  row.topics = JSON.stringify(topicIds.map((t) => ({ topicId: String(t), title: TOPIC_TITLES[t - 1] })))
  ins.dynamic.run(row)
  for (const s of linked) ins.stock.run(s.code, id)
  for (const t of topicIds) ins.topic.run(t, id)
  if (kind === 'video') ins.video.run(id, `/static-videos/${id}.mp4`, rng.int(15, 180), 720, 1280)
  if (kind === 'live') insertLive(ctx, ins, row, liveId)
}

export function seedDynamics(ctx: SeedContext, people: SeedPeople, equities: Stock[]): SeededDynamics {
  const { db, rng, now, ago } = ctx
  const ins = statements(db)
  const kinds: Kind[] = PLAN.flatMap(([k, c]) => Array.from({ length: c }, () => k))
  const offsets = kinds.map(() => ago(90)).sort((a, b) => b - a) // ids ascend with time, like a real table
  const shuffled = rng.sample(kinds, kinds.length)
  const referable: number[] = []
  let liveId = 0
  const dynamicIds: number[] = []
  shuffled.forEach((kind, i) => {
    if (kind === 'live') liveId++
    seedOne(ctx, ins, people, equities, { id: i + 1, kind, createdAt: now - offsets[i], liveId, referable })
    dynamicIds.push(i + 1)
  })
  db.prepare(
    'UPDATE dynamics SET is_top = 1 WHERE id IN (SELECT id FROM dynamics WHERE pub_type = 2 AND status = 1 ORDER BY view_count DESC LIMIT 3)',
  ).run()
  return { dynamicIds, referable, liveCount: liveId }
}

function fill(template: string, rng: Rng, stock: Stock): string {
  return template
    .replace(/\{stock\}/g, stock.name)
    .replace(/\{plate\}/g, () => rng.pick(P.PLATES))
    .replace(/\{move\}/g, () => rng.pick(['大涨', '跳水', '冲高回落', 'V 型反转', '横盘']))
    .replace(/\{adj\}/g, () => rng.pick(['超预期', '稳健', '承压', '亮眼']))
    .replace(/\{cmp\}/g, () => rng.pick(['低于', '接近', '高于']))
    .replace(/\{verdict\}/g, () => rng.pick(['值得关注', '谨慎乐观', '等待更好的价格']))
    .replace(/\{market\}/g, () => rng.pick(['A 股', '港股', '两市', '沪指']))
}

function mention(stock: Stock): string {
  return `$${stock.name}(${stock.code})$`
}

/** Editorial bodies are HTML; the text inside is escaped so '<' and '>' in prose stay prose. */
function toHtml(paragraphs: string[]): string {
  return paragraphs
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('')
}
