/**
 * What an entry page's HTML carries (server/first-screen.ts). Home: the banner's first image, the page.info
 * answer and the lead, from one read of the page configuration, and nothing at all when that configuration is
 * missing or broken. An article: its detail for a viewer with no account, under that call, and its lead.
 */
import { ENDPOINTS, fillPath } from '@shared/api'
import { HOME_PAGE_ID } from '@shared/home-page'
import { findRoute } from '@/config/routes'
import { openDatabase, type DB } from '../../server/db'
import { ARTICLE_PAGE, articleFirstScreen, firstScreen, homeFirstScreen } from '../../server/first-screen'
import { call, makeServer } from './helpers'

let db: DB

beforeEach(() => {
  db = openDatabase(':memory:')
})
afterEach(() => db.close())

const configure = (content: unknown) =>
  db.prepare('INSERT INTO page_info (page_id, content) VALUES (?, ?)').run(HOME_PAGE_ID, JSON.stringify(content))
const PATH = fillPath(ENDPOINTS['page.info'].path, 'p1', { pageId: HOME_PAGE_ID })

it('gives the first banner image and the answer page.info would send', () => {
  const content = {
    title: '投资社区',
    modules: [{ moduleId: 'm1', type: 'banner', title: '轮播', config: { images: ['/b1.svg', '/b2.svg'] } }],
  }
  configure(content)
  const home = homeFirstScreen(db, 'p1', { navBar: true })
  expect(home.leadImages).toEqual(['/b1.svg'])
  expect(home.lead).toContain('src="/b1.svg"')
  expect(home.bootAnswers).toEqual({ [PATH]: expect.objectContaining({ data: { pageId: HOME_PAGE_ID, ...content } }) })
})

it('gives nothing without a configuration, and no image for a banner of the wrong shape', () => {
  expect(homeFirstScreen(db, 'p1', { navBar: true })).toEqual({ leadImages: [], bootAnswers: {}, lead: '' })
  configure({ title: '投资社区', modules: [{ moduleId: 'm1', type: 'banner', title: '轮播' }] })
  const home = homeFirstScreen(db, 'p1', { navBar: true })
  expect(home.leadImages).toEqual([])
  expect(home.lead).toBe('')
  expect(Object.keys(home.bootAnswers)).toEqual([PATH])
})

it('names the article page of the route table, and draws nothing for pages it does not know', () => {
  expect(findRoute(ARTICLE_PAGE)?.path).toBe(ARTICLE_PAGE)
  expect(firstScreen(db, 'p1', { page: 'community/home/index', isHome: false, query: {} })).toEqual({
    leadImages: [],
    bootAnswers: {},
    lead: '',
  })
})

describe('an article opened by link', () => {
  let seeded: Awaited<ReturnType<typeof makeServer>>
  let seededDb: DB
  const idOf = (sql: string) => String((seededDb.prepare(sql).get() as { id: number }).id)
  beforeAll(async () => {
    seeded = await makeServer()
    seededDb = openDatabase(seeded.dbPath)
  })
  afterAll(async () => {
    seededDb.close()
    await seeded.app.close()
  })

  it('carries the detail exactly as article.appInfo answers a viewer with no account, under that call', async () => {
    const id = idOf('SELECT id FROM dynamics WHERE is_html = 1 AND status = 1 ORDER BY id LIMIT 1')
    const screen = articleFirstScreen(seededDb, 'community', ` ${id} `, { navBar: true })
    const appInfoCall = fillPath(ENDPOINTS['article.appInfo'].path, 'community', { id })
    expect(Object.keys(screen.bootAnswers)).toEqual([appInfoCall])
    expect(screen.bootAnswers[appInfoCall]).toEqual((await call(seeded.app, 'article.appInfo', {}, { id })).body)
    const detail = (await call(seeded.app, 'article.appInfo', {}, { id })).body.data
    expect(screen.lead).toContain(`<span class="taro-text article-detail__title">${detail.title}</span>`)
    expect(screen.lead).toContain('<div class="article-body article-body--html"><div class="article-html"><p>')
  })

  it('draws no lead for a post, whose text the app words, nor for one taken down; still carries the detail', () => {
    const post = idOf('SELECT id FROM dynamics WHERE is_html = 0 AND status = 1 ORDER BY id LIMIT 1')
    const article = idOf('SELECT id FROM dynamics WHERE is_html = 1 AND status = 1 ORDER BY id LIMIT 1')
    seededDb.prepare('UPDATE dynamics SET status = 0 WHERE id = ?').run(Number(article))
    try {
      for (const id of [post, article]) {
        const screen = articleFirstScreen(seededDb, 'community', id, { navBar: true })
        expect(screen.lead).toBe('')
        expect(Object.keys(screen.bootAnswers)).toHaveLength(1)
      }
    } finally {
      seededDb.prepare('UPDATE dynamics SET status = 1 WHERE id = ?').run(Number(article))
    }
  })

  it('carries nothing for an address that names a viewer: the page asks for that viewer', () => {
    const id = idOf('SELECT id FROM dynamics WHERE is_html = 1 AND status = 1 ORDER BY id LIMIT 1')
    const open = (query: Record<string, unknown>) =>
      firstScreen(seededDb, 'community', { page: ARTICLE_PAGE, isHome: false, query: { articleId: id, ...query } })
    expect(open({}).lead).not.toBe('')
    for (const viewer of [{ accountId: '1', token: 't' }, { token: 't' }, { dev: '1' }])
      expect(open(viewer)).toEqual({ leadImages: [], bootAnswers: {}, lead: '' })
  })

  it('carries nothing for an id the page refuses or an article the server does not have', () => {
    for (const id of [undefined, '', '1 OR 1', '99999999', '../x'])
      expect(articleFirstScreen(seededDb, 'community', id, { navBar: true })).toEqual({
        leadImages: [],
        bootAnswers: {},
        lead: '',
      })
  })
})
