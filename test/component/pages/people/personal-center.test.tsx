import { fireEvent, screen } from '@testing-library/react'
import type { BigVHome } from '@shared/api'
import PersonalCenterPage, { CENTRE_TEXTS } from '@/community/personalCenter/index'
import {
  account,
  api,
  dynamic,
  flush,
  makeStores,
  pageOf,
  renderPage,
  setRoute,
  setupPlatform,
  VIEWER,
} from '../follow/page-harness'

const home = (id: string, overrides: Partial<BigVHome> = {}): BigVHome => ({
  account: account(id, {
    nickName: '财经老张',
    verifiedTitle: '认证财经博主',
    kind: 'bigV',
    followers: 25,
    following: 13,
  }),
  articleCount: 3,
  liveCount: 1,
  videoCount: 0,
  praiseCount: 345,
  ...overrides,
})

const byZhang = { accountId: 'bv1', author: { nickName: '财经老张', avatar: '', kind: 'bigV' as const } }

beforeEach(() => {
  jest.clearAllMocks()
  api.article.pinnedByAccount.mockResolvedValue([])
  api.article.byAccount.mockResolvedValue(pageOf([]))
})

describe('personal centre', () => {
  it('shows someone’s header with counts and a follow button, their pinned item, then their dynamics', async () => {
    setupPlatform()
    setRoute('community/personalCenter/index', { toAccountId: 'bv1' })
    api.bigV.homeInfo.mockResolvedValue(home('bv1'))
    api.article.pinnedByAccount.mockResolvedValue([dynamic('9', { title: '置顶的文章', ...byZhang })])
    api.article.byAccount.mockResolvedValue(pageOf([dynamic('1', { title: '最新一条', ...byZhang })]))
    await renderPage(PersonalCenterPage, makeStores(true))
    await flush()
    const header = screen.getByTestId('centre-header')
    expect(header.textContent).toContain('财经老张')
    expect(screen.getByTestId('centre-badge').textContent).toBe('认证财经博主')
    expect(screen.getByTestId('centre-followers').textContent).toBe(`25${CENTRE_TEXTS.followers}`)
    expect(screen.getByTestId('centre-likes').textContent).toBe(`345${CENTRE_TEXTS.likes}`)
    expect(screen.getByTestId('follow-button')).toBeTruthy()
    expect(screen.queryByTestId('centre-edit')).toBeNull()
    expect(screen.getByTestId('centre-pinned').textContent).toContain('置顶的文章')
    expect(screen.getByTestId('centre-dynamics').textContent).toContain('最新一条')
    expect(api.article.byAccount).toHaveBeenCalledWith(expect.objectContaining({ toAccountId: 'bv1' }))
  })

  it('switches to 文章, 直播 and 视频, each with its own call and empty state', async () => {
    setupPlatform()
    setRoute('community/personalCenter/index', { toAccountId: 'bv1' })
    api.bigV.homeInfo.mockResolvedValue(home('bv1'))
    api.bigV.articles.mockResolvedValue(pageOf([dynamic('5', { pubType: 2, title: '一篇长文', ...byZhang })]))
    api.live.v2GetMyPageLive.mockResolvedValue(pageOf([]))
    api.bigV.videos.mockResolvedValue(pageOf([]))
    await renderPage(PersonalCenterPage, makeStores(false))
    fireEvent.click(screen.getByTestId('centre-tab-articles'))
    await flush()
    expect(screen.getByTestId('centre-articles').textContent).toContain('一篇长文')
    fireEvent.click(screen.getByTestId('centre-tab-lives'))
    await flush()
    expect(screen.getByTestId('empty-view').textContent).toBe(CENTRE_TEXTS.empty.lives)
    expect(api.live.v2GetMyPageLive).toHaveBeenCalledWith(expect.objectContaining({ toAccountId: 'bv1' }))
    fireEvent.click(screen.getByTestId('centre-tab-videos'))
    await flush()
    expect(screen.getByTestId('empty-view').textContent).toBe(CENTRE_TEXTS.empty.videos)
  })

  it('without an account named, shows the viewer’s own page with 编辑资料 instead of follow', async () => {
    setupPlatform()
    setRoute('community/personalCenter/index')
    api.bigV.homeInfo.mockResolvedValue(home(VIEWER.accountId))
    await renderPage(PersonalCenterPage, makeStores(true))
    await flush()
    expect(api.bigV.homeInfo).toHaveBeenCalledWith(VIEWER.accountId, VIEWER.accountId)
    expect(screen.getByTestId('centre-edit').textContent).toBe(CENTRE_TEXTS.edit)
    expect(screen.queryByTestId('follow-button')).toBeNull()
  })

  it('on one’s own page: the draft entry, 收藏 and 评论 with delete behind a confirm', async () => {
    const { platform } = setupPlatform()
    platform.localStorage.set('postDraft', '没写完')
    setRoute('community/personalCenter/index')
    api.bigV.homeInfo.mockResolvedValue(home(VIEWER.accountId))
    api.collection.mine.mockResolvedValue(pageOf([dynamic('7', { title: '收藏的文章' })]))
    api.publish.myComments.mockResolvedValue(
      pageOf([
        {
          item: {
            commentId: 'c1',
            articleId: '42',
            accountId: VIEWER.accountId,
            author: { nickName: '我', avatar: '', kind: 'user' as const },
            content: '我的看法',
            createdDate: '2026-11-22 09:00:00',
            praiseCount: 0,
            praised: false,
            replyCount: 0,
            replies: [],
          },
          articleTitle: '茅台还能拿吗',
        },
      ]),
    )
    api.publish.removeContent.mockResolvedValue(null)
    await renderPage(PersonalCenterPage, makeStores(true))
    await flush()
    expect(screen.getByTestId('own-draft')).toBeTruthy()
    fireEvent.click(screen.getByTestId('centre-tab-collections'))
    await flush()
    expect(screen.getByTestId('own-collections').textContent).toContain('收藏的文章')
    fireEvent.click(screen.getByTestId('centre-tab-comments'))
    await flush()
    expect(screen.getByTestId('own-comment').textContent).toContain('茅台还能拿吗')
    fireEvent.click(screen.getByTestId('own-comment-delete'))
    fireEvent.click(screen.getByTestId('modal-confirm'))
    await flush()
    expect(api.publish.removeContent).toHaveBeenCalledWith(expect.anything(), 'comment', 'c1')
    expect(screen.queryByTestId('own-comment')).toBeNull()
  })

  it('in the app, 收藏 is the app’s favourites: written there and read there, never the server’s list', async () => {
    process.env.APP_FAVOURITES_FUNCTION_ID = 'myFavourites'
    const openFunction = jest.fn(async () => true)
    const setFavourite = jest.fn(async () => true)
    setupPlatform({ kind: 'native', openFunction, setFavourite })
    setRoute('community/personalCenter/index')
    api.bigV.homeInfo.mockResolvedValue(home(VIEWER.accountId))
    api.collection.mine.mockResolvedValue(pageOf([dynamic('7', { title: '服务器上的收藏' })]))
    const stores = makeStores(true)
    const item = stores.dynamics.get(stores.dynamics.ingest(dynamic('8', { title: '在App里收藏的' })))!
    await stores.dynamics.toggleCollect(item, 'https://h5.example/a/8')
    expect(setFavourite).toHaveBeenCalled()
    expect(api.collection.collect).not.toHaveBeenCalled()
    await renderPage(PersonalCenterPage, stores)
    fireEvent.click(screen.getByTestId('centre-tab-collections'))
    await flush()
    expect(api.collection.mine).not.toHaveBeenCalled()
    expect(screen.queryByText('服务器上的收藏')).toBeNull()
    fireEvent.click(screen.getByTestId('own-app-favourites-open'))
    await flush()
    expect(openFunction).toHaveBeenCalledWith('myFavourites', { from: 'community' })
    delete process.env.APP_FAVOURITES_FUNCTION_ID
  })

  it('shows no own tabs on someone else’s page', async () => {
    setupPlatform()
    setRoute('community/personalCenter/index', { toAccountId: 'bv1' })
    api.bigV.homeInfo.mockResolvedValue(home('bv1'))
    await renderPage(PersonalCenterPage, makeStores(true))
    await flush()
    expect(screen.queryByTestId('centre-tab-collections')).toBeNull()
    expect(screen.queryByTestId('own-draft')).toBeNull()
  })

  it('asks a visitor to log in for their own page, says when an account is gone, and refuses a junk id', async () => {
    setupPlatform()
    setRoute('community/personalCenter/index')
    await renderPage(PersonalCenterPage, makeStores(false))
    expect(screen.getByTestId('login-prompt').textContent).toContain(CENTRE_TEXTS.loginForSelf)
  })
})
