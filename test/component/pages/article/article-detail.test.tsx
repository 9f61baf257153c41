import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { TEXTS } from '@/config/constants'
import { DETAIL_TEXTS } from '@/components/article'
import { RequestError } from '@/http/types'
import ArticleDetailPage from '@/community/articleDetail/index'
import { api as fake, resetFakeApi } from '../../article/fake-api'
import {
  DEV,
  flush,
  makeArticle,
  makeComment,
  makeStores,
  makeVote,
  pageOf,
  renderWithStores,
  setRoute,
  setupPlatform,
  typeInto,
} from '../../article/support'

const PATH = 'community/articleDetail/index'

function open(params: Record<string, string>, loggedIn = true) {
  setRoute(PATH, params)
  const stores = makeStores(loggedIn)
  return renderWithStores(<ArticleDetailPage />, stores)
}

beforeEach(() => {
  resetFakeApi()
  fake.article.countRead.mockResolvedValue(101)
  fake.article.comments.mockResolvedValue(pageOf([]))
  fake.quote.query.mockResolvedValue([])
})

describe('article detail: states', () => {
  it('shows the loading view while the detail loads', async () => {
    setupPlatform()
    open({ articleId: '42', source: 'article' })
    expect(await screen.findByTestId('loading-view', {}, { timeout: 2000 })).toBeTruthy()
    expect(fake.article.appInfo).toHaveBeenCalledWith('42', DEV.accountId)
  })

  it('draws the detail the HTML carried for a viewer with no account at once, without asking or a loading view', async () => {
    setupPlatform()
    fake.article.appInfoAtBoot.mockImplementation((id: string, accountId?: string) =>
      id === '42' && accountId === undefined ? makeArticle({ title: '写进页面的文章' }) : undefined,
    )
    open({ articleId: '42', source: 'article' }, false)
    expect(screen.getByTestId('article-title').textContent).toBe('写进页面的文章')
    expect(screen.queryByTestId('loading-view')).toBeNull()
    await flush()
    expect(fake.article.appInfo).not.toHaveBeenCalled()
    // Read once, as for a detail the server sent.
    expect(fake.article.countRead).toHaveBeenCalledTimes(1)
  })

  it('asks the server for a viewer with an account: what the HTML carried was for none', async () => {
    setupPlatform()
    fake.article.appInfoAtBoot.mockImplementation((_id: string, accountId?: string) =>
      accountId === undefined ? makeArticle() : undefined,
    )
    open({ articleId: '42', source: 'article' })
    expect(await screen.findByTestId('loading-view', {}, { timeout: 2000 })).toBeTruthy()
    expect(fake.article.appInfoAtBoot).toHaveBeenCalledWith('42', DEV.accountId)
    expect(fake.article.appInfo).toHaveBeenCalledWith('42', DEV.accountId)
  })

  it('shows a clear message for a missing or malformed id, without asking the server', async () => {
    setupPlatform()
    const { unmount } = open({ source: 'article' })
    expect((await screen.findByTestId('empty-view')).textContent).toBe(DETAIL_TEXTS.badLink)
    unmount()
    open({ articleId: '42<script>', source: 'article' })
    expect((await screen.findByTestId('empty-view')).textContent).toBe(DETAIL_TEXTS.badLink)
    expect(fake.article.appInfo).not.toHaveBeenCalled()
    expect(screen.getByTestId('nav-bar')).toBeTruthy()
  })

  it('shows "not found" for content the server does not have', async () => {
    setupPlatform()
    fake.article.appInfo.mockRejectedValue(new RequestError('内容不存在或已删除', 'business', 404))
    open({ articleId: '999999', source: 'article' })
    expect((await screen.findByTestId('empty-view')).textContent).toBe(DETAIL_TEXTS.missing)
  })

  it('shows the taken-down message for content taken off the shelf', async () => {
    setupPlatform()
    fake.article.appInfo.mockResolvedValue(makeArticle({ offShelf: true }))
    open({ articleId: '42', source: 'article' })
    expect((await screen.findByTestId('empty-view')).textContent).toBe(TEXTS.contentTakenDown)
  })

  it('shows the error view on a failed load and loads again on retry', async () => {
    setupPlatform()
    fake.article.appInfo.mockRejectedValueOnce(new RequestError('offline', 'network'))
    fake.article.appInfo.mockResolvedValueOnce(makeArticle())
    open({ articleId: '42', source: 'article' })
    fireEvent.click(await screen.findByTestId('error-view'))
    expect(await screen.findByTestId('article-title')).toBeTruthy()
    expect(fake.article.appInfo).toHaveBeenCalledTimes(2)
  })
})

describe('article detail: content', () => {
  it('shows author, title, reads (counted once), body, stocks, vote and actions', async () => {
    setupPlatform()
    fake.article.appInfo.mockResolvedValue(makeArticle({ vote: makeVote() }))
    fake.quote.query.mockResolvedValue([{ code: 'SH600519', up_rose: -50, price: 1500 }])
    open({ articleId: '42', source: 'article' })
    expect((await screen.findByTestId('article-title')).textContent).toBe('白酒板块的估值修复')
    expect(screen.getByTestId('author-header').textContent).toContain('价值投资者')
    await waitFor(() => expect(screen.getByTestId('read-count').textContent).toBe('阅读 101'))
    expect(fake.article.countRead).toHaveBeenCalledTimes(1)
    expect(fake.article.countRead).toHaveBeenCalledWith('42', DEV.accountId)
    await waitFor(() => expect(screen.getByTestId('stock-tag').textContent).toBe('贵州茅台-0.50%'))
    expect(screen.getByTestId('vote-card')).toBeTruthy()
    expect(screen.getByTestId('like-button').textContent).toBe('5')
    expect(screen.getByTestId('comments-empty')).toBeTruthy()
  })

  it('shows a post as escaped plain text with emoji decoded', async () => {
    setupPlatform()
    fake.article.appInfo.mockResolvedValue(
      makeArticle({
        pubType: 5,
        title: '',
        html: null,
        content: '<img src=x onerror=alert(1)> 满仓 &#128640;',
        source: 'post',
      }),
    )
    const { container } = open({ articleId: '42', source: 'post' })
    expect((await screen.findByTestId('article-body')).textContent).toBe('<img src=x onerror=alert(1)> 满仓 🚀')
    expect(container.querySelector('[data-testid="article-body"] img')).toBeNull()
    expect(screen.queryByTestId('article-title')).toBeNull()
  })

  it('lists comments, loads more from the footer, and opens a comment from its reply count', async () => {
    const { calls } = setupPlatform()
    fake.article.appInfo.mockResolvedValue(makeArticle({ commentCount: 21 }))
    const first = Array.from({ length: 20 }, (_, i) => makeComment({ commentId: `c${i}`, content: `评论${i}` }))
    first[0] = makeComment({ commentId: 'c0', content: '评论0', replyCount: 2 })
    fake.article.comments.mockResolvedValueOnce(pageOf(first, true))
    fake.article.comments.mockResolvedValueOnce(pageOf([makeComment({ commentId: 'c20', content: '评论20' })]))
    open({ articleId: '42', source: 'article' })
    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(20))
    fireEvent.click(screen.getByTestId('load-more'))
    await flush()
    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(21))
    expect(fake.article.comments).toHaveBeenLastCalledWith({
      articleId: '42',
      accountId: DEV.accountId,
      pageNum: 2,
      pageSize: 20,
    })
    await waitFor(() => expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('noMore'))
    fireEvent.click(screen.getByTestId('reply-count'))
    await flush()
    expect(calls.navigateTo).toHaveBeenCalledWith(expect.stringContaining('/community/commentDetail/index?'))
    expect(calls.navigateTo.mock.calls[0][0]).toMatch(/commentId=c0/)
    expect(calls.navigateTo.mock.calls[0][0]).toMatch(/articleId=42/)
  })

  it('shows a failed comment page with retry while the article stays', async () => {
    setupPlatform()
    fake.article.appInfo.mockResolvedValue(makeArticle())
    fake.article.comments.mockRejectedValueOnce(new Error('offline'))
    fake.article.comments.mockResolvedValueOnce(pageOf([makeComment()]))
    open({ articleId: '42', source: 'article' })
    fireEvent.click(await screen.findByTestId('comments-error'))
    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(1))
    expect(screen.getByTestId('article-title')).toBeTruthy()
  })

  it('puts a new comment at the top and clears the composer', async () => {
    setupPlatform()
    fake.article.appInfo.mockResolvedValue(makeArticle())
    fake.article.comments.mockResolvedValue(pageOf([makeComment({ commentId: 'old', content: '旧评论' })]))
    fake.publish.publishComment.mockResolvedValue(makeComment({ commentId: 'new', content: '新评论' }))
    const { container } = open({ articleId: '42', source: 'article' })
    await screen.findByTestId('comment-list')
    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(1))
    act(() => typeInto(container, '新评论'))
    fireEvent.click(screen.getByTestId('comment-send'))
    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(2))
    expect(screen.getAllByTestId('comment-content')[0].textContent).toBe('新评论')
    expect(screen.getByTestId('textarea-counter').textContent).toBe('0/140')
  })

  it('outside the app, liking asks to open the app and nothing changes', async () => {
    const { calls } = setupPlatform()
    fake.article.appInfo.mockResolvedValue(makeArticle())
    open({ articleId: '42', source: 'article' }, false)
    fireEvent.click(await screen.findByTestId('like-button'))
    expect(calls.toast).toHaveBeenCalledWith(TEXTS.openInApp)
    expect(fake.like.toggle).not.toHaveBeenCalled()
    expect(screen.getByTestId('like-button').textContent).toBe('5')
    expect(fake.article.appInfo).toHaveBeenCalledWith('42', undefined)
  })
})
