import { OFFLINE_COPIES } from '@/config/constants'
import { CopyStore, utf8Bytes, type CopyBackend } from '@/http/copy-store'
import { createCopies } from '@/http/offline-copies'
import { copyPlan, offlineRule } from '@/http/offline-rules'
import { ENDPOINTS } from '@shared/api'

/** A storage that keeps strings in a map and can be read back as a whole (what the device would hold). */
function memoryBackend(): CopyBackend & { values: Map<string, string>; totalBytes(): number } {
  const values = new Map<string, string>()
  return {
    values,
    get: async (key) => values.get(key),
    set: async (key, value) => void values.set(key, value),
    del: async (key) => void values.delete(key),
    totalBytes: () => [...values.entries()].reduce((sum, [k, v]) => sum + utf8Bytes(k) + utf8Bytes(v), 0),
  }
}

function clock(start = 1_000) {
  let now = start
  return { now: () => now, tick: (ms = 1) => (now += ms) }
}

const feed = (key: string) => ({ kind: 'feed' as const, group: key })
const detail = (article: string) => ({ kind: 'detail' as const, group: `article:${article}` })

describe('copy store', () => {
  it('gives back what was kept, with the time it was saved, to the same owner only', async () => {
    const time = clock()
    const store = new CopyStore(memoryBackend(), { bytes: 10_000, copyBytes: 5_000, details: 5 }, time.now)
    await store.keep('A', 'feed?tab=1', feed('feed?tab=1'), { list: ['一', 'two'] })
    time.tick(60_000)
    await expect(store.find('A', 'feed?tab=1')).resolves.toEqual({ body: { list: ['一', 'two'] }, savedAt: 1_000 })
    await expect(store.find('B', 'feed?tab=1')).resolves.toBeUndefined()
    await expect(store.find('', 'feed?tab=1')).resolves.toBeUndefined()
    await expect(store.find('A', 'feed?tab=2')).resolves.toBeUndefined()
  })

  it('a newer answer replaces the copy in the same place', async () => {
    const backend = memoryBackend()
    const time = clock()
    const store = new CopyStore(backend, { bytes: 10_000, copyBytes: 5_000, details: 5 }, time.now)
    await store.keep('A', 'k', feed('k'), { v: 1 })
    time.tick(10)
    await store.keep('A', 'k', feed('k'), { v: 2 })
    await expect(store.find('A', 'k')).resolves.toEqual({ body: { v: 2 }, savedAt: 1_010 })
    expect((await store.usage()).copies).toBe(1)
    expect(backend.values.size).toBe(2) // the index and one body
  })

  it('keeps within the byte budget, the least recently read leaving first', async () => {
    const backend = memoryBackend()
    const time = clock()
    const limits = { bytes: 3_000, copyBytes: 2_000, details: 50 }
    const store = new CopyStore(backend, limits, time.now)
    const body = { text: 'x'.repeat(800) }
    for (const key of ['one', 'two', 'three']) {
      await store.keep('A', key, feed(key), body)
      time.tick()
    }
    // Reading 'one' again makes 'two' the least recently read.
    await store.find('A', 'one')
    time.tick()
    await store.keep('A', 'four', feed('four'), body)
    await expect(store.find('A', 'two')).resolves.toBeUndefined()
    for (const key of ['one', 'three', 'four']) await expect(store.find('A', key)).resolves.toBeDefined()
    const usage = await store.usage()
    expect(usage.bytes).toBeLessThanOrEqual(limits.bytes)
    expect(backend.totalBytes()).toBeLessThanOrEqual(limits.bytes + 200)
  })

  it('keeps no answer larger than one copy may be', async () => {
    const store = new CopyStore(memoryBackend(), { bytes: 10_000, copyBytes: 1_000, details: 5 })
    await expect(store.keep('A', 'big', feed('big'), { text: '字'.repeat(400) })).resolves.toBe(false)
    await expect(store.find('A', 'big')).resolves.toBeUndefined()
  })

  it('keeps the last N articles, each with all its parts, and drops a whole article at a time', async () => {
    const time = clock()
    const store = new CopyStore(memoryBackend(), { bytes: 100_000, copyBytes: 5_000, details: 2 }, time.now)
    for (const id of ['1', '2']) {
      await store.keep('A', `detail ${id}`, detail(id), { id })
      time.tick()
      await store.keep('A', `comments ${id}`, detail(id), { comments: id })
      time.tick()
    }
    // Reading article 1's detail keeps its comments too: article 2 is the least recently read.
    await store.find('A', 'detail 1')
    time.tick()
    await store.keep('A', 'feed', feed('feed'), { list: [] })
    await store.keep('A', 'detail 3', detail('3'), { id: '3' })
    expect((await store.usage()).details).toBe(2)
    await expect(store.find('A', 'detail 2')).resolves.toBeUndefined()
    await expect(store.find('A', 'comments 2')).resolves.toBeUndefined()
    await expect(store.find('A', 'comments 1')).resolves.toBeDefined()
    await expect(store.find('A', 'feed')).resolves.toBeDefined()
  })

  it('forgets every copy of one owner and nothing of another', async () => {
    const backend = memoryBackend()
    const store = new CopyStore(backend, { bytes: 10_000, copyBytes: 5_000, details: 5 })
    await store.keep('A', 'k', feed('k'), { a: 1 })
    await store.keep('A', 'd', detail('1'), { a: 2 })
    await store.keep('B', 'k', feed('k'), { b: 1 })
    await store.forget('A')
    await expect(store.find('A', 'k')).resolves.toBeUndefined()
    await expect(store.find('A', 'd')).resolves.toBeUndefined()
    await expect(store.find('B', 'k')).resolves.toEqual({ body: { b: 1 }, savedAt: expect.any(Number) })
    expect((await store.usage()).owners).toEqual(['B'])
    expect([...backend.values.values()].join('')).not.toContain('"a":')
  })

  it('reads its index back after a restart, and starts afresh from an unreadable one', async () => {
    const backend = memoryBackend()
    await new CopyStore(backend, OFFLINE_COPIES).keep('A', 'k', feed('k'), { v: 1 })
    await expect(new CopyStore(backend, OFFLINE_COPIES).find('A', 'k')).resolves.toMatchObject({ body: { v: 1 } })
    backend.values.set('offline-copies:index', '{broken')
    await expect(new CopyStore(backend, OFFLINE_COPIES).find('A', 'k')).resolves.toBeUndefined()
  })

  it('drops an entry whose body is gone, and survives a storage that fails', async () => {
    const backend = memoryBackend()
    const store = new CopyStore(backend, OFFLINE_COPIES)
    await store.keep('A', 'k', feed('k'), { v: 1 })
    for (const key of [...backend.values.keys()]) if (key !== 'offline-copies:index') backend.values.delete(key)
    await expect(store.find('A', 'k')).resolves.toBeUndefined()
    expect((await store.usage()).copies).toBe(0)
    const failing: CopyBackend = {
      get: () => Promise.reject(new Error('no db')),
      set: () => Promise.reject(new Error('full')),
      del: () => Promise.reject(new Error('no db')),
    }
    const broken = new CopyStore(failing, OFFLINE_COPIES)
    await expect(broken.keep('A', 'k', feed('k'), { v: 1 })).rejects.toThrow('full')
    await expect(broken.find('A', 'k')).resolves.toBeUndefined()
  })

  it('the mini-program budget: 300 feeds and articles of realistic size stay within 4 MB of its 10 MB', async () => {
    const backend = memoryBackend()
    const time = clock()
    const store = new CopyStore(backend, OFFLINE_COPIES, time.now)
    const article = { html: '<p>中文内容，段落。</p>'.repeat(700), title: '标题' } // about 20 KB in UTF-8
    for (let i = 0; i < 300; i += 1) {
      await store.keep('A', `detail ${i}`, detail(String(i)), article)
      await store.keep('A', `feed ${i}`, feed(`feed ${i}`), { list: [article] })
      time.tick()
    }
    const usage = await store.usage()
    expect(usage.details).toBeLessThanOrEqual(OFFLINE_COPIES.details)
    expect(backend.totalBytes()).toBeLessThanOrEqual(OFFLINE_COPIES.bytes + 64 * 1024)
    expect(OFFLINE_COPIES.bytes).toBeLessThanOrEqual(10 * 1024 * 1024 * 0.5)
    // The newest are there.
    await expect(store.find('A', 'detail 299')).resolves.toBeDefined()
    await expect(store.find('A', 'feed 299')).resolves.toBeDefined()
  })

  it('counts UTF-8 bytes as the mini-program does', () => {
    expect(utf8Bytes('ab')).toBe(2)
    expect(utf8Bytes('é')).toBe(2)
    expect(utf8Bytes('中')).toBe(3)
    expect(utf8Bytes('😀')).toBe(4)
  })
})

describe('what is kept (offline-rules)', () => {
  it('keeps shared reads and article parts; personal data and the rest are never kept', () => {
    const rules = Object.keys(ENDPOINTS).map((key) => offlineRule(key as keyof typeof ENDPOINTS))
    expect(new Set(rules)).toEqual(new Set(['feed', 'detail', 'never']))
    expect(offlineRule('article.dynamicList')).toBe('feed')
    expect(offlineRule('article.appInfo')).toBe('detail')
    expect(offlineRule('misc.messageList')).toBe('never')
    expect(offlineRule('like.praise')).toBe('never')
  })

  it('keeps first pages of shared feeds, articles by their id, never personal data or writes', () => {
    expect(copyPlan('article.dynamicList', { tab: 'recommend', pageNum: 1 }, undefined, 'k')).toEqual(feed('k'))
    expect(copyPlan('page.info', undefined, { pageId: 'home' }, 'k')).toEqual(feed('k'))
    expect(copyPlan('article.dynamicList', { tab: 'recommend', pageNum: 2 }, undefined, 'k')).toBeNull()
    expect(copyPlan('article.appInfo', { accountId: 'A' }, { id: '42' }, 'k')).toEqual(detail('42'))
    expect(copyPlan('article.getCommentByArticle', { articleId: 42, pageNum: 1 }, undefined, 'k')).toEqual(detail('42'))
    expect(copyPlan('article.getCommentReplies', { commentId: 7 }, undefined, 'k')).toEqual({
      kind: 'detail',
      group: 'comment:7',
    })
    expect(copyPlan('article.appInfo', {}, undefined, 'k')).toBeNull()
    for (const personal of ['misc.messageList', 'collection.myCollections', 'follow.allFollowRecommend'] as const) {
      expect(copyPlan(personal, { pageNum: 1 }, undefined, 'k')).toBeNull()
    }
    expect(copyPlan('like.praise', {}, undefined, 'k')).toBeNull()
    expect(copyPlan(undefined, {}, undefined, 'k')).toBeNull()
  })

  it('the app copies file through the rules: a personal read is neither kept nor found', async () => {
    const backend = memoryBackend()
    const copies = createCopies(backend)
    const read = { endpoint: 'misc.messageList' as const, data: { pageNum: 1 }, params: undefined, key: 'messages' }
    await expect(copies.keep('A', read, { list: ['私信'] })).resolves.toBe(false)
    await expect(copies.find('A', read)).resolves.toBeUndefined()
    expect(backend.values.size).toBe(0)
    const feedRead = { endpoint: 'article.dynamicList' as const, data: { pageNum: 1 }, params: undefined, key: 'f' }
    await expect(copies.keep('A', feedRead, { list: [1] })).resolves.toBe(true)
    await expect(copies.find('A', feedRead)).resolves.toMatchObject({ body: { list: [1] } })
    await copies.forget('A')
    expect((await copies.usage()).copies).toBe(0)
  })
})
