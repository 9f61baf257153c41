/**
 * Offline reading in the mini-program (docs/product.md §8.5), booted headlessly against a reference server: once
 * wx.getNetworkType answers 'none' (and every request fails), home, the community home and an article read before
 * still read from the copies in wx storage under the 离线 line; an article never opened says it needs the network; a
 * like is refused with a toast and not shown liked; a comment stays in its box and draft; a logout clears the
 * account's copies, and the next account offline sees none of them. The copies stay within their byte budget.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Dynamic, Page as ApiPage } from '@shared/api'
import { ACTION_TEXTS, OFFLINE_COPIES, TEXTS } from '@/config/constants'
import { commentDraftKey } from '@/stores/draft'
import { DEV_ACCOUNT } from '../../server/seed/dev-account'
import { bootApp, FakeNetwork, type BootedApp, type PageHandle, type RenderedNode } from '../../scripts/weapp/boot'
import { articleLike, requireWeappBuild, showsLiked, tempDir, waitUntil, WEAPP_DIST } from './support'

jest.setTimeout(120_000)

let server: { close(): Promise<unknown> } | undefined
let baseUrl = ''
let dataDir = ''

beforeAll(async () => {
  requireWeappBuild()
  dataDir = tempDir('weapp-offline-')
  const { buildServer } = await import('../../server/app')
  const app = await buildServer({ dbPath: path.join(dataDir, 'offline.db'), distDir: path.join(dataDir, 'no-h5') })
  server = app
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('reference server has no TCP address')
  baseUrl = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await server?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const A = { accountId: DEV_ACCOUNT.id, token: DEV_ACCOUNT.token }
const B = { accountId: 'acc-10060', token: 'tok-10060' }

const byClass = (page: PageHandle, name: string): RenderedNode | undefined =>
  page.elements().find((node) => node.className?.split(' ').includes(name))

async function latestArticles(): Promise<Dynamic[]> {
  const res = await fetch(`${baseUrl}/community-admin/front/articleInfo/CRH-CM-IN2310.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tab: 'latest', pageNum: 1, pageSize: 20 }),
  })
  const page = ((await res.json()) as { data: ApiPage<Dynamic> }).data
  return page.list.filter((item) => Boolean(item.articleId) && Boolean(item.title))
}

interface StoredIndex {
  entries: { owner: string; bytes: number }[]
}

/** The copies' index in wx storage (the mini-program's storage keeps what it was given). */
function storedIndex(app: BootedApp): StoredIndex {
  const raw = app.storage.get('offline-copies:index')
  return typeof raw === 'string' ? (JSON.parse(raw) as StoredIndex) : { entries: [] }
}

/** All that the copies take in wx storage, in UTF-8 bytes. */
function copyBytes(app: BootedApp): number {
  let bytes = 0
  for (const [key, value] of app.storage) {
    if (key.startsWith('offline-copies:')) bytes += Buffer.byteLength(key) + Buffer.byteLength(String(value))
  }
  return bytes
}

const hasCards = (page: PageHandle) => page.elements().some((node) => /(^| )feed-card( |$)/.test(node.className ?? ''))

function expectClean(app: BootedApp): void {
  const problems = app.errors.map((e) => `${e.source}: ${e.stack ?? e.message}`)
  expect(problems).toEqual([])
}

it('reads what was read, refuses writes, and forgets an account at its logout', async () => {
  const [read, neverOpened] = await latestArticles().then((list) => [list[0], list[list.length - 1]])
  const network = new FakeNetwork()
  const app = await bootApp({ distDir: WEAPP_DIST, request: baseUrl, network })
  try {
    // A reads home, the community home and one article with the network.
    const home = await app.reLaunch('pages/index/index', A)
    await waitUntil(app, () => hasCards(home), 'home feed', 20_000)
    const community = await app.openPage('community/home/index')
    await waitUntil(app, () => hasCards(community), 'community feed', 20_000)
    const article = await app.openPage('community/articleDetail/index', {
      articleId: read.articleId,
      source: 'article',
    })
    await article.waitForText(read.title, 20_000)
    await waitUntil(app, () => storedIndex(app).entries.length >= 4, 'the copies to be written', 20_000)
    expect(new Set(storedIndex(app).entries.map((e) => e.owner))).toEqual(new Set([A.accountId]))

    // The network goes.
    network.set('none')
    await app.settle(20, 500)

    const homeOffline = await app.reLaunch('pages/index/index')
    await waitUntil(app, () => hasCards(homeOffline), 'home from its copy', 20_000)
    await homeOffline.waitForText(TEXTS.offlineCopy, 10_000)
    const communityOffline = await app.openPage('community/home/index')
    await waitUntil(app, () => hasCards(communityOffline), 'community home from its copy', 20_000)
    await communityOffline.waitForText(TEXTS.offlineCopy, 10_000)

    const articleOffline = await app.openPage('community/articleDetail/index', {
      articleId: read.articleId,
      source: 'article',
    })
    await articleOffline.waitForText(read.title, 20_000)
    await articleOffline.waitForText(TEXTS.offlineCopy, 10_000)
    await articleOffline.waitForText(TEXTS.noNetwork, 10_000)

    // A like offline: refused with a toast, never shown as done.
    const like = articleLike(articleOffline)
    if (!like || showsLiked(like)) throw new Error('no like button on the article, or it is liked already')
    await articleOffline.tap(like)
    await app.settle(20, 500)
    expect(app.toasts.map((t) => t.title)).toContain(ACTION_TEXTS.offline)
    expect(showsLiked(articleLike(articleOffline) as RenderedNode)).toBe(false)

    // A comment offline: stays in its box and its draft.
    const text = `离线时写的评论${Date.now() % 100000}`
    const box = byClass(articleOffline, 'kit-textarea__input')
    if (!box) throw new Error('no comment box')
    await articleOffline.trigger(box, 'input', { value: text })
    await app.settle(20)
    await articleOffline.tap(articleOffline.findByText('发送') as RenderedNode)
    await app.settle(20, 500)
    expect(app.toasts.map((t) => t.title)).toContain(ACTION_TEXTS.offlineDraft)
    expect(app.storage.get(commentDraftKey(read.articleId))).toBe(text)
    expect(app.requests.filter((r) => r.url.includes('publishComment'))).toEqual([])

    // An article never opened needs the network.
    const never = await app.openPage('community/articleDetail/index', {
      articleId: neverOpened.articleId,
      source: 'article',
    })
    await never.waitForText(TEXTS.needsNetwork, 20_000)
    expect(never.text()).not.toContain(neverOpened.title)

    expect(copyBytes(app)).toBeLessThanOrEqual(OFFLINE_COPIES.bytes)

    // A logs out with the network; B then reads offline and sees none of A's copies.
    network.set('wifi')
    await app.settle(20, 500)
    const person = await app.openPage('community/personDetail/index')
    await person.waitForText('退出登录', 20_000)
    await person.tap(person.findByText('退出登录') as RenderedNode)
    await app.settle(20, 300)
    await person.tap(byClass(person, 'kit-modal__button--confirm') as RenderedNode)
    await waitUntil(app, () => !storedIndex(app).entries.some((e) => e.owner === A.accountId), 'A’s copies gone')

    expectClean(app)
  } finally {
    app.close()
  }

  // B opens the mini-program on the same phone, offline: the phone's storage is as A's session left it.
  const offline = new FakeNetwork('none')
  const next = await bootApp({
    distDir: WEAPP_DIST,
    request: baseUrl,
    network: offline,
    storage: Object.fromEntries(app.storage),
    launchQuery: B,
  })
  try {
    const homeOfB = await next.reLaunch('pages/index/index', B)
    await homeOfB.waitForText(TEXTS.noNetwork, 20_000)
    await next.settle(50, 1000)
    expect(homeOfB.text()).not.toContain(TEXTS.offlineCopy)
    expect(hasCards(homeOfB)).toBe(false)
    expect(storedIndex(next).entries.some((e) => e.owner === A.accountId)).toBe(false)
    expectClean(next)
  } finally {
    next.close()
  }
})
