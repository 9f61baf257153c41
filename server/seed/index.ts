import type { DB } from '../db'
import { createRng, type Rng } from './prng'
import { avatarPath, coverPath } from './avatars'
import * as P from './phrases'

export const SEED = 20261122
export const DEV_ACCOUNT = {
  id: 'dev-10001',
  token: 'dev-token-10001',
  userCode: 'dev-user-10001',
  cid: 'dev-cid-10001',
  nickname: '测试用户',
} as const

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface SeedOptions {
  /** The base every date is an offset from; tests pass a fixed value to compare two seeds exactly. */
  now?: number
  seed?: number
}

export interface SeedResult {
  ms: number
  counts: Record<string, number>
}

export function dayString(t: number): string {
  // China Standard Time has no DST, so a fixed +8 h offset gives the exchange's calendar day.
  return new Date(t + 8 * HOUR).toISOString().slice(0, 10)
}

export function isSeeded(db: DB): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE id = ?').get(DEV_ACCOUNT.id) as { n: number }
  return row.n > 0
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

/** Fills an empty, migrated database. One transaction and prepared statements keep it well under a second. */
export function seedDatabase(db: DB, options: SeedOptions = {}): SeedResult {
  const started = Date.now()
  const now = options.now ?? Date.now()
  const rng = createRng(options.seed ?? SEED)
  // Skewed towards the present so the newest items read "just now" / "minutes ago".
  const ago = (maxDays: number) => Math.floor(maxDays * DAY * rng.next() ** 2.2) + rng.int(0, 4) * MINUTE

  db.transaction(() => {
    // ---- accounts ---------------------------------------------------------------------------
    const insAccount = db.prepare(
      `INSERT INTO accounts (id, user_code, token, cid, kind, nickname, avatar, bio, phone_masked, risk_level, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const accounts: { id: string; kind: number }[] = []
    insAccount.run(
      DEV_ACCOUNT.id,
      DEV_ACCOUNT.userCode,
      DEV_ACCOUNT.token,
      DEV_ACCOUNT.cid,
      0,
      DEV_ACCOUNT.nickname,
      avatarPath(1),
      '开发测试账号',
      '138****0001',
      'C3',
      now - 400 * DAY,
    )
    accounts.push({ id: DEV_ACCOUNT.id, kind: 0 })
    const names = new Set<string>([DEV_ACCOUNT.nickname])
    let n = 2
    const addAccount = (kind: number, nickname: string) => {
      const id = `acc-${10000 + n}`
      insAccount.run(
        id,
        `uc-${10000 + n}`,
        `tok-${10000 + n}`,
        `cid-${10000 + n}`,
        kind,
        nickname,
        avatarPath(n),
        rng.pick(P.BIOS),
        `13${rng.int(0, 9)}****${String(rng.int(0, 9999)).padStart(4, '0')}`,
        rng.pick(['C1', 'C2', 'C3', 'C4', null]),
        now - rng.int(100, 900) * DAY,
      )
      accounts.push({ id, kind })
      n++
    }
    for (const name of P.BIGV_NAMES) addAccount(1, name)
    for (const name of P.ORG_NAMES) addAccount(2, name)
    while (accounts.length < 66) {
      const name = rng.chance(0.5)
        ? rng.pick(P.NICK_HEADS) + rng.pick(P.NICK_TAILS)
        : rng.pick(P.SURNAMES) + rng.pick(P.NICK_TAILS) + rng.int(1, 99)
      if (names.has(name)) continue
      names.add(name)
      addAccount(0, name)
    }
    const authors = accounts.filter((a) => a.kind > 0)
    const ordinary = accounts.filter((a) => a.kind === 0)

    // ---- stocks -----------------------------------------------------------------------------
    const insStock = db.prepare(
      `INSERT INTO stocks (code, market, name, price_milli, pre_close_milli, up_rose, volume, hot) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const stocks: { code: string; name: string }[] = []
    const codes = new Set<string>()
    const stockNames = new Set<string>()
    const addStock = (code: string, name: string) => {
      const market = /^[A-Z]+/.exec(code)![0]
      const pre = rng.int(2000, 200000) * 10
      const upRose = Math.round((rng.next() * 2 - 1) ** 3 * 1000)
      const price = Math.round((pre * (10000 + upRose)) / 10000)
      insStock.run(code, market, name, price, pre, upRose, rng.int(1000, 9_000_000) * 100, rng.int(0, 10000))
      codes.add(code)
      stockNames.add(name)
      stocks.push({ code, name })
    }
    for (const [code, name] of P.KNOWN_STOCKS) addStock(code, name)
    const markets: ReadonlyArray<readonly [string, () => string]> = [
      ['SH', () => String(rng.pick([600000, 601000, 603000, 688000]) + rng.int(1, 999))],
      ['SZ', () => String(rng.pick([0, 2000, 300000]) + rng.int(1, 999)).padStart(6, '0')],
      ['BJ', () => String(rng.pick([830000, 870000, 430000]) + rng.int(1, 999))],
      ['HK', () => String(rng.int(1, 9999)).padStart(5, '0')],
    ]
    while (stocks.length < 400) {
      const [prefix, number] = rng.pick(markets)
      const code = prefix + number()
      const name = rng.pick(P.STOCK_PREFIXES) + rng.pick(P.STOCK_MIDDLES) + rng.pick(P.STOCK_SUFFIXES)
      if (codes.has(code) || stockNames.has(name)) continue
      addStock(code, name)
    }
    const equities = stocks.filter((s) => !s.code.startsWith('ZI'))

    // ---- topics and circles -----------------------------------------------------------------
    const insTopic = db.prepare(
      `INSERT INTO topics (id, name, intro, cover, is_activity, show_position, is_hot, vote_title, start_at, end_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const insTopicOption = db.prepare('INSERT INTO topic_vote_options (topic_id, label, votes) VALUES (?, ?, ?)')
    P.TOPIC_NAMES.forEach((name, i) => {
      const id = i + 1
      const activity = i % 8 === 7 || name.includes('赢') || name.includes('领')
      const vote = i % 5 === 0 ? `${name}？你的选择是` : null
      insTopic.run(
        id,
        `#${name}#`,
        `围绕「${name}」分享你的观点与经验，理性讨论，友善交流。`,
        coverPath(1000 + id),
        activity ? 1 : 0,
        i < 5 ? 'home' : i < 10 ? 'community' : i < 13 ? 'etf' : null,
        i % 3 === 0 ? 1 : 0,
        vote,
        activity ? now - 10 * DAY : null,
        activity ? now + 20 * DAY : null,
        now - rng.int(20, 200) * DAY,
      )
      if (vote) for (const label of ['看多', '看空', '观望']) insTopicOption.run(id, label, rng.int(10, 900))
    })
    const insCircle = db.prepare(
      `INSERT INTO circles (id, name, intro, avatar, owner_id, is_prime, is_activity, hot, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const insMember = db.prepare(
      'INSERT OR IGNORE INTO circle_members (circle_id, account_id, joined_at) VALUES (?, ?, ?)',
    )
    P.CIRCLE_NAMES.forEach((name, i) => {
      const id = i + 1
      insCircle.run(
        id,
        name,
        `${name}：志同道合的投资者在这里交流心得。`,
        coverPath(2000 + id),
        rng.pick(authors).id,
        i % 4 === 0 ? 1 : 0,
        i % 6 === 1 ? 1 : 0,
        rng.int(0, 5000),
        now - rng.int(30, 365) * DAY,
      )
      for (const a of rng.sample(accounts, rng.int(5, 30))) insMember.run(id, a.id, now - ago(60))
    })
    for (const id of [1, 3, 5]) insMember.run(id, DEV_ACCOUNT.id, now - 5 * DAY)

    // ---- dynamics -----------------------------------------------------------------------------
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
          row.supplier === 5 ? `/community/webview/index?live=${row.webinarId}` : '',
        )
      }
    })
    db.prepare(
      'UPDATE dynamics SET is_top = 1 WHERE id IN (SELECT id FROM dynamics WHERE pub_type = 2 AND status = 1 ORDER BY view_count DESC LIMIT 3)',
    ).run()

    // ---- comments, likes, follows ------------------------------------------------------------
    const insComment = db.prepare(
      'INSERT INTO comments (dynamic_id, account_id, parent_id, reply_to_account_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    const insLike = db.prepare(
      'INSERT OR IGNORE INTO likes (account_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?)',
    )
    for (const id of dynamicIds) {
      const count = rng.chance(0.5) ? rng.int(0, 5) : 0
      for (let c = 0; c < count; c++) {
        const author = rng.pick(accounts)
        const at = now - ago(30)
        const top = insComment.run(id, author.id, null, null, rng.pick(P.COMMENT_TEXTS), at).lastInsertRowid as number
        if (rng.chance(0.3)) {
          const replier = rng.pick(accounts)
          insComment.run(
            id,
            replier.id,
            top,
            author.id,
            `回复 ${rng.pick(P.COMMENT_TEXTS)}`,
            at + rng.int(1, 600) * MINUTE,
          )
        }
      }
      for (const liker of rng.sample(accounts, rng.chance(0.6) ? rng.int(0, 12) : 0))
        insLike.run(liker.id, 'dynamic', id, now - ago(30))
    }
    db.exec(`UPDATE dynamics SET
      comment_count = (SELECT COUNT(*) FROM comments c WHERE c.dynamic_id = dynamics.id AND c.status = 1),
      praise_count = (SELECT COUNT(*) FROM likes l WHERE l.target_type = 'dynamic' AND l.target_id = dynamics.id)`)

    const insFollow = db.prepare(
      'INSERT OR IGNORE INTO follows (account_id, to_account_id, created_at, last_click_at) VALUES (?, ?, ?, ?)',
    )
    for (const a of accounts) {
      const targets = rng.sample(authors.concat(rng.sample(ordinary, 5)), a.id === DEV_ACCOUNT.id ? 12 : rng.int(3, 15))
      for (const t of targets) {
        if (t.id === a.id) continue
        insFollow.run(a.id, t.id, now - ago(200), rng.chance(0.5) ? now - ago(10) : null)
      }
    }

    // ---- video details, lives appointments, collections, messages -----------------------------
    const insAppt = db.prepare(
      'INSERT OR IGNORE INTO live_appointments (account_id, live_id, created_at) VALUES (?, ?, ?)',
    )
    for (let i = 0; i < 40; i++) insAppt.run(rng.pick(accounts).id, rng.int(1, liveId), now - ago(5))
    const insColl = db.prepare(
      'INSERT OR IGNORE INTO collections (account_id, dynamic_id, created_at) VALUES (?, ?, ?)',
    )
    for (const id of rng.sample(referable, 15)) insColl.run(DEV_ACCOUNT.id, id, now - ago(20))
    const insMsg = db.prepare(
      'INSERT INTO messages (account_id, from_account_id, kind, content, dynamic_id, is_read, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    for (let i = 0; i < 30; i++) {
      const kind = rng.pick(['comment', 'praise', 'follow', 'system'] as const)
      const from = kind === 'system' ? null : rng.pick(accounts.slice(1)).id
      const content =
        kind === 'comment'
          ? rng.pick(P.COMMENT_TEXTS)
          : kind === 'praise'
            ? '赞了你的动态'
            : kind === 'follow'
              ? '关注了你'
              : '欢迎来到投资社区，理性投资，友善交流。'
      insMsg.run(
        DEV_ACCOUNT.id,
        from,
        kind,
        content,
        kind === 'comment' || kind === 'praise' ? rng.pick(referable) : null,
        i < 20 ? 1 : 0,
        now - ago(20),
      )
    }

    // ---- votes inside articles ----------------------------------------------------------------
    const insVote = db.prepare(
      'INSERT INTO vote_components (id, dynamic_id, title, multiple, end_at) VALUES (?, ?, ?, ?, ?)',
    )
    const insVoteOpt = db.prepare('INSERT INTO vote_options (vote_id, label, votes) VALUES (?, ?, ?)')
    rng.sample(referable, 20).forEach((dynamicId, i) => {
      insVote.run(
        i + 1,
        dynamicId,
        `你怎么看${rng.pick(P.PLATES)}后市？`,
        i % 3 === 0 ? 1 : 0,
        now + rng.int(-5, 30) * DAY,
      )
      for (const label of ['看涨 📈', '看跌 📉', '震荡']) insVoteOpt.run(i + 1, label, rng.int(0, 500))
    })

    // ---- funds and ETFs -----------------------------------------------------------------------
    const insFund = db.prepare(
      'INSERT INTO funds (code, name, kind, is_new_etf, nav_milli, ranges) VALUES (?, ?, ?, ?, ?, ?)',
    )
    const insTrend = db.prepare('INSERT INTO fund_trends (code, day, nav_milli) VALUES (?, ?, ?)')
    const fundRows: { code: string; nav: number }[] = []
    P.ETF_NAMES.forEach((name, i) => {
      const code = String(i % 2 ? 159800 + i * 7 : 510000 + i * 31)
      const nav = rng.int(500, 5000)
      insFund.run(code, name, 'etf', i >= 14 ? 1 : 0, nav, JSON.stringify(ranges(rng)))
      fundRows.push({ code, nav })
    })
    for (let i = 0; i < 40; i++) {
      const code = String(1000 + i * 37).padStart(6, '0')
      const nav = rng.int(800, 4000)
      insFund.run(
        code,
        `${rng.pick(P.STOCK_PREFIXES)}${rng.pick(P.STOCK_MIDDLES)}${rng.pick(P.FUND_SUFFIXES)}`,
        'fund',
        0,
        nav,
        JSON.stringify(ranges(rng)),
      )
      fundRows.push({ code, nav })
    }
    for (const f of fundRows) {
      let nav = f.nav
      for (let d = 90; d >= 0; d--) {
        nav = Math.max(100, Math.round(nav * (1 + (rng.next() - 0.5) * 0.03)))
        insTrend.run(f.code, dayString(now - d * DAY), nav)
      }
    }

    // ---- calendar, campaigns, configuration -----------------------------------------------------
    const insDay = db.prepare('INSERT INTO trading_days (day, is_trading) VALUES (?, ?)')
    for (let d = -200; d <= 200; d++) {
      const t = now + d * DAY
      const weekday = new Date(t + 8 * HOUR).getUTCDay()
      const day = dayString(t)
      const holiday = /-(01-01|05-0[1-5]|10-0[1-7])$/.test(day)
      insDay.run(day, weekday === 0 || weekday === 6 || holiday ? 0 : 1)
    }
    const insRound = db.prepare('INSERT INTO guess_rounds (id, day, options, answer, closes_at) VALUES (?, ?, ?, ?, ?)')
    const insGuess = db.prepare(
      'INSERT OR IGNORE INTO guesses (account_id, round_id, plate, created_at) VALUES (?, ?, ?, ?)',
    )
    const plateCodes = P.PLATES.map((name, i) => ({ code: `BK${String(1001 + i)}`, name }))
    for (let d = 14; d >= -1; d--) {
      const id = 15 - d
      const options = rng.sample(plateCodes, 4).map((p) => ({ ...p, upRose: rng.int(-500, 800) }))
      const codesOfRound = options.map((o) => o.code)
      const t = now - d * DAY
      const winner = options.reduce((a, b) => (b.upRose > a.upRose ? b : a)).code
      insRound.run(
        id,
        dayString(t),
        JSON.stringify(options),
        d > 0 ? winner : null,
        Date.parse(`${dayString(t)}T14:30:00+08:00`),
      )
      for (const a of rng.sample(accounts.slice(1), rng.int(5, 25)))
        insGuess.run(a.id, id, rng.pick(codesOfRound), t - HOUR)
      if (d > 0 && d % 2 === 0) insGuess.run(DEV_ACCOUNT.id, id, rng.pick(codesOfRound), t - HOUR)
    }
    const insRole = db.prepare('INSERT INTO show_roles (id, name, badge, benefit, threshold) VALUES (?, ?, ?, ?, ?)')
    P.SHOW_ROLES.forEach(([name, badge, benefit, threshold], i) => insRole.run(i + 1, name, badge, benefit, threshold))
    const insAccRole = db.prepare('INSERT INTO account_roles (account_id, role_id, shown) VALUES (?, ?, ?)')
    insAccRole.run(DEV_ACCOUNT.id, 1, 1)
    insAccRole.run(DEV_ACCOUNT.id, 2, 0)

    const insPage = db.prepare('INSERT INTO page_info (page_id, content) VALUES (?, ?)')
    const page = (
      title: string,
      shareDesc: string,
      bgColor: string | null,
      modules: [string, string, Record<string, unknown>][],
    ) => ({
      title,
      shareTitle: title,
      shareDesc,
      shareImg: coverPath(9000 + title.length),
      bgColor,
      modules: modules.map(([type, moduleTitle, config], i) => ({
        moduleId: `m${i + 1}`,
        type,
        title: moduleTitle,
        config,
      })),
    })
    const pages: Record<string, object> = {
      'app-home': page('投资社区', '理性投资，友善交流', null, [
        ['banner', '轮播', { images: [coverPath(9001), coverPath(9002)] }],
        ['porcelain', '金刚区', {}],
        ['feed', '推荐', { tab: 'recommend' }],
      ]),
      'community-home': page('社区', '和百万股友一起聊投资', null, [
        ['tabs', '频道', { tabs: ['关注', '推荐', '快讯', '直播'] }],
      ]),
      'show-role': page('晒徽章 享福利', '完成社区任务点亮徽章，分享徽章即可领取对应福利。', '#fff4e6', [
        ['badges', '我的徽章', {}],
        ['benefits', '福利', {}],
      ]),
      'guess-plate': page('天天猜板块', '每个交易日 14:30 前竞猜当日涨幅最大的板块，猜中可得积分。', '#fff0f0', [
        ['round', '今日竞猜', {}],
        ['rule', '活动规则', { ruleUrl: '/activity/guessPlate/rule' }],
      ]),
      'etf-chance': page('ETF 机会', '精选 ETF，把握行业轮动', null, [
        ['newEtf', '新发 ETF', {}],
        ['topics', 'ETF 话题', { showPosition: 'etf' }],
      ]),
    }
    for (const [id, content] of Object.entries(pages)) insPage.run(id, JSON.stringify(content))
    db.prepare(
      'INSERT INTO app_version (id, version, version_code, min_version, force_update, update_url) VALUES (1, ?, ?, ?, 0, NULL)',
    ).run('1.0.0', 100, '1.0.0')
    db.prepare(
      'INSERT INTO outer_bindings (account_id, outer_type, outer_id, nickname, avatar, bound_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(DEV_ACCOUNT.id, 'wx', 'wx-openid-dev-10001', '微信测试用户', avatarPath(1), now - 100 * DAY)
    const insActivity = db.prepare(
      'INSERT INTO activities (id, circle_id, title, cover, url, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    const activityTitles = [
      '天天猜板块',
      '晒徽章 享福利',
      'ETF 知识竞赛',
      '新手投教打卡',
      '年度投资总结征文',
      '两融知识问答',
    ]
    for (let i = 1; i <= 18; i++) {
      const start = now + rng.int(-40, 10) * DAY
      const url =
        i % 6 === 1
          ? '/activity/guessPlate/index'
          : i % 6 === 2
            ? '/activity/showRole/index'
            : `/topics/topicPage/index?topicId=${rng.int(1, 40)}`
      insActivity.run(
        i,
        i <= 6 ? null : rng.int(1, P.CIRCLE_NAMES.length),
        activityTitles[(i - 1) % activityTitles.length],
        coverPath(3000 + i),
        url,
        start,
        start + rng.int(5, 30) * DAY,
      )
    }
    const insPorcelain = db.prepare('INSERT INTO porcelain (id, title, icon, url, sort) VALUES (?, ?, ?, ?, ?)')
    ;[
      ['热门话题', '/topics/allTopic/index'],
      ['直播', '/community/live/index'],
      ['热门基金', '/community/hotFund/index'],
      ['ETF 机会', '/etf/chance/index'],
      ['猜板块', '/activity/guessPlate/index'],
      ['晒徽章', '/activity/showRole/index'],
      ['两融', '/etfMargin/chance/index'],
      ['货币圈', '/monetary_circle/circle/circle'],
    ].forEach(([title, url], i) => insPorcelain.run(i + 1, title, avatarPath(900 + i), url, i + 1))
    const insConfig = db.prepare('INSERT INTO config_values (key, value) VALUES (?, ?)')
    insConfig.run('MOBILE_KEY', 'reference-mobile-key')
    insConfig.run('SHARE_MIN_APP_VERSION', '8.94')
    insConfig.run('ETF_ACCOUNT_IDS', `${authors[0].id},${authors[1].id}`)
    const insSwitch = db.prepare('INSERT INTO interface_switches (key, enabled) VALUES (?, ?)')
    for (const [key, on] of [
      ['AccountInterflow', 1],
      ['liveEntry', 1],
      ['shortVideo', 1],
      ['guessPlate', 1],
      ['showRole', 1],
      ['newEtf', 1],
      ['popup', 0],
    ] as const)
      insSwitch.run(key, on)
  })()

  const counts: Record<string, number> = {}
  for (const table of [
    'accounts',
    'dynamics',
    'comments',
    'likes',
    'follows',
    'topics',
    'circles',
    'stocks',
    'lives',
    'short_videos',
    'funds',
    'messages',
  ]) {
    counts[table] = (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
  }
  return { ms: Date.now() - started, counts }
}

/** Editorial bodies are HTML; the text inside is escaped so '<' and '>' in prose stay prose. */
function toHtml(paragraphs: string[]): string {
  return paragraphs
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('')
}

function ranges(rng: Rng): Record<string, number> {
  const r = () => Math.round((rng.next() - 0.4) * 3000)
  return { week: r(), month: r(), threeMonths: r(), sixMonths: r(), year: r() }
}
