/**
 * The personal pages and search in the built mini-program, booted headlessly with wx.request going to a
 * reference server (throwaway seeded database): each page opens, asks the server and shows its text.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { DEFAULT_PRODUCT, ENDPOINTS, fillPath, type AdminEnvelope, type FollowUser, type Page } from '@shared/api'
import { bootApp, type BootedApp, type PageHandle } from '../../scripts/weapp/boot'
import { requireWeappBuild, tempDir, WEAPP_DIST, weappBuilt } from './support'

jest.setTimeout(60_000)

const DEV_ACCOUNT_ID = 'dev-10001'
const DEV_SESSION = { token: 'dev-token-10001', userCode: 'dev-user-10001' }
const KEYWORD = '板块'

let server: FastifyInstance | undefined
let baseUrl = ''
let dataDir = ''

beforeAll(async () => {
  if (!weappBuilt()) return
  dataDir = tempDir('weapp-follow-search-')
  const { buildServer } = await import('../../server/app')
  server = await buildServer({ dbPath: path.join(dataDir, 'boot.db'), distDir: path.join(dataDir, 'no-h5') })
  await server.listen({ port: 0, host: '127.0.0.1' })
  const address = server.server.address()
  if (!address || typeof address === 'string') throw new Error('reference server has no TCP address')
  baseUrl = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await server?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** The dev account's follows as the server answers them, to know which names the page must show. */
async function devFollows(): Promise<FollowUser[]> {
  const response = await fetch(`${baseUrl}${fillPath(ENDPOINTS['follow.myFollowUsers'].path, DEFAULT_PRODUCT)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // 我的关注 answers only to the account's own token (docs/product.md §4.15).
    body: JSON.stringify({ ...DEV_SESSION, accountId: DEV_ACCOUNT_ID, pageNum: 1, pageSize: 50 }),
  })
  const body = (await response.json()) as AdminEnvelope<Page<FollowUser>>
  return body.data.list
}

function problems(app: BootedApp): string {
  return [...app.errors.map((e) => `${e.source}: ${e.stack ?? e.message}`), ...app.consoleErrors].join('\n')
}

async function withApp(run: (app: BootedApp) => Promise<void>): Promise<void> {
  requireWeappBuild()
  const app = await bootApp({ distDir: WEAPP_DIST, request: baseUrl })
  try {
    await run(app)
    await app.settle(50)
    expect(problems(app)).toBe('')
  } finally {
    app.close()
  }
}

async function typeAndSearch(page: PageHandle, keyword: string): Promise<void> {
  const byClass = (name: string) => page.elements().find((node) => node.className?.split(' ').includes(name))
  const input = byClass('kit-search__input')
  if (!input) throw new Error(`no input on the search page:\n${page.wxml()}`)
  await page.trigger(input, 'input', { value: keyword })
  const action = byClass('kit-search__action')
  if (!action) throw new Error(`no search action:\n${page.wxml()}`)
  await page.tap(action)
}

describe('my follows in the mini-program', () => {
  test('asks for a login when nobody is logged in', () =>
    withApp(async (app) => {
      const page = await app.openPage('pages/myFollow/index')
      await page.waitForText('登录后查看你关注的人的最新动态', 5000)
    }))

  test('shows the dev account’s follows', () =>
    withApp(async (app) => {
      const follows = await devFollows()
      expect(follows.length).toBeGreaterThan(0)
      const page = await app.openPage('pages/myFollow/index', { dev: '1' })
      await page.waitForText(follows[0].nickName, 8000)
    }))
})

describe('dynamic data in the mini-program', () => {
  test('shows an account’s header', () =>
    withApp(async (app) => {
      const [first] = await devFollows()
      const page = await app.openPage('community/dynamicData/index', { lookUserId: first.accountId })
      await page.waitForText(first.nickName, 8000)
      await page.waitForText('粉丝', 5000)
    }))

  test('says the link is wrong without a lookUserId', () =>
    withApp(async (app) => {
      const page = await app.openPage('community/dynamicData/index')
      await page.waitForText('链接有误，无法查看该用户的动态', 5000)
    }))
})

describe('search in the mini-program', () => {
  test('finds content for a seeded keyword and keeps it as a recent search', () =>
    withApp(async (app) => {
      const page = await app.openPage('community/search/index')
      await page.waitForText('搜索', 5000)
      await typeAndSearch(page, KEYWORD)
      await page.waitForText('综合', 5000)
      await app.settle(100)
      expect(page.findAllByText(KEYWORD).length).toBeGreaterThan(0)
      // The word was stored on the device: a fresh search page lists it.
      const again = await app.openPage('community/search/index')
      await again.waitForText('最近搜索', 5000)
      expect(again.findByText(KEYWORD)).toBeTruthy()
    }))
})
