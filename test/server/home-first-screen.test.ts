/**
 * What home's HTML carries (server/home-first-screen.ts): the banner's first image and the page.info answer, both
 * from one read of the page configuration, and nothing at all when that configuration is missing or broken.
 */
import { ENDPOINTS, fillPath } from '@shared/api'
import { HOME_PAGE_ID } from '@shared/home-page'
import { openDatabase, type DB } from '../../server/db'
import { homeFirstScreen } from '../../server/home-first-screen'

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
  const home = homeFirstScreen(db, 'p1')
  expect(home.leadImages).toEqual(['/b1.svg'])
  expect(home.bootAnswers).toEqual({ [PATH]: expect.objectContaining({ data: { pageId: HOME_PAGE_ID, ...content } }) })
})

it('gives nothing without a configuration, and no image for a banner of the wrong shape', () => {
  expect(homeFirstScreen(db, 'p1')).toEqual({ leadImages: [], bootAnswers: {} })
  configure({ title: '投资社区', modules: [{ moduleId: 'm1', type: 'banner', title: '轮播' }] })
  const home = homeFirstScreen(db, 'p1')
  expect(home.leadImages).toEqual([])
  expect(Object.keys(home.bootAnswers)).toEqual([PATH])
})
