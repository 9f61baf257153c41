/**
 * The detail pages in Chromium against the seeded reference server: as inside the app (host-simulated
 * native bridge, logged in as the dev account) and in a plain browser (not logged in).
 */
import type { Comment, Dynamic, Page as ApiPage, Reply } from '@shared/api'
import { TEXTS } from '@/config/constants'
import { DEV_ACCOUNT } from '../../server/seed'
import { CURRENT_PAGE, launchBrowser, watchProblems, type LaunchedBrowser, type Page } from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'

jest.setTimeout(120_000)

let inApp: RunningServer
let plain: RunningServer
let chrome: LaunchedBrowser

beforeAll(async () => {
  // Write budgets off here only: commentWithReplies builds a long thread through the API in a second,
  // faster than any person writes (the budgets have their own tests in test/server/limits.test.ts).
  inApp = await startServer({ hostSim: true, writeLimits: false })
  plain = await startServer()
  chrome = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await inApp?.close()
  await plain?.close()
})

const ADMIN = '/community-admin/front'

/** A JSON POST to the running server, as the app sends it. */
async function post(server: RunningServer, path: string, body: object): Promise<{ status: number; json: unknown }> {
  const res = await fetch(server.origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: await res.json() }
}

/** The first seeded dynamic of the latest feed that matches, read through the API as the app would. */
async function findDynamic(server: RunningServer, match: (d: Dynamic) => boolean): Promise<Dynamic> {
  for (let pageNum = 1; pageNum <= 20; pageNum += 1) {
    const res = await post(server, `${ADMIN}/articleInfo/CRH-CM-IN2310.json`, { tab: 'latest', pageNum, pageSize: 50 })
    const page = (res.json as { data: ApiPage<Dynamic> }).data
    const found = page.list.find(match)
    if (found) return found
    if (!page.hasMore) break
  }
  throw new Error('no seeded dynamic matches')
}

const AUTH = { accountId: DEV_ACCOUNT.id, token: DEV_ACCOUNT.token, userCode: DEV_ACCOUNT.userCode }

/** A comment of the dev account under a post, with `count` replies sent through the API in order. */
async function commentWithReplies(
  server: RunningServer,
  count: number,
): Promise<{ comment: Comment; texts: string[] }> {
  const target = await findDynamic(server, (d) => d.pubType === 5 && !d.offShelf)
  const stamp = Date.now()
  const created = await post(server, `${ADMIN}/pubContent/publishComment`, {
    ...AUTH,
    articleId: target.articleId,
    content: `很多回复的评论 ${stamp}`,
  })
  expect(created.status).toBe(200)
  const comment = (created.json as { data: Comment }).data
  const texts: string[] = []
  for (let i = 1; i <= count; i += 1) {
    const text = `楼层 ${String(i).padStart(2, '0')} · ${stamp}`
    const reply = await post(server, `${ADMIN}/pubContent/publishComment`, {
      ...AUTH,
      articleId: target.articleId,
      content: text,
      parentId: comment.commentId,
    })
    expect(reply.status).toBe(200)
    texts.push((reply.json as { data: Reply }).data.content)
  }
  return { comment, texts }
}

function commentUrl(server: RunningServer, commentId: string, articleId: string): string {
  return `${server.site}community/commentDetail/index?commentId=${commentId}&articleId=${articleId}`
}

function articleUrl(server: RunningServer, articleId: string, source: 'article' | 'post'): string {
  return `${server.site}community/articleDetail/index?articleId=${articleId}&source=${source}`
}

/** Opens a detail page and waits until it shows the content and knows who is reading. */
async function openDetail(page: Page, url: string, viewer: 'in' | 'out'): Promise<void> {
  await page.goto(url)
  await page.locator(`[data-testid="article-detail"][data-viewer="${viewer}"]`).waitFor({ timeout: 20_000 })
}

async function likeCount(page: Page): Promise<number> {
  return Number((await page.locator('[data-testid="article-actions"] [data-testid="like-button"]').innerText()).trim())
}

function composer(page: Page) {
  return page.locator('[data-testid="comment-composer"] textarea')
}

describe('article detail inside the app (host-simulated)', () => {
  it('opens an article by deep link: author, title, HTML body, read count', async () => {
    const article = await findDynamic(inApp, (d) => d.pubType === 2 && !d.offShelf && d.title !== '')
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    await openDetail(page, articleUrl(inApp, article.articleId, 'article'), 'in')
    await page.getByText(article.title).first().waitFor()
    await page.getByText(article.author.nickName).first().waitFor()
    expect(await page.locator('[data-testid="read-count"]').innerText()).toMatch(/^阅读 /)
    // The rich-text component draws its paragraphs after the detail itself: wait for them, then count.
    await page.locator('[data-testid="article-body"] p').first().waitFor()
    expect(await page.locator('[data-testid="article-body"] p').count()).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    await page.close()
  })

  it('likes the article: the count changes and survives a reload', async () => {
    const article = await findDynamic(inApp, (d) => d.pubType === 2 && !d.offShelf && !d.praised)
    const page = await chrome.browser.newPage()
    await openDetail(page, articleUrl(inApp, article.articleId, 'article'), 'in')
    const before = await likeCount(page)
    expect(await page.locator('[data-testid="like-button"]').getAttribute('data-praised')).toBe('0')
    const answered = page.waitForResponse((r) => r.url().includes('praiseViewOrComment') && r.ok())
    await page.locator('[data-testid="like-button"]').click()
    await answered
    await page.locator('[data-testid="like-button"][data-praised="1"]').waitFor()
    expect(await likeCount(page)).toBe(before + 1)
    await page.reload()
    await page.locator('[data-testid="article-detail"][data-viewer="in"]').waitFor({ timeout: 20_000 })
    await page.locator('[data-testid="like-button"][data-praised="1"]').waitFor()
    expect(await likeCount(page)).toBe(before + 1)
    await page.close()
  })

  it('comments: the new comment appears at the top and the box clears', async () => {
    const post = await findDynamic(inApp, (d) => d.pubType === 5 && !d.offShelf)
    const page = await chrome.browser.newPage()
    await openDetail(page, articleUrl(inApp, post.articleId, 'post'), 'in')
    const text = `端到端评论 ${Date.now()} 🚀`
    await composer(page).fill(text)
    await page.locator('[data-testid="comment-send"]').click()
    await page.locator('[data-testid="comment-item"]').first().getByText(text).waitFor()
    expect(await composer(page).inputValue()).toBe('')
    // The server has it too: a reload lists it first.
    await page.reload()
    await page.locator('[data-testid="comment-item"]').first().getByText(text).waitFor({ timeout: 20_000 })
    await page.close()
  })

  it('the comment box is not resized a line at a time as it loads or as one types (docs/product.md §2.9)', async () => {
    const post = await findDynamic(inApp, (d) => d.pubType === 5 && !d.offShelf)
    const page = await chrome.browser.newPage()
    // Every write to a text box's inline style from the first script on: each of Taro's line-count steps is one,
    // and each forces the browser to lay the page out again.
    await page.addInitScript(() => {
      const seen = { writes: 0 }
      Object.assign(window, { __textareaStyleWrites: seen })
      new MutationObserver((records) => {
        seen.writes += records.filter((r) => (r.target as Element).tagName === 'TEXTAREA').length
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] })
    })
    await openDetail(page, articleUrl(inApp, post.articleId, 'post'), 'in')
    await composer(page).click()
    await page.keyboard.type('四个字符')
    expect(await composer(page).inputValue()).toBe('四个字符')
    await page.waitForTimeout(300)
    const writes = await page.evaluate(
      () => (window as unknown as { __textareaStyleWrites: { writes: number } }).__textareaStyleWrites.writes,
    )
    expect(writes).toBe(0)
    await page.close()
  })

  it('takes a comment of 136 Chinese characters and 2 emoji (138 as a person counts) and reads it back intact', async () => {
    const post = await findDynamic(inApp, (d) => d.pubType === 5 && !d.offShelf)
    const page = await chrome.browser.newPage()
    await openDetail(page, articleUrl(inApp, post.articleId, 'post'), 'in')
    const stamp = String(Date.now()).slice(-6)
    // 136 Chinese characters (the stamp's digits count too) and two emoji, one of them a joined family.
    const text = `${'涨'.repeat(136 - stamp.length)}${stamp}😀👨‍👩‍👧`
    await composer(page).fill(text)
    expect(await page.locator('[data-testid="textarea-counter"]').innerText()).toBe('138/140')
    const answered = page.waitForResponse((r) => r.url().includes('publishComment'))
    await page.locator('[data-testid="comment-send"]').click()
    expect((await answered).status()).toBe(200)
    await page.locator('[data-testid="comment-item"]').first().getByText(text).waitFor()
    await page.reload()
    await page.locator('[data-testid="comment-item"]').first().getByText(text).waitFor({ timeout: 20_000 })
    await page.close()
  })

  it('a failed send keeps the text, even across a reload; the next send succeeds', async () => {
    const post = await findDynamic(inApp, (d) => d.pubType === 5 && !d.offShelf)
    const page = await chrome.browser.newPage()
    await openDetail(page, articleUrl(inApp, post.articleId, 'post'), 'in')
    const text = `不能丢的评论 ${Date.now()}`
    await page.route('**/publishComment', (route) => route.abort())
    await composer(page).fill(text)
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('publishComment'))
    await page.locator('[data-testid="comment-send"]').click()
    await failed
    await page.locator('[data-testid="comment-send"][data-disabled="0"]').waitFor()
    expect(await composer(page).inputValue()).toBe(text)
    expect(await page.locator('[data-testid="comment-item"]').getByText(text).count()).toBe(0)

    await page.unroute('**/publishComment')
    await page.reload()
    await page.locator('[data-testid="article-detail"][data-viewer="in"]').waitFor({ timeout: 20_000 })
    expect(await composer(page).inputValue()).toBe(text)
    await page.locator('[data-testid="comment-send"]').click()
    await page.locator('[data-testid="comment-item"]').first().getByText(text).waitFor()
    expect(await composer(page).inputValue()).toBe('')
    await page.close()
  })

  it('opens a comment, replies to it, and back tells the app to go back and reload', async () => {
    const post = await findDynamic(inApp, (d) => d.pubType === 5 && !d.offShelf)
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    await openDetail(page, articleUrl(inApp, post.articleId, 'post'), 'in')
    const text = `被回复的评论 ${Date.now()}`
    await composer(page).fill(text)
    await page.locator('[data-testid="comment-send"]').click()
    const mine = page.locator('[data-testid="comment-item"]').first()
    await mine.getByText(text).waitFor()
    await mine.locator('[data-testid="comment-content"]').click()

    await page.waitForURL(/\/community\/community\/commentDetail\/index\?/)
    // The article page stays in the DOM, hidden, under the new one: look inside the comment page only.
    const detail = page.locator('[data-testid="comment-detail"][data-viewer="in"]')
    await detail.waitFor({ timeout: 20_000 })
    await detail.getByText(text).first().waitFor()
    await detail.locator('[data-testid="replies-empty"]').waitFor()
    const reply = `一条回复 ${Date.now()}`
    await detail.locator('[data-testid="comment-composer"] textarea').fill(reply)
    await detail.locator('[data-testid="comment-send"]').click()
    await detail.getByText(reply).waitFor()
    await detail.getByText('全部回复 1').waitFor()

    // The simulated app answers goBack with history.back(), which would take its call log away:
    // record the calls in this page first.
    await page.evaluate(() => {
      const sim = (window as unknown as { hostSim: { calls: { method: string; params: unknown }[] } }).hostSim
      const seen: unknown[] = []
      ;(window as unknown as { __goBacks: unknown[] }).__goBacks = seen
      const push = sim.calls.push.bind(sim.calls)
      sim.calls.push = (...items) => {
        for (const item of items) if (item.method === 'goBack') seen.push(item.params)
        return push(...items)
      }
      window.history.back = () => undefined
    })
    await page.locator('[data-testid="nav-bar-back"]:visible').click()
    await page.waitForFunction(() => (window as unknown as { __goBacks: unknown[] }).__goBacks.length > 0)
    expect(await page.evaluate(() => (window as unknown as { __goBacks: unknown[] }).__goBacks)).toEqual([
      expect.objectContaining({ refresh: true }),
    ])
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('comment detail inside the app (host-simulated)', () => {
  it('pages a long thread oldest first, loads more, and a reply appears last', async () => {
    const { comment, texts } = await commentWithReplies(inApp, 23)
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    const asked: number[] = []
    page.on('request', (r) => {
      if (r.url().includes('getCommentReplies'))
        asked.push((JSON.parse(r.postData() ?? '{}') as { pageNum: number }).pageNum)
    })
    await page.goto(commentUrl(inApp, comment.commentId, comment.articleId))
    const detail = page.locator('[data-testid="comment-detail"][data-viewer="in"]')
    await detail.waitFor({ timeout: 20_000 })
    await detail.getByText(comment.content).first().waitFor()
    await detail.getByText(texts[0]).waitFor()
    await detail.getByText('全部回复 23').waitFor()

    const footer = detail.locator('[data-testid="load-more"]')
    await footer.scrollIntoViewIfNeeded()
    // Coming into view may already have loaded the next page (the sentinel); otherwise tap the footer.
    if ((await footer.getAttribute('data-state')) === 'idle') await footer.click()
    await detail.locator('[data-testid="load-more"][data-state="noMore"]').waitFor()
    const shown = await detail.locator('[data-testid="comment-item"] [data-testid="comment-content"]').allInnerTexts()
    // Each reply reads '回复 <name>：<text>'; oldest first, all 23, none twice.
    expect(shown.slice(1)).toEqual(texts.map((t) => expect.stringContaining(t)))
    // Page 1 is read again once if the app's login lands after the first render (the viewer's flags
    // change); pages are still asked in order and page 2 only once.
    expect(asked.filter((n, i) => n !== asked[i - 1])).toEqual([1, 2])
    expect(asked.filter((n) => n === 2)).toHaveLength(1)

    const reply = `翻页后的回复 ${Date.now()}`
    await detail.locator('[data-testid="comment-composer"] textarea').fill(reply)
    await detail.locator('[data-testid="comment-send"]').click()
    await detail.locator('[data-testid="comment-item"]').last().getByText(reply).waitFor()
    await detail.getByText('全部回复 24').waitFor()
    expect(await detail.locator('[data-testid="comment-composer"] textarea').inputValue()).toBe('')

    // The server files it last: after a reload it is on the second page, after the 23 others.
    await page.reload()
    await detail.waitFor({ timeout: 20_000 })
    await detail.getByText('全部回复 24').waitFor()
    await footer.scrollIntoViewIfNeeded()
    if ((await footer.getAttribute('data-state')) === 'idle') await footer.click()
    await detail.locator('[data-testid="comment-item"]').last().getByText(reply).waitFor()
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    await page.close()
  })

  it('a failed reply keeps its text', async () => {
    const { comment } = await commentWithReplies(inApp, 1)
    const page = await chrome.browser.newPage()
    await page.goto(commentUrl(inApp, comment.commentId, comment.articleId))
    const detail = page.locator('[data-testid="comment-detail"][data-viewer="in"]')
    await detail.waitFor({ timeout: 20_000 })
    await page.route('**/publishComment', (route) => route.abort())
    const text = `发不出去的回复 ${Date.now()}`
    const box = detail.locator('[data-testid="comment-composer"] textarea')
    await box.fill(text)
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('publishComment'))
    await detail.locator('[data-testid="comment-send"]').click()
    await failed
    await detail.locator('[data-testid="comment-send"][data-disabled="0"]').waitFor()
    expect(await box.inputValue()).toBe(text)
    expect(await detail.getByText('全部回复 1').count()).toBe(1)
    await page.close()
  })
})

describe('article detail in a plain browser', () => {
  it('liking asks the user to open the app and changes nothing', async () => {
    const article = await findDynamic(plain, (d) => d.pubType === 2 && !d.offShelf)
    const page = await chrome.browser.newPage()
    const praises: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('praiseViewOrComment')) praises.push(r.url())
    })
    await openDetail(page, articleUrl(plain, article.articleId, 'article'), 'out')
    const before = await likeCount(page)
    await page.locator('[data-testid="like-button"]').click()
    await page.getByText(TEXTS.openInApp).first().waitFor({ timeout: 5_000 })
    expect(await likeCount(page)).toBe(before)
    expect(await page.locator('[data-testid="like-button"]').getAttribute('data-praised')).toBe('0')
    await page.reload()
    await page.locator('[data-testid="article-detail"]').waitFor({ timeout: 20_000 })
    expect(await likeCount(page)).toBe(before)
    expect(praises).toEqual([])
    await page.close()
  })

  it('an HTML article shows its "<" and ">" as text and runs none of its script', async () => {
    // Long articles are for verified accounts (docs/product.md §4.14): acc-10002 is a seeded big-V.
    const created = await post(plain, `${ADMIN}/articleInfo/appCreateSave`, {
      accountId: 'acc-10002',
      token: 'tok-10002',
      userCode: 'uc-10002',
      title: '安全渲染测试',
      html:
        '<p>市盈率 &lt;10 倍 &gt; 5</p><script>window.__pwned = 1</script>' +
        '<img src="x" onerror="window.__pwned = 2"><svg onload="window.__pwned = 3"></svg>' +
        '<a href="javascript:window.__pwned = 4">危险链接</a><a href="&#106;avascript:window.__pwned = 5">编码链接</a>' +
        '<p style="background:url(javascript:window.__pwned=6)">样式</p><iframe src="javascript:window.__pwned=7"></iframe>' +
        '<p><a href="https://phish.example/login">外部链接</a></p>',
    })
    expect(created.status).toBe(200)
    const articleId = (created.json as { data: { articleId: string } }).data.articleId

    const page = await chrome.browser.newPage()
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await openDetail(page, articleUrl(plain, articleId, 'article'), 'out')
    const body = page.locator('[data-testid="article-body"]')
    await body.getByText('市盈率 <10 倍 > 5').waitFor()
    expect(await body.locator('script, svg, iframe').count()).toBe(0)
    expect(await body.locator('[onerror], [onload]').count()).toBe(0)
    // The first screen the server drew into the HTML (server/boot-lead.ts) went through the same sanitiser.
    const lead = page.locator('.boot-lead')
    expect(await lead.getByText('市盈率 <10 倍 > 5').count()).toBe(1)
    expect(await lead.locator('script, svg, iframe, [onerror], [onload]').count()).toBe(0)
    await body.getByText('危险链接').click()
    await body.getByText('编码链接').click()
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(page.url()).toContain('articleDetail')
    // A site we do not vouch for is asked about first (docs/product.md §2.6) instead of replacing the community.
    await body.getByText('外部链接').click()
    const sheet = page.locator(`${CURRENT_PAGE} [data-testid="action-sheet"]`)
    await sheet.getByText('https://phish.example/login').waitFor({ timeout: 5_000 })
    await sheet.locator('[data-testid="action-sheet-cancel"]').click()
    await sheet.waitFor({ state: 'detached' })
    expect(page.url()).toContain('articleDetail')

    // A seeded article: its prose carries escaped '<' and '>' (e.g. '成交额<1 万亿').
    const seeded = await findDynamic(plain, (d) => d.pubType === 2 && !d.offShelf)
    await openDetail(page, articleUrl(plain, seeded.articleId, 'article'), 'out')
    // The rich-text component draws its paragraphs after the detail itself: wait for them, then count.
    await page.locator('[data-testid="article-body"] p').first().waitFor()
    expect(await page.locator('[data-testid="article-body"] p').count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    await page.close()
  })

  it('a broken link shows a clear message, not a white screen', async () => {
    const page = await chrome.browser.newPage()
    await page.goto(`${plain.site}community/articleDetail/index?source=article`)
    await page.getByText('链接有误，找不到这条内容').waitFor({ timeout: 20_000 })
    await page.goto(`${plain.site}community/articleDetail/index?articleId=99999999&source=article`)
    await page.getByText('内容不存在或已删除').waitFor({ timeout: 20_000 })
    await page.close()
  })

  it('a comment link: a wrong id says so, an unknown comment is gone, a real one opens logged out', async () => {
    const page = await chrome.browser.newPage()
    await page.goto(`${plain.site}community/commentDetail/index?articleId=1`)
    await page.getByText('链接有误，找不到这条内容').waitFor({ timeout: 20_000 })
    await page.goto(`${plain.site}community/commentDetail/index?commentId=99999999&articleId=1`)
    await page.getByText('评论不存在或已删除').waitFor({ timeout: 20_000 })

    const { comment, texts } = await commentWithReplies(plain, 2)
    await page.goto(commentUrl(plain, comment.commentId, comment.articleId))
    const detail = page.locator('[data-testid="comment-detail"][data-viewer="out"]')
    await detail.waitFor({ timeout: 20_000 })
    await detail.getByText(texts[1]).waitFor()
    await detail.locator('[data-testid="comment-composer"] textarea').fill('想回复')
    await detail.locator('[data-testid="comment-send"]').click()
    await page.getByText(TEXTS.openInApp).first().waitFor({ timeout: 5_000 })
    expect(await detail.getByText('全部回复 2').count()).toBe(1)
    await page.close()
  })
})

describe('stock page', () => {
  it('shows the quote and the stock community dynamics', async () => {
    const withStock = await findDynamic(plain, (d) => d.stocks.length > 0 && !d.offShelf)
    const stock = withStock.stocks[0]
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    const query = `code=${stock.code}&name=${encodeURIComponent(stock.name)}&from=community`
    await page.goto(`${plain.site}subPackages-stock/pages/stock/stock?${query}`)
    await page.locator('[data-testid="quote-header"]').waitFor({ timeout: 20_000 })
    expect(await page.locator('[data-testid="quote-header"]').innerText()).toContain(stock.code)
    await page.locator('[data-testid="feed-card"]').first().waitFor()
    await page.locator('[data-testid="watchlist-button"]').click()
    await page.getByText(TEXTS.openInApp).first().waitFor({ timeout: 5_000 })
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    await page.close()
  })
})
