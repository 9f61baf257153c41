import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { PAGE_CHUNKS_FILE, type PageChunks } from '../../config/page-chunks'
import { entryPage, readPageChunks, withPreloads } from '../../server/preload'
import { ENDPOINTS, fillPath } from '../../types/api'
import { BOOT_ANSWERS_ELEMENT_ID } from '../../types/boot-answers'
import { HOME_PAGE_ID, bannerImages } from '../../types/home-page'
import { inlineScriptHashes } from '../../server/security-headers'
import { withBootAnswers } from '../../server/boot-answers'
import { call, makeServer, tempDir } from './helpers'

const MANIFEST: PageChunks = {
  pages: {
    'pages/index/index': ['static/js/362.aaaaaaaa.js', 'static/css/362.bbbbbbbb.css'],
    'community/articleDetail/index': ['static/js/12.cccccccc.js'],
  },
}
const HTML = '<!doctype html><html><head><title>社区</title></head><body><div id="app"></div></body></html>'

describe('entry page preload', () => {
  it('finds the page a path opens: the first page for the bare base, nothing for other paths', () => {
    expect(entryPage(MANIFEST, '')).toBe('pages/index/index')
    expect(entryPage(MANIFEST, '/')).toBe('pages/index/index')
    expect(entryPage(MANIFEST, '/index.html')).toBe('pages/index/index')
    expect(entryPage(MANIFEST, '/community/articleDetail/index?articleId=1')).toBe('community/articleDetail/index')
    expect(entryPage(MANIFEST, '/community/articleDetail/index/')).toBe('community/articleDetail/index')
    expect(entryPage(MANIFEST, '/no/such/page')).toBeUndefined()
    expect(entryPage(MANIFEST, '/constructor')).toBeUndefined()
  })

  it("preloads the page's scripts and links its stylesheet before </head>", () => {
    const html = withPreloads(HTML, MANIFEST, '/', '/community/')
    expect(html).toContain(
      '<link rel="preload" as="script" href="/community/static/js/362.aaaaaaaa.js"><link rel="stylesheet" href="/community/static/css/362.bbbbbbbb.css"></head>',
    )
    expect(withPreloads(HTML, MANIFEST, '/unknown', '/community/')).toBe(HTML)
    expect(withPreloads(HTML, null, '/', '/community/')).toBe(HTML)
  })

  it("preloads the page's lead images with high priority, and never an address that could leave the attribute", () => {
    const images = (page: string) =>
      page === 'pages/index/index'
        ? ['/static-covers/1.svg', 'https://cdn.example.com/b.png?x=1&y=2', '"><script>', 'javascript:x']
        : []
    const home = withPreloads(HTML, MANIFEST, '/', '/community/', images)
    expect(home).toContain('<link rel="preload" as="image" href="/static-covers/1.svg" fetchpriority="high">')
    expect(home).toContain('href="https://cdn.example.com/b.png?x=1&y=2"')
    expect(home).not.toContain('<script>')
    expect(home).not.toContain('javascript:')
    expect(withPreloads(HTML, MANIFEST, '/community/articleDetail/index', '/community/', images)).not.toContain(
      'as="image"',
    )
  })

  it('writes answers into the page as a data block, taking every character literally', () => {
    const html = withBootAnswers(HTML, { '/x': { text: "$' $& $` </script>" } })
    // At the top of the head, before index.html's inline loader, which must see what is carried.
    expect(html).toContain(`<head><script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">`)
    const withCharset = withBootAnswers(HTML.replace('<head>', '<head><meta charset="utf-8"/>'), { '/x': 1 })
    expect(withCharset).toContain(`<head><meta charset="utf-8"/><script type="application/json"`)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    const json = /<script type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(JSON.parse(json)).toEqual({ '/x': { text: "$' $& $` </script>" } })
    expect(withBootAnswers(HTML, {})).toBe(HTML)
  })

  describe('served', () => {
    let app: FastifyInstance
    beforeAll(async () => {
      const dist = path.join(tempDir(), 'h5')
      fs.mkdirSync(dist, { recursive: true })
      fs.writeFileSync(path.join(dist, 'index.html'), HTML)
      fs.writeFileSync(path.join(dist, PAGE_CHUNKS_FILE), JSON.stringify(MANIFEST))
      expect(readPageChunks(dist)).toEqual(MANIFEST)
      ;({ app } = await makeServer(undefined, { distDir: dist }))
    })
    afterAll(() => app.close())

    it('preloads the chunks of the page a deep link opens, and of home at the base', async () => {
      const article = await app.inject({ method: 'GET', url: '/community/community/articleDetail/index?articleId=9' })
      expect(article.body).toContain('href="/community/static/js/12.cccccccc.js"')
      expect(article.body).not.toContain('362.aaaaaaaa')
      for (const url of ['/community', '/community/']) {
        const home = await app.inject({ method: 'GET', url })
        expect(home.body).toContain('href="/community/static/js/362.aaaaaaaa.js"')
      }
    })

    it("writes home's page configuration into its HTML, exactly as page.info answers, and on home only", async () => {
      const home = await app.inject({ method: 'GET', url: '/community/' })
      const block = new RegExp(`<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(
        home.body,
      )
      expect(block).not.toBeNull()
      const answers = JSON.parse(block?.[1] ?? '{}') as Record<string, unknown>
      const path = fillPath(ENDPOINTS['page.info'].path, 'community', { pageId: HOME_PAGE_ID })
      expect(Object.keys(answers)).toEqual([path])
      expect(answers[path]).toEqual((await call(app, 'page.info', {}, { pageId: HOME_PAGE_ID })).body)
      // A data block is never run: the policy carries no hash for it.
      expect(inlineScriptHashes(home.body)).toEqual(inlineScriptHashes(HTML))
      // An article carries its own detail instead (test/server/first-screen.test.ts).
      const article = await app.inject({ method: 'GET', url: '/community/community/articleDetail/index?articleId=9' })
      expect(article.body).not.toContain(path)
    })

    it('gives the service worker’s precache the build’s index.html as it is, with no first screen (docs/product.md §8.6)', async () => {
      const shell = await app.inject({ method: 'GET', url: '/community/index.html?__WB_REVISION__=abc' })
      expect([shell.statusCode, shell.headers['cache-control'], shell.body]).toEqual([200, 'no-cache', HTML])
      const written = await app.inject({ method: 'GET', url: '/community/index.html' })
      expect(written.body).toContain(BOOT_ANSWERS_ELEMENT_ID)
    })

    it("preloads the first image of home's configured banner on home only", async () => {
      const home = await app.inject({ method: 'GET', url: '/community/' })
      const lead = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(home.body)
      expect(lead).not.toBeNull()
      const info = await call(app, 'page.info', {}, { pageId: HOME_PAGE_ID })
      expect(bannerImages(info.body.data)[0]).toBe(lead?.[1])
      const article = await app.inject({ method: 'GET', url: '/community/community/articleDetail/index?articleId=9' })
      expect(article.body).not.toContain('as="image"')
    })
  })

  it('reads no manifest from a build without one', () => {
    expect(readPageChunks(tempDir())).toBeNull()
  })
})
