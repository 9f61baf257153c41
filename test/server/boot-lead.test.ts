/**
 * An entry page's first screen in its HTML (server/boot-lead.ts): home's and an article's lead drawn inside the
 * loading layer with the app's classes, and the app's scripts started once the lead is on screen. The Chromium suite
 * shows that the lead's largest element stands exactly where the page then draws it (test/e2e/boot-lead.test.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { JSDOM } from 'jsdom'
import { sanitizeArticleHtml } from '@shared/article-html'
import { H5_NAV_BAR_HEIGHT } from '@shared/nav-bar'
import { PAGE_CHUNKS_FILE, type PageChunks } from '../../config/page-chunks'
import type { ArticleDetail } from '@shared/api'
import { articleBootLead, homeBootLead, withBootLead } from '../../server/boot-lead'
import { inlineScriptHashes } from '../../server/security-headers'
import { call, makeServer, OTHER, tempDir } from './helpers'

// The shape of the built index.html (src/index.html): its inline loader, which starts the app's scripts
// (config/first-screen-loader.ts), the app root and the loading layer.
const HTML =
  '<!doctype html><html><head><title>投资社区</title><script>rem()</script><script>loader()</script>' +
  '<link href="/community/static/css/app.d.css" rel="stylesheet"></head>' +
  '<body><div id="app" role="main"></div><div class="boot-loading" role="status">加载中...</div></body></html>'

describe('the lead', () => {
  it("draws the bar's room, the search entry's box and the banner image with the app's classes", () => {
    const lead = homeBootLead('/static-covers/9001.svg', { navBar: true })
    expect(lead).toContain(
      `class="nav-bar-spacer" style="padding-top:env(safe-area-inset-top, 0px);height:${H5_NAV_BAR_HEIGHT}px"`,
    )
    expect(lead).toContain('<div class="search-entry">')
    expect(lead).toContain(
      '<div class="taro-img home-banner__image"><img class="taro-img__mode-aspectfill" src="/static-covers/9001.svg"',
    )
    expect(lead.startsWith('<div class="boot-lead" aria-hidden="true">')).toBe(true)
  })

  it('leaves no room for a bar the opener hid, and draws nothing for an address that could leave its attribute', () => {
    expect(homeBootLead('/b.png', { navBar: false })).not.toContain('nav-bar-spacer')
    expect(homeBootLead('"><script>alert(1)</script>', { navBar: true })).toBe('')
    expect(homeBootLead('javascript:alert(1)', { navBar: true })).toBe('')
  })

  it('goes inside the loading layer, which hides it with itself once the page is drawn', () => {
    const lead = homeBootLead('/b.png', { navBar: true })
    expect(withBootLead(HTML, lead)).toContain(`<div class="boot-loading" role="status">${lead}加载中...</div>`)
    expect(withBootLead(HTML, '')).toBe(HTML)
    expect(withBootLead('<html><body></body></html>', lead)).toBe('<html><body></body></html>')
  })
})

describe("an article's lead", () => {
  // The fields the lead reads; the rest of a detail plays no part.
  const article = {
    title: 'A & B <b>加粗</b>',
    html: '<p>正文</p><script>alert(1)</script><img src="javascript:x" onerror="y">',
    content: null,
    offShelf: false,
    author: { nickName: '<i>作者</i>', avatar: '', kind: 'user' },
  } as unknown as ArticleDetail

  it('shows the title and the name as written, and the body as the app sanitises it', () => {
    const lead = articleBootLead(article, { navBar: true })
    expect(lead).toContain('<span class="taro-text article-detail__title">A &amp; B &lt;b&gt;加粗&lt;/b&gt;</span>')
    expect(lead).toContain('<span class="taro-text article-author__name">&lt;i&gt;作者&lt;/i&gt;</span>')
    expect(lead).toContain(`<div class="article-html">${sanitizeArticleHtml(article.html)}</div>`)
    expect(lead).not.toContain('<script')
    expect(lead).not.toContain('onerror')
  })

  it('draws nothing for a post or an article taken down', () => {
    expect(articleBootLead({ ...article, html: null, content: '帖子' }, { navBar: true })).toBe('')
    expect(articleBootLead({ ...article, offShelf: true }, { navBar: true })).toBe('')
    expect(articleBootLead(article, { navBar: false })).not.toContain('nav-bar-spacer')
  })
})

describe('served', () => {
  let app: FastifyInstance
  const MANIFEST: PageChunks = {
    pages: {
      'pages/index/index': ['static/js/362.e.js', 'static/css/362.f.css'],
      'community/articleDetail/index': ['static/js/12.g.js'],
      'community/home/index': ['static/js/13.h.js'],
    },
  }
  beforeAll(async () => {
    const dist = path.join(tempDir(), 'h5')
    fs.mkdirSync(dist, { recursive: true })
    fs.writeFileSync(path.join(dist, 'index.html'), HTML)
    fs.writeFileSync(path.join(dist, PAGE_CHUNKS_FILE), JSON.stringify(MANIFEST))
    ;({ app } = await makeServer(undefined, { distDir: dist }))
  })
  afterAll(() => app.close())

  it("gives home its lead, with the inline scripts' hashes in the policy", async () => {
    const home = await app.inject({ method: 'GET', url: '/community/' })
    expect(home.body).toContain('<div class="boot-lead" aria-hidden="true"><div class="nav-bar-spacer"')
    expect(home.body).toContain('<link rel="stylesheet" href="/community/static/css/362.f.css">')
    for (const hash of inlineScriptHashes(home.body))
      expect(String(home.headers['content-security-policy'])).toContain(hash)
    expect(inlineScriptHashes(home.body)).toHaveLength(2)
  })

  it('leaves out the bar’s room when the address hides the bar', async () => {
    const home = await app.inject({ method: 'GET', url: '/community/?navigationBarHidden=1' })
    expect(home.body).toContain('<div class="boot-lead" aria-hidden="true"><div class="search-entry">')
  })

  it('gives an article opened by link its lead', async () => {
    const article = await app.inject({ method: 'GET', url: '/community/community/articleDetail/index?articleId=9' })
    expect(article.body).toContain('<div class="boot-lead" aria-hidden="true"><div class="nav-bar-spacer"')
    expect(article.body).toContain('<div class="article-html"><p>')
  })

  /** An article's page as a browser builds it from the HTML the server writes for it. */
  async function articlePage(html: string): Promise<Document> {
    // A verified account, which may write long articles.
    const saved = await call(app, 'article.appCreateSave', { ...OTHER, title: '一篇长文', html })
    const url = `/community/community/articleDetail/index?articleId=${saved.body.data.articleId}`
    return new JSDOM((await app.inject({ method: 'GET', url })).body).window.document
  }

  /** What surrounds the article body: the body's elements and the loading layer's, down to the body's own box. */
  function frame(document: Document): string[] {
    const outline = (element: Element) => `${element.tagName.toLowerCase()}.${element.className}`
    const shape = [...document.body.children].map(outline)
    for (let box = document.querySelector('.article-html')?.parentElement; box; box = box.parentElement) {
      shape.push(`${outline(box)} > ${[...box.children].map(outline).join(' ')}`)
    }
    return [...shape, `loading layer's text: ${document.querySelector('.boot-loading')?.lastChild?.textContent}`]
  }

  it("keeps an article's HTML inside its body: unmatched end tags cannot close the loading layer", async () => {
    const body = '<p>正文第一段。</p>'
    // The probe's payload (issue 29): end tags with no opener, then a box drawn over the page, with a link.
    const escape =
      `${body}${'</div>'.repeat(6)}</section></p>` +
      '<div style="position:fixed;top:0;left:0;right:0;bottom:0;z-index:99999;background:#fff">' +
      '【系统通知】您的账户存在风险，请添加客服微信 kf-8888 处理<a href="https://evil.example/">立即处理</a></div>'
    const plain = await articlePage(body)
    const attacked = await articlePage(escape)
    expect(frame(attacked)).toEqual(frame(plain))
    const link = attacked.querySelector('a[href="https://evil.example/"]')
    expect(link?.closest('.article-html')).not.toBeNull()
    const notice = [...attacked.querySelectorAll('div')].filter((div) => div.textContent?.startsWith('【系统通知】'))
    expect(notice).toHaveLength(1)
    expect(notice[0].closest('.article-html')).not.toBeNull()
  })

  it('gives other pages no lead', async () => {
    const other = await app.inject({ method: 'GET', url: '/community/community/home/index' })
    expect(other.body).not.toContain('boot-lead')
    expect(other.body).toContain('<div class="boot-loading" role="status">加载中...</div>')
  })
})
