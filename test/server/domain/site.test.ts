import { openDatabase, type DB } from '../../../server/db'
import {
  SITE_MESSAGES,
  configValue,
  interfaceSwitches,
  jsapiSignature,
  newestTopicWithArticles,
  pageInfo,
  porcelainList,
} from '../../../server/domain/site'
import { SEED_NOW, seededDatabase } from './seeded'

let db: DB
beforeAll(() => {
  db = seededDatabase()
})
afterAll(() => db.close())

test('a page configuration is read by its id; a missing one is 404', () => {
  expect(pageInfo(db, 'guess-plate')).toMatchObject({ pageId: 'guess-plate', title: '天天猜板块' })
  expect(() => pageInfo(db, 'no-such-page')).toThrow(
    expect.objectContaining({ status: 404, message: SITE_MESSAGES.noPage }),
  )
  expect(() => configValue(db, 'no-such-key')).toThrow(
    expect.objectContaining({ status: 404, message: SITE_MESSAGES.noConfig }),
  )
})

test('switches are all of them, or only the named ones that exist', () => {
  db.prepare('INSERT INTO interface_switches (key, enabled) VALUES (?, ?), (?, ?)').run('test.on', 1, 'test.off', 0)
  expect(interfaceSwitches(db, undefined)).toMatchObject({ 'test.on': true, 'test.off': false })
  expect(interfaceSwitches(db, ['test.off', 'test.missing'])).toEqual({ 'test.off': false })
  expect(Object.keys(interfaceSwitches(db, [])).length).toBeGreaterThan(2)
})

test('the porcelain list is in its sort order', () => {
  const sorts = porcelainList(db).map((p) => p.sort)
  expect(sorts.length).toBeGreaterThan(0)
  expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
})

test('the newest topic comes with at most three of its visible items, and no topic is an empty answer', () => {
  const newest = newestTopicWithArticles(db, undefined)
  const latest = db.prepare('SELECT id FROM topics ORDER BY created_at DESC, id DESC LIMIT 1').get() as { id: number }
  expect(newest.topic?.topicId).toBe(String(latest.id))
  expect(newest.articles.length).toBeLessThanOrEqual(3)
  const empty = openDatabase(':memory:')
  expect(newestTopicWithArticles(empty, undefined)).toEqual({ topic: null, articles: [] })
  empty.close()
})

test('the signature is the same for the same address, whatever its fragment, and differs for another', () => {
  const a = jsapiSignature('https://example.com/p?x=1#top', 'wx-pk', SEED_NOW)
  expect(jsapiSignature('https://example.com/p?x=1', 'wx-pk', SEED_NOW)).toEqual(a)
  expect(jsapiSignature('https://example.com/q', 'wx-pk', SEED_NOW).signature).not.toBe(a.signature)
  expect(a).toMatchObject({ appid: 'wx-pk', timestamp: String(SEED_NOW / 1000) })
  expect(jsapiSignature('https://example.com/', '', SEED_NOW).appid).toBe('wx-reference-appid')
})

describe('the app’s settings for outside links and sharing (docs/product.md §2.6, §3.8)', () => {
  const keys = { hosts: 'WEBVIEW_TRUSTED_HOSTS', share: 'SHARE_MIN_APP_VERSION' }

  test('the seed trusts the partner sites real items link to, and sets the share minimum at 9.65', () => {
    const hosts = configValue(db, keys.hosts).value.split(',')
    expect(hosts).toEqual(expect.arrayContaining(['mp.weixin.qq.com', 'eastmoney.com', 'cninfo.com.cn', 'sse.com.cn']))
    expect(configValue(db, keys.share).value).toBe('9.65')
  })

  test('hands out only valid host entries, whatever operations typed', () => {
    const before = (db.prepare('SELECT value FROM config_values WHERE key = ?').get(keys.hosts) as { value: string })
      .value
    try {
      db.prepare('UPDATE config_values SET value = ? WHERE key = ?').run(
        'Partner.COM, evil@x.com\nxn--e1a.com ,localhost,com, 1.2.3.4, news.partner.com',
        keys.hosts,
      )
      expect(configValue(db, keys.hosts).value).toBe('partner.com,news.partner.com')
    } finally {
      db.prepare('UPDATE config_values SET value = ? WHERE key = ?').run(before, keys.hosts)
    }
  })

  test('the seed has feed items of every link kind', () => {
    const links = db
      .prepare(
        `SELECT pub_type AS pubType, supplier, is_robot_write AS robot, share_url AS share, link_url AS link,
                out_link_ios AS ios FROM dynamics`,
      )
      .all() as {
      pubType: number
      supplier: number | null
      robot: number
      share: string | null
      link: string | null
      ios: string | null
    }[]
    const some = (test: (row: (typeof links)[number]) => boolean) => links.some(test)
    const outside = (url: string | null) => url?.startsWith('https://') === true
    expect(some((r) => r.pubType === 4 && r.share?.startsWith('https://mp.weixin.qq.com/') === true)).toBe(true)
    expect(some((r) => r.pubType === 4 && r.share?.startsWith('https://xueqiu.com/') === true)).toBe(true)
    expect(some((r) => r.pubType === 4 && r.share?.startsWith('/community/') === true)).toBe(true)
    expect(some((r) => r.robot === 1 && outside(r.ios))).toBe(true)
    expect(some((r) => r.pubType === 3 && r.supplier === 5 && outside(r.share))).toBe(true)
    expect(some((r) => r.pubType === 8 && outside(r.link))).toBe(true)
    expect(some((r) => r.pubType === 1 && outside(r.ios))).toBe(true)
    expect(some((r) => r.pubType === 1 && r.ios?.startsWith('broker://') === true)).toBe(true)
  })
})
