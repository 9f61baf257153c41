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

export function seedDynamics(
  { db, rng, now, ago }: SeedContext,
  { authors, ordinary }: SeedPeople,
  equities: { code: string; name: string }[],
): SeededDynamics {
  const insDyn = db.prepare(
    `INSERT INTO dynamics (id, pub_type, source, account_id, title, summary, body, cover, images, stocks, topics, is_html, org_art_id, share_url,
      link_url, h5_url, native_url, out_link_ios, out_link_android, supplier, webinar_id, subject, open_type, is_robot_write, is_news, for_id,
      circle_id, status, is_top, praise_count, comment_count, view_count, created_at)
     VALUES (@id, @pubType, @source, @accountId, @title, @summary, @body, @cover, @images, @stocks, @topics, @isHtml, @orgArtId, @shareUrl,
      @linkUrl, @h5Url, @nativeUrl, @outLinkIos, @outLinkAndroid, @supplier, @webinarId, @subject, @openType, @isRobotWrite, @isNews, @forId,
      @circleId, @status, @isTop, 0, 0, @viewCount, @createdAt)`,
  )
  const insDynStock = db.prepare('INSERT OR IGNORE INTO dynamic_stocks (code, dynamic_id) VALUES (?, ?)')
  const insDynTopic = db.prepare('INSERT OR IGNORE INTO dynamic_topics (topic_id, dynamic_id) VALUES (?, ?)')
  const insVideo = db.prepare(
    'INSERT INTO short_videos (dynamic_id, video_url, duration_s, width, height) VALUES (?, ?, ?, ?, ?)',
  )
  const insLive = db.prepare(
    `INSERT INTO lives (id, webinar_id, dynamic_id, account_id, title, cover, supplier, open_type, status, start_at, end_at, viewers, link_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  type Kind = 'article' | 'post' | 'stock' | 'news' | 'live' | 'share' | 'video' | 'robot' | 'outside'
  // Fixed counts per kind (sum 3000) so each pubType is always present in a known amount.
  const plan: [Kind, number][] = [
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
  const kinds: Kind[] = plan.flatMap(([k, c]) => Array.from({ length: c }, () => k))
  const offsets = kinds.map(() => ago(90)).sort((a, b) => b - a) // ids ascend with time, like a real table
  const shuffled = rng.sample(kinds, kinds.length)
  const referable: number[] = []
  const topicNumbers = P.TOPIC_NAMES.map((_, i) => i + 1)
  const topicTitles = P.TOPIC_NAMES.map((name) => `#${name}#`)
  let liveId = 0
  const dynamicIds: number[] = []
  shuffled.forEach((kind, i) => {
    const id = i + 1
    const createdAt = now - offsets[i]
    const stock = rng.pick(equities)
    const author =
      kind === 'post' || kind === 'stock' ? rng.pick(rng.chance(0.7) ? ordinary : authors) : rng.pick(authors)
    const paragraphs = rng.sample(P.ARTICLE_PARAGRAPHS, rng.int(3, 6)).map((p) => fill(p, rng, stock))
    const postText = () =>
      fill(rng.pick(P.POST_OPENERS), rng, stock) +
      fill(rng.pick(P.POST_MIDDLES), rng, stock) +
      '。' +
      (rng.chance(0.5) ? mention(stock) + ' ' : '') +
      rng.pick(P.POST_CLOSERS)
    const row = {
      id,
      pubType: 2,
      source: 'article',
      accountId: author.id,
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
    const topicIds = rng.chance(0.3) ? rng.sample(topicNumbers, rng.int(1, 2)) : []
    const linked: { code: string; name: string }[] = []
    if (rng.chance(0.2)) row.circleId = rng.int(1, P.CIRCLE_NAMES.length)
    switch (kind) {
      case 'article':
      case 'robot':
        row.title = fill(rng.pick(P.TITLE_PATTERNS), rng, stock)
        row.body = toHtml(paragraphs.concat(rng.chance(0.4) ? [`相关标的：${mention(stock)}`] : []))
        row.isHtml = 1
        row.summary = paragraphs[0].slice(0, 60)
        row.cover = rng.chance(0.6) ? coverPath(id) : ''
        row.orgArtId = `ART${100000 + id}`
        if (rng.chance(0.5)) linked.push(stock)
        if (kind === 'robot') {
          row.isRobotWrite = 1
          row.title = `【智能写作】${row.title}`
          row.outLinkIos = row.outLinkAndroid = `/community/articleDetail/index?articleId=${id}&source=article`
        }
        referable.push(id)
        break
      case 'post':
        row.pubType = 5
        row.source = 'post'
        row.body = Array.from({ length: rng.int(1, 3) }, postText).join('\n')
        row.summary = row.body.slice(0, 60)
        if (row.body.includes(mention(stock))) linked.push(stock)
        if (rng.chance(0.25))
          row.images = JSON.stringify(Array.from({ length: rng.int(1, 3) }, (_, k) => coverPath(5000 + id * 3 + k)))
        referable.push(id)
        break
      case 'stock':
        // Stock comments (pubType 7) open through getInfoByArticleId, which answers source 'stock'.
        row.pubType = 7
        row.source = 'stock'
        linked.push(stock)
        row.body = `${mention(stock)} ${postText()}`
        row.summary = row.body.slice(0, 60)
        row.linkUrl = `/community/stockCommit/index?code=${stock.code}&articleId=${id}`
        break
      case 'news':
        row.pubType = 8
        row.source = 'news'
        row.isNews = 1
        row.title = fill(rng.pick(P.NEWS_TITLES), rng, stock)
        row.body = toHtml(paragraphs.slice(0, 3))
        row.isHtml = 1
        row.summary = paragraphs[0].slice(0, 60)
        row.orgArtId = `NEWS${100000 + id}`
        row.linkUrl = `/community/articleDetail/index?articleId=${id}&source=article`
        if (rng.chance(0.5)) linked.push(stock)
        referable.push(id)
        break
      case 'live': {
        liveId++
        row.pubType = 3
        row.source = 'article'
        row.supplier = liveId % 4 === 0 ? 5 : 3
        row.webinarId = `W${700000 + liveId}`
        row.openType = row.supplier === 5 ? 2 : 1
        row.title = fill(rng.pick(P.LIVE_TITLES), rng, stock)
        row.subject = row.title
        row.cover = coverPath(id)
        row.status = 1
        break
      }
      case 'share':
        row.pubType = 4
        row.title = fill(rng.pick(P.TITLE_PATTERNS), rng, stock)
        row.summary = '分享了一个链接'
        row.shareUrl = `/community/articleDetail/index?articleId=${rng.pick(referable.length ? referable : [1])}&source=article`
        break
      case 'video':
        row.pubType = 6
        row.source = 'post'
        row.title = fill(rng.pick(P.VIDEO_TITLES), rng, stock)
        row.cover = coverPath(id)
        row.summary = row.title
        break
      case 'outside':
        row.pubType = 1
        row.title = fill(rng.pick(P.NEWS_TITLES), rng, stock)
        row.outLinkIos = `/community/lrArticle/index?id=${id}&os=ios`
        row.outLinkAndroid = `/community/lrArticle/index?id=${id}&os=android`
        row.h5Url = row.outLinkAndroid
        row.nativeUrl = `broker://community/open?id=${id}`
        break
    }
    row.stocks = JSON.stringify(linked.map((s) => ({ code: s.code, name: s.name })))
    row.topics = JSON.stringify(topicIds.map((t) => ({ topicId: String(t), title: topicTitles[t - 1] })))
    insDyn.run(row)
    for (const s of linked) insDynStock.run(s.code, id)
    for (const t of topicIds) insDynTopic.run(t, id)
    dynamicIds.push(id)
    if (kind === 'video') insVideo.run(id, `/static-videos/${id}.mp4`, rng.int(15, 180), 720, 1280)
    if (kind === 'live') {
      const status = createdAt > now - 2 * HOUR ? 1 : rng.chance(0.3) ? 0 : 2
      const startAt = status === 0 ? now + rng.int(1, 72) * HOUR : createdAt
      insLive.run(
        liveId,
        row.webinarId,
        id,
        author.id,
        row.title,
        row.cover,
        row.supplier,
        row.openType,
        status,
        startAt,
        status === 2 ? startAt + rng.int(30, 120) * MINUTE : null,
        rng.int(50, 30000),
        row.supplier === 5 ? `https://mp.weixin.qq.com/s/live-${row.webinarId}` : '',
      )
    }
  })
  db.prepare(
    'UPDATE dynamics SET is_top = 1 WHERE id IN (SELECT id FROM dynamics WHERE pub_type = 2 AND status = 1 ORDER BY view_count DESC LIMIT 3)',
  ).run()
  return { dynamicIds, referable, liveCount: liveId }
}

function fill(template: string, rng: Rng, stock: { code: string; name: string }): string {
  return template
    .replace(/\{stock\}/g, stock.name)
    .replace(/\{plate\}/g, () => rng.pick(P.PLATES))
    .replace(/\{move\}/g, () => rng.pick(['大涨', '跳水', '冲高回落', 'V 型反转', '横盘']))
    .replace(/\{adj\}/g, () => rng.pick(['超预期', '稳健', '承压', '亮眼']))
    .replace(/\{cmp\}/g, () => rng.pick(['低于', '接近', '高于']))
    .replace(/\{verdict\}/g, () => rng.pick(['值得关注', '谨慎乐观', '等待更好的价格']))
    .replace(/\{market\}/g, () => rng.pick(['A 股', '港股', '两市', '沪指']))
}

function mention(stock: { code: string; name: string }): string {
  return `$${stock.name}(${stock.code})$`
}

/** Editorial bodies are HTML; the text inside is escaped so '<' and '>' in prose stay prose. */
function toHtml(paragraphs: string[]): string {
  return paragraphs
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('')
}
