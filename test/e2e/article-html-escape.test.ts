/**
 * Hostile article HTML in Chromium (issue 29; docs/product.md §8.4, hostile text): an article whose HTML ends in end
 * tags with no opener followed by a fake notice, and a box styled to draw over the page's header. Neither leaves the
 * article body, in the first screen the server writes nor in the page the app draws; and the body's box clips
 * whatever might slip past the sanitiser, so nothing in it can cover the author's row or the title.
 */
import { CURRENT_PAGE, launchBrowser, type LaunchedBrowser, type Page } from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'

jest.setTimeout(120_000)

let server: RunningServer
let chrome: LaunchedBrowser
let hostile = ''
let plain = ''

const NOTICE = '【系统通知】您的账户存在风险，请添加客服微信 kf-8888 处理'
const COVER = '【官方公告】账户异常，请立即验证身份'
const HOSTILE_HTML =
  `<p>正文第一段。</p>${'</div>'.repeat(6)}` +
  `<div style="position:fixed;top:0;left:0;right:0;bottom:0;z-index:99999;background-color:#fff">${NOTICE}` +
  '<a href="https://evil.example/">立即处理</a></div>' +
  '<div style="transform:translateY(-240px);margin:-120px -16px 0;background-color:#fff;font-size:40px">' +
  `${COVER}</div><p>正文第二段。</p>`

/** Publishes a long article as a verified account (a seeded big-V, who may write them). */
async function publish(html: string): Promise<string> {
  const res = await fetch(`${server.origin}/community-admin/front/articleInfo/appCreateSave`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountId: 'acc-10002', token: 'tok-10002', userCode: 'uc-10002', title: '一篇长文', html }),
  })
  const json = (await res.json()) as { data: { articleId: string } }
  return json.data.articleId
}

beforeAll(async () => {
  server = await startServer()
  chrome = await launchBrowser()
  hostile = await publish(HOSTILE_HTML)
  plain = await publish('<p>正文第一段。</p><p>正文第二段。</p>')
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await server?.close()
})

async function open(articleId: string, scripts: 'held' | 'run'): Promise<Page> {
  const page = await chrome.browser.newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  if (scripts === 'held') await page.route('**/static/js/**', (route) => route.abort())
  await page.goto(`${server.site}community/articleDetail/index?articleId=${articleId}`)
  return page
}

/** The body's elements, and every element showing the fake texts with whether it is inside an article body. */
function layout(page: Page) {
  return page.evaluate(
    (texts) => ({
      body: [...document.body.children].map((element) => `${element.tagName}.${element.className}`),
      fakes: [...document.querySelectorAll('div')]
        .filter((div) => texts.some((text) => div.firstChild?.textContent?.startsWith(text)))
        .map((div) => (div.closest('.article-html') ? 'inside' : 'outside')),
    }),
    [NOTICE.slice(0, 6), COVER.slice(0, 6)],
  )
}

/** What a tap at the middle of `selector` (on the page on screen) lands on: inside that element, or not. */
function hitsItself(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel)
    if (!element) return false
    const box = element.getBoundingClientRect()
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
  }, selector)
}

describe('hostile article HTML', () => {
  it('stays inside the article body in the first screen the server writes', async () => {
    const page = await open(hostile, 'held')
    const reference = await open(plain, 'held')
    try {
      await page.locator('.boot-lead .article-html').waitFor({ state: 'attached' })
      await reference.locator('.boot-lead .article-html').waitFor({ state: 'attached' })
      const seen = await layout(page)
      expect(seen.body).toEqual((await layout(reference)).body)
      expect(seen.fakes).toEqual(['inside', 'inside'])
      expect(await hitsItself(page, '.boot-lead .article-author')).toBe(true)
      expect(await hitsItself(page, '.boot-lead .article-detail__title')).toBe(true)
    } finally {
      await page.close()
      await reference.close()
    }
  })

  it('stays inside the body in the page the app draws, and covers neither the author nor the title', async () => {
    const page = await open(hostile, 'run')
    const reference = await open(plain, 'run')
    try {
      await page.locator(`${CURRENT_PAGE} [data-testid="article-body"]`).waitFor()
      await reference.locator(`${CURRENT_PAGE} [data-testid="article-body"]`).waitFor()
      const seen = await layout(page)
      expect(seen.body).toEqual((await layout(reference)).body)
      // The server's lead (hidden with its layer) and the page's body each hold both.
      expect(seen.fakes).toEqual(['inside', 'inside', 'inside', 'inside'])
      expect(await hitsItself(page, `${CURRENT_PAGE} [data-testid="author-header"]`)).toBe(true)
      expect(await hitsItself(page, `${CURRENT_PAGE} .article-detail__title`)).toBe(true)
    } finally {
      await page.close()
      await reference.close()
    }
  })
})

describe("the article body's box", () => {
  it('clips what might slip past the sanitiser: a lifted box covers neither the author nor the title', async () => {
    const page = await open(plain, 'run')
    try {
      const body = `${CURRENT_PAGE} [data-testid="article-body"]`
      await page.locator(`${body} p`).first().waitFor()
      // Styles the sanitiser would never let through, set on the drawn body directly.
      await page.evaluate((sel) => {
        const paragraph = document.querySelector<HTMLElement>(`${sel} p`)!
        Object.assign(paragraph.style, {
          transform: 'translateY(-400px)',
          position: 'relative',
          zIndex: '2147483647',
          height: '400px',
          background: '#c00',
        })
      }, body)
      expect(await hitsItself(page, `${CURRENT_PAGE} [data-testid="author-header"]`)).toBe(true)
      expect(await hitsItself(page, `${CURRENT_PAGE} .article-detail__title`)).toBe(true)
    } finally {
      await page.close()
    }
  })
})
