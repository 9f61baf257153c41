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
