/**
 * index.html's loader as the build writes it (config/first-screen-loader.ts loaderScript): its parts carried as
 * source text and lowered for the oldest supported engine. Run here in a browser stand-in of its own, since the
 * minifier does not load inside Jest's jsdom environment.
 */
import { parse } from 'acorn'
import { JSDOM } from 'jsdom'
// The build's TypeScript hook for types/ is Taro's; Jest compiles types/ itself.
jest.mock('../../../config/register-types', () => ({}))
import { loaderConfig, loaderScript } from '../../../config/first-screen-loader'
import { resolveEnv } from '../../../config/env'

const PAGES = { 'pages/index/index': ['static/css/362.a.css', 'static/js/362.b.js'] }
const SCRIPTS = ['/community/static/js/922.a.js', '/community/static/js/app.b.js']
const CONFIG = loaderConfig(PAGES, SCRIPTS, resolveEnv({}))
const BANNER = '/static-covers/9001.svg'

/** Home as a browser parses the built index.html: the loader first in the head, then the app's stylesheet tag. */
async function openHome(script: string) {
  const asked: string[] = []
  const answer = { code: '200', data: { modules: [{ type: 'banner', config: { images: [BANNER] } }] } }
  const dom = new JSDOM(
    `<!doctype html><html><head><script>${script}</script><link rel="stylesheet" href="/community/static/css/app.c.css">` +
      '</head><body><div id="app"></div><div class="boot-loading">加载中...</div></body></html>',
    {
      url: 'http://localhost/community/',
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse(window) {
        window.fetch = ((url: string) => {
          asked.push(url)
          return Promise.resolve({ status: 200, json: () => Promise.resolve(answer) })
        }) as unknown as typeof fetch
      },
    },
  )
  return { dom, asked }
}

describe('the inline loader the build writes', () => {
  it('parses in the oldest supported engine (ES2019: no optional chaining) and stays small', async () => {
    const script = await loaderScript(CONFIG)
    expect(() => parse(script, { ecmaVersion: 2019 })).not.toThrow()
    expect(script).not.toContain('?.')
    // Bytes, as the page carries them (its Chinese texts are three each). 8,000 until the message for scripts that
    // do not load (whenAppFails, about 650 bytes) joined it.
    expect(Buffer.byteLength(script)).toBeLessThan(8700)
  })

  it('runs: links the entry page’s files, starts home’s calls, draws its lead, then starts the app', async () => {
    const { dom, asked } = await openHome(await loaderScript(CONFIG))
    const doc = dom.window.document
    const links = (rel: string) =>
      [...doc.head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'))
    expect(links('preload')).toEqual(['/community/static/css/362.a.css', '/community/static/js/362.b.js', ...SCRIPTS])
    // The page's rules come after the app's, as the router would link them.
    expect(links('stylesheet')).toEqual(['/community/static/css/app.c.css', '/community/static/css/362.a.css'])
    expect(asked).toHaveLength(7)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(doc.querySelector('.boot-lead .home-banner img')?.getAttribute('src')).toBe(BANNER)
    expect([...doc.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual(SCRIPTS)
    dom.window.close()
  })
})
