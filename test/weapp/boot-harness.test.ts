/**
 * The boot harness itself, against a hand-written mini-program (plain Page(), no Taro) so each mechanism —
 * setData paths, tap bubbling, navigation, requests, storage, error capture — is checked on its own.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { applyDataPath, bootApp, parseDataPath, type WxRequest } from '../../scripts/weapp/boot'
import { tempDir } from './support'

const PAGE_A = `
Page({
  data: { root: { cn: [] }, seen: [] },
  onLoad(q) {
    this.setData({
      'root.cn.[0]': { sid: '_outer', nn: '3', cn: [
        { sid: '_t1', nn: '9', v: 'Title A ' + (q.x || '') },
        { sid: '_inner', nn: '3', cn: [{ sid: '_t2', nn: '9', v: 'Inner' }] },
        { sid: '_go', nn: '3', cn: [{ sid: '_t3', nn: '9', v: 'Go to B' }] },
        { sid: '_bad', nn: '3', cn: [{ sid: '_t4', nn: '9', v: 'Broken link' }] },
      ] },
    })
  },
  eh(e) {
    this.setData({ ['seen.[' + this.data.seen.length + ']']: e.currentTarget.dataset.sid })
    if (e.currentTarget.dataset.sid === '_go') wx.navigateTo({ url: '../b/index?id=7' })
    if (e.currentTarget.dataset.sid === '_bad') wx.navigateTo({ url: '/pages/missing/index', fail: (r) => this.setData({ failMsg: r.errMsg }) })
  },
  onPullDownRefresh() {
    wx.request({ url: 'https://api.example.com/list?p=1', data: { size: 2 }, success: (r) => this.setData({ 'root.cn.[1]': { sid: '_list', nn: '3', cn: [{ sid: '_t5', nn: '9', v: r.data.title }] } }) })
  },
  onReachBottom() { wx.setStorageSync('bottom', { n: 1 }) },
})`

const PAGE_B = `Page({
  onLoad(q) { this.setData({ root: { cn: [{ sid: '_b', nn: '3', cn: [{ sid: '_tb', nn: '9', v: 'Page B ' + q.id }] }] } }) },
  eh() { wx.navigateBack() },
})`
const PAGE_C = `Page({ onLoad() { this.setData({ root: { cn: [{ sid: '_c', nn: '9', v: 'Sub C ' + require('../../lib').word }] } }) } })`
const PAGE_SLOW = `Page({
  onLoad() { this.setData({ root: { cn: [{ sid: '_s', nn: '3', cn: [{ sid: '_ts', nn: '9', v: 'Search' }] }] } }) },
  eh() { setTimeout(() => this.setData({ 'root.cn.[0].cn.[0].v': 'Debounced result' }), 200) },
})`
const PAGE_BAD = `Page({ onLoad() { console.error('about to fail'); throw new Error('boom in onLoad') } })`

function fixture(): string {
  const dir = tempDir('weapp-harness-')
  const files: Record<string, string> = {
    'app.json': JSON.stringify({
      pages: ['pages/a/index', 'pages/b/index', 'pages/bad/index', 'pages/slow/index'],
      subPackages: [{ root: 'sub/', pages: ['c/index'] }],
    }),
    'lib.js': `module.exports = { word: 'shared' }`,
    'app.js': `require('./lib'); App({ onLaunch(o) { this.keys = Object.keys(wx); this.launch = o }, onError(m) { this.lastError = m } })`,
    'pages/a/index.js': PAGE_A,
    'pages/b/index.js': PAGE_B,
    'pages/bad/index.js': PAGE_BAD,
    'pages/slow/index.js': PAGE_SLOW,
    'sub/c/index.js': PAGE_C,
  }
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), text)
  }
  return dir
}

let dist = ''
beforeAll(() => {
  dist = fixture()
})
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('setData paths', () => {
  test('parses dotted and bracketed segments', () => {
    expect(parseDataPath('root.cn.[0].cn[12].v')).toEqual(['root', 'cn', 0, 'cn', 12, 'v'])
  })
  test('creates arrays and objects on the way', () => {
    const data: Record<string, unknown> = {}
    applyDataPath(data, 'root.cn.[1].v', 'x')
    applyDataPath(data, 'a.b', 2)
    expect(data).toEqual({ root: { cn: [undefined, { v: 'x' }] }, a: { b: 2 } })
  })
})

describe('boot harness', () => {
  test('opens a page with its query, renders its text and counts setData bytes', async () => {
    const app = await bootApp({ distDir: dist })
    try {
      const page = await app.openPage('/pages/a/index?x=1&q=%E6%8A%95+1&code=3==x&bare')
      expect(page.text()).toContain('Title A 1')
      // As in WeChat: options arrive undecoded, a value stops at its next '='.
      expect(page.query).toEqual({ x: '1', q: '%E6%8A%95+1', code: '3', bare: '' })
      expect(page.findByText('Inner')?.sid).toBe('_inner')
      expect(page.nodeCount()).toBe(8)
      const stats = page.setDataStats()
      expect(stats.calls).toBe(1)
      expect(stats.largestBytes).toBe(stats.totalBytes)
      expect(stats.largestBytes).toBeGreaterThan(100)
    } finally {
      app.close()
    }
  })

  // Taro builds Taro.* from Object.keys(wx): an API that is not an own enumerable property does not exist for it.
  test('wx APIs are enumerable properties', async () => {
    const app = await bootApp({ distDir: dist })
    try {
      // The fixture's App() stored Object.keys(wx) on itself at launch.
      const keys = app.appInstance().keys as string[]
      for (const api of [
        'request',
        'navigateTo',
        'getSystemInfoSync',
        'getStorageSync',
        'showToast',
        'createSelectorQuery',
        'login',
      ]) {
        expect(keys).toContain(api)
      }
    } finally {
      app.close()
    }
  })

  test('the app launches for the first page opened, with its query, as WeChat does', async () => {
    const app = await bootApp({ distDir: dist })
    try {
      await app.openPage('pages/b/index', { id: '5' })
      await app.openPage('pages/a/index', { x: '2' })
      expect(app.appInstance().launch).toMatchObject({ path: 'pages/b/index', query: { id: '5' } })
      expect(await app.callWx('getLaunchOptionsSync')).toMatchObject({ path: 'pages/b/index', query: { id: '5' } })
    } finally {
      app.close()
    }
  })

  test('a tap reaches the node, then each ancestor (native bubbling)', async () => {
    const app = await bootApp({ distDir: dist })
    try {
      const page = await app.openPage('pages/a/index')
      await page.tap(page.findByText('Inner')!)
      expect(page.data().seen).toEqual(['_inner', '_outer'])
    } finally {
      app.close()
    }
  })

  test('navigateTo opens the target (relative url, query) and navigateBack returns', async () => {
    const app = await bootApp({ distDir: dist })
    try {
      const a = await app.openPage('pages/a/index')
      await a.tap(a.findByText('Go to B')!)
      await app.settle()
      expect(app.navigations[0]).toMatchObject({
        type: 'navigateTo',
        path: 'pages/b/index',
        query: { id: '7' },
        ok: true,
      })
      const b = app.currentPage()!
      expect(b.route).toBe('pages/b/index')
      await b.waitForText('Page B 7', 1000)
      expect(app.pageStack().map((p) => p.route)).toEqual(['pages/a/index', 'pages/b/index'])
      await b.tap(b.findByText('Page B')!)
      await app.settle()
      expect(app.navigations[1]).toMatchObject({ type: 'navigateBack', ok: true })
      expect(app.currentPage()?.route).toBe('pages/a/index')
      expect(b.isAlive()).toBe(false)
    } finally {
      app.close()
    }
  })

  test('navigateTo a page missing from app.json fails like WeChat and is recorded', async () => {
    const app = await bootApp({ distDir: dist })
    try {
      const a = await app.openPage('pages/a/index')
      await a.tap(a.findByText('Broken link')!)
      await app.settle()
      expect(app.navigations).toEqual([expect.objectContaining({ path: 'pages/missing/index', ok: false })])
      expect(a.data().failMsg).toBe('navigateTo:fail page "pages/missing/index" is not found')
    } finally {
      app.close()
    }
  })

  test('opens subpackage pages, whose requires resolve inside the dist folder', async () => {
    const app = await bootApp({ distDir: dist })
    try {
      const c = await app.openPage('sub/c/index')
      expect(c.text()).toBe('Sub C shared')
      await expect(app.openPage('sub/nope/index')).rejects.toThrow(/not a page of app.json/)
    } finally {
      app.close()
    }
  })

  test('requests go to an in-memory handler', async () => {
    const seen: WxRequest[] = []
    const app = await bootApp({
      distDir: dist,
      request: (req) => {
        seen.push(req)
        return { statusCode: 200, data: { title: 'From handler' } }
      },
    })
    try {
      const a = await app.openPage('pages/a/index')
      await a.triggerPullDown()
      await a.waitForText('From handler', 1000)
      expect(seen[0]).toMatchObject({ url: 'https://api.example.com/list?p=1', method: 'GET', data: { size: 2 } })
      expect(app.requests).toHaveLength(1)
    } finally {
      app.close()
    }
  })

  test('the default handler sends HTTP to the base URL, whatever host the app used', async () => {
    const hits: { url?: string; method?: string; body: string; type?: string }[] = []
    const srv = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        hits.push({ url: req.url, method: req.method, body, type: req.headers['content-type'] })
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ title: `HTTP ${req.method}` }))
      })
    })
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r))
    const port = (srv.address() as AddressInfo).port
    const app = await bootApp({ distDir: dist, request: `http://127.0.0.1:${port}` })
    try {
      const a = await app.openPage('pages/a/index')
      await a.triggerPullDown()
      await a.waitForText('HTTP GET', 2000)
      expect(hits[0]).toMatchObject({ url: '/list?p=1&size=2', method: 'GET' })
    } finally {
      app.close()
      await new Promise((r) => srv.close(r))
    }
  })

  test('storage is in memory and starts from the given values', async () => {
    const app = await bootApp({ distDir: dist, storage: { token: 'abc' } })
    try {
      const a = await app.openPage('pages/a/index')
      await a.triggerReachBottom()
      expect(app.storage.get('bottom')).toEqual({ n: 1 })
      expect(app.storage.get('token')).toBe('abc')
    } finally {
      app.close()
    }
  })

  test('exceptions and console.error of page code are captured, and App.onError hears of them', async () => {
    const app = await bootApp({ distDir: dist })
    try {
      await app.openPage('pages/bad/index')
      expect(app.errors).toEqual([
        expect.objectContaining({ source: 'onLoad', page: 'pages/bad/index', message: 'boom in onLoad' }),
      ])
      expect(app.consoleErrors).toEqual(['about to fail'])
    } finally {
      app.close()
    }
  })

  test('a tap waits for a short debounce before it resolves', async () => {
    const app = await bootApp({ distDir: dist })
    try {
      const page = await app.openPage('pages/slow/index')
      await page.tap(page.findByText('Search')!)
      expect(page.text()).toBe('Debounced result')
    } finally {
      app.close()
    }
  })

  test('waitForText reports the page text when the text never comes', async () => {
    const app = await bootApp({ distDir: dist })
    try {
      const b = await app.openPage('pages/b/index', { id: '1' })
      await expect(b.waitForText('never', 50)).rejects.toThrow(
        /"never" did not appear on pages\/b\/index[\s\S]*Page B 1/,
      )
    } finally {
      app.close()
    }
  })
})
