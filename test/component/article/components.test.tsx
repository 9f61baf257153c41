import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ACTION_TEXTS, DURATIONS, TEXTS } from '@/config/constants'
import { RequestError } from '@/http/types'
import {
  ArticleActions,
  ArticleBody,
  AuthorHeader,
  CommentComposer,
  CommentItem,
  StockTags,
  VoteCard,
  votePercent,
  VOTE_CARD_TEXTS,
  voteEndText,
} from '@/components/article'
import { commentDraftKey, commentsOf, StoreProvider, type RootStore } from '@/stores'
import type { ArticleDetail, Comment, Reply } from '@shared/api'
import { REQUEST_ID_PATTERN } from '@shared/request-id'
import { lengthProblem } from '@shared/text-length'
import { api as fake, resetFakeApi } from './fake-api'
import {
  DEV,
  deferred,
  flush,
  makeArticle,
  makeComment,
  makeReply,
  makeStores,
  makeVote,
  renderWithStores,
  setupPlatform,
  typeInto,
} from './support'
import { laterTap } from '../../support/taps'

beforeEach(() => {
  resetFakeApi()
})

/** Components show the stores' entities, as the pages hand them over. */
const entity = (stores: RootStore, article: ArticleDetail) => stores.dynamics.get(stores.dynamics.ingest(article))!
const commentOf = (stores: RootStore, item: Comment | Reply) => commentsOf(stores).get(commentsOf(stores).ingest(item))!

describe('ArticleBody', () => {
  it('renders server HTML sanitised: prose and escaped brackets stay, script and handlers go', () => {
    setupPlatform()
    const stores = makeStores(false)
    const { container } = renderWithStores(<ArticleBody html={makeArticle().html} content={null} />, stores)
    // RichText receives the sanitised string; what the browser makes of it is checked end to end.
    const nodes = (container.querySelector('taro-rich-text-core') as unknown as { nodes: string }).nodes
    expect(nodes).toContain('<p>正文第一段 &lt;估值&gt;</p>')
    expect(nodes).not.toContain('__pwned')
    const parsed = new DOMParser().parseFromString(nodes, 'text/html')
    expect(parsed.body.textContent).toContain('正文第一段 <估值>')
    expect(parsed.querySelector('script')).toBeNull()
    expect(parsed.querySelector('img')?.getAttribute('onerror')).toBeNull()
  })

  it('shows a post as plain text: markup is text, stored emoji entities come back as emoji', () => {
    setupPlatform()
    const { container } = renderWithStores(
      <ArticleBody html={null} content={'<b>不是粗体</b> 上车 &#128640;'} />,
      makeStores(false),
    )
    expect(screen.getByTestId('article-body').textContent).toBe('<b>不是粗体</b> 上车 🚀')
    expect(container.querySelector('b')).toBeNull()
  })
})

describe('AuthorHeader and follow', () => {
  const author = { nickName: '价值投资者', avatar: '', kind: 'bigV' as const }

  it('shows the name, the big-V mark and the time', () => {
    setupPlatform()
    renderWithStores(<AuthorHeader author={author} accountId="30003" time="今天 08:00" />, makeStores(false))
    expect(screen.getByText('价值投资者')).toBeTruthy()
    expect(screen.getByTestId('verified-mark').textContent).toBe('V')
    expect(screen.getByText('今天 08:00')).toBeTruthy()
  })

  it('outside the app, following asks to open the app and sends nothing', () => {
    const { calls } = setupPlatform()
    const stores = makeStores(false)
    renderWithStores(<AuthorHeader author={author} accountId="30003" time="" />, stores)
    fireEvent.click(screen.getByTestId('follow-button'))
    expect(calls.toast).toHaveBeenCalledWith(TEXTS.openInApp)
    expect(fake.follow.setFollowed).not.toHaveBeenCalled()
    expect(screen.getByTestId('follow-button').textContent).toBe('+ 关注')
  })

  it('follow then unfollow while the first request is out: shown at once, then one more request', async () => {
    setupPlatform()
    const stores = makeStores(true)
    const followed = deferred<{ followed: boolean; followers: number }>()
    fake.follow.setFollowed
      .mockReturnValueOnce(followed.promise)
      .mockResolvedValueOnce({ followed: false, followers: 8 })
    renderWithStores(<AuthorHeader author={author} accountId="30003" time="" />, stores)
    fireEvent.click(screen.getByTestId('follow-button'))
    expect(screen.getByTestId('follow-button').textContent).toBe('已关注')
    fireEvent.click(screen.getByTestId('follow-button'))
    expect(screen.getByTestId('follow-button').textContent).toBe('+ 关注')
    expect(fake.follow.setFollowed).toHaveBeenCalledTimes(1)
    expect(fake.follow.setFollowed).toHaveBeenCalledWith(DEV, '30003', true)
    expect(screen.getByTestId('follow-button').getAttribute('data-busy')).toBe('1')
    await act(async () => followed.resolve({ followed: true, followers: 9 }))
    expect(fake.follow.setFollowed).toHaveBeenLastCalledWith(DEV, '30003', false)
    expect(screen.getByTestId('follow-button').textContent).toBe('+ 关注')
    expect(screen.getByTestId('follow-button').getAttribute('data-busy')).toBe('0')
  })

  it('shows no follow button on the viewer own content', () => {
    setupPlatform()
    const stores = makeStores(true)
    renderWithStores(<AuthorHeader author={author} accountId={DEV.accountId} time="" />, stores)
    expect(screen.queryByTestId('follow-button')).toBeNull()
  })
})

describe('ArticleActions: like', () => {
  it('shows every tap at once, keeps one request on the wire, and ends as the last tap says', async () => {
    setupPlatform()
    const stores = makeStores(true)
    const liked = deferred<{ praised: boolean; praiseCount: number }>()
    const unliked = deferred<{ praised: boolean; praiseCount: number }>()
    fake.like.toggle.mockReturnValueOnce(liked.promise).mockReturnValueOnce(unliked.promise)
    renderWithStores(<ArticleActions article={entity(stores, makeArticle())} shareUrl="/x" />, stores)
    fireEvent.click(screen.getByTestId('like-button'))
    expect(screen.getByTestId('like-button').textContent).toBe('6')
    fireEvent.click(screen.getByTestId('like-button'))
    expect(screen.getByTestId('like-button').textContent).toBe('5')
    expect(screen.getByTestId('like-button').getAttribute('data-praised')).toBe('0')
    expect(fake.like.toggle).toHaveBeenCalledTimes(1)
    expect(fake.like.toggle).toHaveBeenCalledWith(DEV, { pubType: 2, forId: '42' }, false)
    await act(async () => liked.resolve({ praised: true, praiseCount: 8 }))
    expect(fake.like.toggle).toHaveBeenCalledTimes(2)
    expect(fake.like.toggle).toHaveBeenLastCalledWith(DEV, { pubType: 2, forId: '42' }, true)
    expect(screen.getByTestId('like-button').getAttribute('data-praised')).toBe('0')
    await act(async () => unliked.resolve({ praised: false, praiseCount: 7 }))
    expect(screen.getByTestId('like-button').textContent).toBe('7')
    expect(screen.getByTestId('like-button').getAttribute('data-praised')).toBe('0')
  })

  it('rolls back when the server refuses', async () => {
    const { calls } = setupPlatform()
    const stores = makeStores(true)
    fake.like.toggle.mockRejectedValue(new RequestError('操作太频繁', 'business', 429))
    renderWithStores(<ArticleActions article={entity(stores, makeArticle())} shareUrl="/x" />, stores)
    fireEvent.click(screen.getByTestId('like-button'))
    await flush()
    expect(screen.getByTestId('like-button').textContent).toBe('5')
    expect(screen.getByTestId('like-button').getAttribute('data-praised')).toBe('0')
    expect(calls.toast).toHaveBeenCalledWith('操作太频繁')
  })

  it('outside the app, asks to open the app and changes nothing', () => {
    const { calls } = setupPlatform()
    const stores = makeStores(false)
    renderWithStores(<ArticleActions article={entity(stores, makeArticle())} shareUrl="/x" />, stores)
    fireEvent.click(screen.getByTestId('like-button'))
    expect(calls.toast).toHaveBeenCalledWith(TEXTS.openInApp)
    expect(fake.like.toggle).not.toHaveBeenCalled()
    expect(screen.getByTestId('like-button').textContent).toBe('5')
  })
})

describe('ArticleActions: icons', () => {
  const render = (stores: RootStore, overrides: Partial<ArticleDetail> = {}) =>
    renderWithStores(<ArticleActions article={entity(stores, makeArticle(overrides))} shareUrl="/x" />, stores)

  it('draws like, collect and share as icons named in Chinese, the like with its count', () => {
    setupPlatform()
    render(makeStores(true))
    const like = screen.getByRole('button', { name: '赞 5' })
    expect(like.className).toContain('with-icon--like')
    expect(like.textContent).toBe('5')
    expect(like.getAttribute('aria-pressed')).toBe('false')
    const collect = screen.getByRole('button', { name: '收藏' })
    expect(collect.className).toContain('with-icon--collect')
    expect(collect.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByRole('button', { name: '分享' }).className).toContain('with-icon--share')
  })

  it('shows a liked article with the filled heart, and no pop for a like it came with', () => {
    setupPlatform()
    render(makeStores(true), { praised: true, praiseCount: 6 })
    const like = screen.getByRole('button', { name: '赞 6' })
    expect(like.className).toContain('with-icon--liked')
    expect(like.className).toContain('feed-card__like--on')
    expect(like.className).not.toContain('feed-card__like--pop')
    expect(like.getAttribute('aria-pressed')).toBe('true')
  })

  it('fills and pops the heart at the tap, dimmed and busy until the server answers', async () => {
    setupPlatform()
    const answer = deferred<{ praised: boolean; praiseCount: number }>()
    fake.like.toggle.mockReturnValueOnce(answer.promise)
    render(makeStores(true))
    fireEvent.click(screen.getByRole('button', { name: '赞 5' }))
    const like = screen.getByRole('button', { name: '赞 6' })
    expect(like.className).toContain('with-icon--liked')
    expect(like.className).toContain('feed-card__like--pop')
    expect(like.className).toContain('feed-card__action--busy')
    expect(like.getAttribute('aria-busy')).toBe('true')
    await act(async () => answer.resolve({ praised: true, praiseCount: 6 }))
    expect(like.getAttribute('aria-busy')).toBe('false')
    expect(like.className).not.toContain('feed-card__action--busy')
    expect(fake.like.toggle).toHaveBeenCalledTimes(1)
  })

  it('fills the star at the collect tap, busy until the server answers', async () => {
    setupPlatform()
    const answer = deferred<boolean>()
    fake.collection.collect.mockReturnValueOnce(answer.promise)
    render(makeStores(true))
    const collect = screen.getByRole('button', { name: '收藏' })
    fireEvent.click(collect)
    expect(collect.className).toContain('with-icon--collected')
    expect(collect.getAttribute('aria-pressed')).toBe('true')
    expect(collect.getAttribute('aria-busy')).toBe('true')
    await act(async () => answer.resolve(true))
    expect(collect.getAttribute('aria-busy')).toBe('false')
    expect(collect.className).toContain('with-icon--collected')
  })
})

describe('ArticleActions: collect and share', () => {
  it('collects through the collection endpoints outside the app', async () => {
    setupPlatform()
    const stores = makeStores(true)
    fake.collection.collect.mockResolvedValue(true)
    fake.collection.uncollect.mockResolvedValue(false)
    renderWithStores(<ArticleActions article={entity(stores, makeArticle())} shareUrl="/x" />, stores)
    fireEvent.click(screen.getByTestId('collect-button'))
    await flush()
    expect(fake.collection.collect).toHaveBeenCalledWith(DEV, '42')
    expect(screen.getByTestId('collect-button').getAttribute('data-collected')).toBe('1')
    laterTap()
    fireEvent.click(screen.getByTestId('collect-button'))
    await flush()
    expect(fake.collection.uncollect).toHaveBeenCalledWith(DEV, '42')
    expect(screen.getByTestId('collect-button').getAttribute('data-collected')).toBe('0')
  })

  it('in the app, reads and writes the favourite through the bridge', async () => {
    const getFavourite = jest.fn(async () => true)
    const setFavourite = jest.fn(async () => true)
    setupPlatform({ kind: 'native', getFavourite, setFavourite })
    const stores = makeStores(true)
    renderWithStores(<ArticleActions article={entity(stores, makeArticle())} shareUrl="https://s/x" />, stores)
    await waitFor(() => expect(screen.getByTestId('collect-button').getAttribute('data-collected')).toBe('1'))
    expect(getFavourite).toHaveBeenCalledWith('42')
    fireEvent.click(screen.getByTestId('collect-button'))
    await flush()
    expect(setFavourite).toHaveBeenCalledWith(expect.objectContaining({ newsId: '42', link: 'https://s/x' }), false)
    expect(screen.getByTestId('collect-button').getAttribute('data-collected')).toBe('0')
    expect(fake.collection.collect).not.toHaveBeenCalled()
  })

  it('opens the share card; sharing goes to the app, or asks to open it', async () => {
    const share = jest.fn(async () => true)
    setupPlatform({ kind: 'native', share, getFavourite: jest.fn(async () => false) })
    const stores = makeStores(true)
    renderWithStores(<ArticleActions article={entity(stores, makeArticle())} shareUrl="https://s/x" />, stores)
    fireEvent.click(screen.getByTestId('share-button'))
    const panel = screen.getByTestId('share-panel')
    expect(within(panel).getByText('白酒板块的估值修复')).toBeTruthy()
    fireEvent.click(within(panel).getByTestId('share-card-action'))
    await flush()
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: '白酒板块的估值修复', link: 'https://s/x' }))
    fireEvent.click(screen.getByTestId('share-cancel'))
    expect(screen.queryByTestId('share-panel')).toBeNull()
  })
})

describe('VoteCard', () => {
  it('computes whole percents and never divides by zero', () => {
    expect(votePercent(1, 3)).toBe(33)
    expect(votePercent(0, 0)).toBe(0)
  })

  it('votes a single choice on the tap and then shows the results as bars', async () => {
    setupPlatform()
    const stores = makeStores(true)
    fake.vote.vote.mockResolvedValue(
      makeVote({
        totalVotes: 11,
        myOptionIds: ['o1'],
        options: [
          { optionId: 'o1', text: '看涨', count: 7 },
          { optionId: 'o2', text: '看跌', count: 4 },
        ],
      }),
    )
    renderWithStores(<VoteCard voteId={stores.votes.ingest(makeVote()).voteId} />, stores)
    expect(screen.getByTestId('vote-card').getAttribute('data-state')).toBe('open')
    fireEvent.click(screen.getAllByTestId('vote-option')[0])
    await flush()
    expect(fake.vote.vote).toHaveBeenCalledWith(DEV, 'v1', ['o1'])
    expect(screen.getByTestId('vote-card').getAttribute('data-state')).toBe('results')
    expect(screen.getByText('64%')).toBeTruthy()
    expect(screen.getByText('36%')).toBeTruthy()
    // One vote per user: tapping again sends nothing.
    fireEvent.click(screen.getAllByTestId('vote-option')[1])
    expect(fake.vote.vote).toHaveBeenCalledTimes(1)
  })

  it('shows results at once when the viewer already voted, and refreshes from voteDetail', async () => {
    setupPlatform()
    const stores = makeStores(true)
    fake.vote.detail.mockResolvedValue(makeVote({ myOptionIds: ['o2'], totalVotes: 20 }))
    renderWithStores(<VoteCard voteId={stores.votes.ingest(makeVote()).voteId} />, stores)
    await flush()
    expect(fake.vote.detail).toHaveBeenCalledWith('v1', DEV.accountId)
    expect(screen.getByTestId('vote-card').getAttribute('data-state')).toBe('results')
    expect(screen.getByText('20人参与 · 已投票')).toBeTruthy()
  })

  it('collects up to maxChoices for a multiple-choice vote, then submits', async () => {
    const { calls } = setupPlatform()
    const stores = makeStores(true)
    const vote = makeVote({
      multiple: true,
      maxChoices: 2,
      options: [
        { optionId: 'a', text: 'A', count: 0 },
        { optionId: 'b', text: 'B', count: 0 },
        { optionId: 'c', text: 'C', count: 0 },
      ],
      totalVotes: 0,
    })
    fake.vote.vote.mockResolvedValue({ ...vote, myOptionIds: ['a', 'b'], totalVotes: 1 })
    renderWithStores(<VoteCard voteId={stores.votes.ingest(vote).voteId} />, stores)
    const options = screen.getAllByTestId('vote-option')
    fireEvent.click(options[0])
    fireEvent.click(options[1])
    fireEvent.click(options[2])
    expect(calls.toast).toHaveBeenCalledWith('最多选择2项', DURATIONS.toastMs)
    fireEvent.click(screen.getByTestId('vote-submit'))
    await flush()
    expect(fake.vote.vote).toHaveBeenCalledWith(DEV, 'v1', ['a', 'b'])
  })

  it('says when an open vote ends, and that a closed one has ended', async () => {
    setupPlatform()
    const stores = makeStores(false)
    const year = new Date().getFullYear()
    const open = stores.votes.ingest(makeVote({ voteId: 'v7', deadline: `${year}-12-31 18:30:00` })).voteId
    const closed = stores.votes.ingest(makeVote({ voteId: 'v8', closed: true, deadline: `${year}-01-02 09:00:00` }))
    renderWithStores(
      <>
        <VoteCard voteId={open} />
        <VoteCard voteId={closed.voteId} />
      </>,
      stores,
    )
    const [first, second] = screen.getAllByTestId('vote-deadline')
    expect(first.textContent).toBe(VOTE_CARD_TEXTS.deadline('12-31 18:30'))
    expect(second.textContent).toBe(VOTE_CARD_TEXTS.ended)
    expect(voteEndText({ closed: false, deadline: '2027-03-01 10:00:00' }, new Date('2026-11-25T12:00:00+08:00'))).toBe(
      '截止 2027-03-01 10:00',
    )
    expect(voteEndText({ closed: false, deadline: null })).toBe('')
  })

  it('outside the app, voting asks to open the app', () => {
    const { calls } = setupPlatform()
    const stores = makeStores(false)
    renderWithStores(<VoteCard voteId={stores.votes.ingest(makeVote()).voteId} />, stores)
    fireEvent.click(screen.getAllByTestId('vote-option')[0])
    expect(calls.toast).toHaveBeenCalledWith(TEXTS.openInApp)
    expect(fake.vote.vote).not.toHaveBeenCalled()
  })
})

describe('StockTags', () => {
  it('shows each stock with its coloured rise and opens the stock on a tap', async () => {
    const { calls } = setupPlatform()
    fake.quote.query.mockResolvedValue([{ code: 'SH600519', up_rose: 123, price: 1500 }])
    renderWithStores(<StockTags stocks={[{ code: 'SH600519', name: '贵州茅台' }]} />, makeStores(false))
    await flush()
    expect(screen.getByTestId('stock-tag').textContent).toBe('贵州茅台+1.23%')
    fireEvent.click(screen.getByTestId('stock-tag'))
    await flush()
    expect(calls.navigateTo).toHaveBeenCalledWith(expect.stringContaining('/subPackages-stock/pages/stock/stock?'))
    expect(calls.navigateTo.mock.calls[0][0]).toContain('code=SH600519')
  })

  it('keeps the tags with -- when the quote fails, and renders nothing without stocks', async () => {
    setupPlatform()
    fake.quote.query.mockRejectedValue(new Error('offline'))
    const stores = makeStores(false)
    const { container, rerender } = renderWithStores(
      <StockTags stocks={[{ code: 'SZ000001', name: '平安银行' }]} />,
      stores,
    )
    await flush()
    expect(screen.getByTestId('stock-tag').textContent).toBe('平安银行--')
    rerender(
      <StoreProvider store={stores}>
        <StockTags stocks={[]} />
      </StoreProvider>,
    )
    expect(container.querySelector('[data-testid="stock-tags"]')).toBeNull()
  })
})

describe('CommentComposer', () => {
  function renderComposer(loggedIn: boolean, onPosted = jest.fn(), parentId?: string) {
    const stores = makeStores(loggedIn)
    const view = renderWithStores(<CommentComposer articleId="42" parentId={parentId} onPosted={onPosted} />, stores)
    return { ...view, onPosted }
  }

  it('counts characters live and keeps send disabled for blank text', () => {
    setupPlatform()
    const { container } = renderComposer(true)
    expect(screen.getByTestId('textarea-counter').textContent).toBe('0/140')
    expect(screen.getByTestId('comment-send').getAttribute('data-disabled')).toBe('1')
    act(() => typeInto(container, '  '))
    expect(screen.getByTestId('comment-send').getAttribute('data-disabled')).toBe('1')
    act(() => typeInto(container, '好文😀'))
    expect(screen.getByTestId('textarea-counter').textContent).toBe('3/140')
    expect(screen.getByTestId('comment-send').getAttribute('data-disabled')).toBe('0')
    act(() => typeInto(container, 'x'.repeat(150)))
    expect(screen.getByTestId('textarea-counter').textContent).toBe('140/140')
  })

  it('sends once, disabled while sending, then clears the text and the saved draft', async () => {
    const { platform } = setupPlatform()
    const answer = deferred<ReturnType<typeof makeComment>>()
    fake.publish.publishComment.mockReturnValue(answer.promise)
    const { container, onPosted } = renderComposer(true)
    act(() => typeInto(container, '写得好'))
    expect(platform.localStorage.get(commentDraftKey('42'))).toBe('写得好')
    fireEvent.click(screen.getByTestId('comment-send'))
    fireEvent.click(screen.getByTestId('comment-send'))
    expect(fake.publish.publishComment).toHaveBeenCalledTimes(1)
    expect(fake.publish.publishComment).toHaveBeenCalledWith({
      ...DEV,
      articleId: '42',
      content: '写得好',
      parentId: undefined,
      requestId: expect.stringMatching(new RegExp(REQUEST_ID_PATTERN)),
    })
    expect(screen.getByTestId('comment-send').getAttribute('data-disabled')).toBe('1')
    expect(screen.getByTestId('comment-send').textContent).toBe('发送中…')
    const posted = makeComment({ commentId: 'new', content: '写得好' })
    await act(async () => answer.resolve(posted))
    expect(onPosted).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('textarea-counter').textContent).toBe('0/140')
    expect(platform.localStorage.get(commentDraftKey('42'))).toBeNull()
  })

  it('keeps the text (and the saved draft) when sending fails', async () => {
    const { platform, calls } = setupPlatform()
    fake.publish.publishComment.mockRejectedValue(new RequestError('timeout', 'network'))
    const { container, onPosted } = renderComposer(true)
    act(() => typeInto(container, '不能丢'))
    fireEvent.click(screen.getByTestId('comment-send'))
    await flush()
    expect(onPosted).not.toHaveBeenCalled()
    expect(screen.getByTestId('textarea-counter').textContent).toBe('3/140')
    expect(container.querySelector('taro-textarea-core')?.getAttribute('value')).toBe('不能丢')
    expect(platform.localStorage.get(commentDraftKey('42'))).toBe('不能丢')
    // No network: the toast says where the text is (docs/product.md §8.5).
    expect(calls.toast).toHaveBeenCalledWith(ACTION_TEXTS.offlineDraft)
    expect(screen.getByTestId('comment-send').getAttribute('data-disabled')).toBe('0')
  })

  it('restores the draft after a reload, per article and per replied-to comment', () => {
    const { platform } = setupPlatform()
    platform.localStorage.set(commentDraftKey('42'), '上次没发完')
    platform.localStorage.set(commentDraftKey('42', 'c1'), '回复草稿')
    const { unmount } = renderComposer(true)
    expect(screen.getByTestId('textarea-counter').textContent).toBe('5/140')
    unmount()
    renderComposer(true, jest.fn(), 'c1')
    expect(screen.getByTestId('textarea-counter').textContent).toBe('4/140')
  })

  it('outside the app, asks to open the app and keeps the text', () => {
    const { calls } = setupPlatform()
    const { container } = renderComposer(false)
    act(() => typeInto(container, '匿名评论'))
    fireEvent.click(screen.getByTestId('comment-send'))
    expect(calls.toast).toHaveBeenCalledWith(TEXTS.openInApp)
    expect(fake.publish.publishComment).not.toHaveBeenCalled()
    expect(screen.getByTestId('textarea-counter').textContent).toBe('4/140')
  })
})

describe('CommentComposer inside the app: the app’s own input (docs/product.md §4.8)', () => {
  async function renderInApp(comment: jest.Mock, parentId?: string, offered = true) {
    // Start-up reads from the app whether it has its own input.
    const getClientInfo = async () => ({
      clientType: 'android',
      appVersion: '9.65',
      cid: '',
      deviceId: '',
      theme: null,
      commentInput: offered,
    })
    const setup = setupPlatform({ kind: 'native', comment, getClientInfo })
    const stores = makeStores(true)
    const view = renderWithStores(<CommentComposer articleId="42" parentId={parentId} />, stores)
    await flush()
    return { ...setup, ...view }
  }

  it('opens the app’s input with the draft, and sends what it answers through the same draft', async () => {
    const comment = jest.fn(async () => '原生输入的评论')
    fake.publish.publishComment.mockResolvedValue(makeComment({ commentId: 'n1', content: '原生输入的评论' }))
    const { platform } = await renderInApp(comment)
    await act(async () => fireEvent.click(screen.getByTestId('comment-native-input')))
    expect(screen.queryByTestId('textarea-counter')).toBeNull()
    await flush()
    expect(comment).toHaveBeenCalledWith(expect.objectContaining({ pubId: '42', content: '' }))
    expect(fake.publish.publishComment).toHaveBeenCalledWith(
      expect.objectContaining({ articleId: '42', content: '原生输入的评论' }),
    )
    expect(platform.localStorage.get(commentDraftKey('42'))).toBeNull()
  })

  it('keeps the page’s box in an app that does not say it has its own input', async () => {
    const comment = jest.fn(async () => '不该被调用')
    await renderInApp(comment, undefined, false)
    expect(screen.queryByTestId('comment-native-input')).toBeNull()
    expect(screen.getByTestId('textarea-counter').textContent).toBe('0/140')
  })

  it('keeps an over-long text as the draft, says why, and sends nothing; a cancel changes nothing', async () => {
    const long = '长'.repeat(141)
    const comment = jest.fn(async (): Promise<string | null> => long)
    const { platform, calls } = await renderInApp(comment, 'c1')
    await act(async () => fireEvent.click(screen.getByTestId('comment-native-input')))
    await flush()
    expect(fake.publish.publishComment).not.toHaveBeenCalled()
    expect(calls.toast).toHaveBeenCalledWith(lengthProblem('comment', long), expect.any(Number))
    expect(platform.localStorage.get(commentDraftKey('42', 'c1'))).toBe(long)
    expect(screen.getByTestId('comment-native-input').textContent).toBe(long)
    expect(screen.getByTestId('comment-send').getAttribute('data-disabled')).toBe('1')
    comment.mockResolvedValueOnce(null)
    await act(async () => fireEvent.click(screen.getByTestId('comment-native-input')))
    await flush()
    expect(comment).toHaveBeenLastCalledWith(expect.objectContaining({ content: long }))
    expect(platform.localStorage.get(commentDraftKey('42', 'c1'))).toBe(long)
  })

  it('keeps what the app’s input sent as the draft when sending fails', async () => {
    const comment = jest.fn(async () => '不能丢')
    fake.publish.publishComment.mockRejectedValue(new RequestError('server error', 'business', 500))
    const { platform, calls } = await renderInApp(comment)
    await act(async () => fireEvent.click(screen.getByTestId('comment-native-input')))
    await flush()
    expect(calls.toast).toHaveBeenCalled()
    expect(platform.localStorage.get(commentDraftKey('42'))).toBe('不能丢')
    expect(screen.getByTestId('comment-native-input').textContent).toBe('不能丢')
  })
})

describe('CommentItem', () => {
  it('shows decoded text, the first replies and opens the replies from their count', () => {
    setupPlatform()
    const stores = makeStores(false)
    const onOpenReplies = jest.fn()
    const comment = makeComment({ replyCount: 4, replies: [makeReply()] })
    renderWithStores(
      <CommentItem item={commentOf(stores, comment)} pubType={2} onOpenReplies={onOpenReplies} />,
      stores,
    )
    expect(screen.getByTestId('comment-content').textContent).toBe('说得好 👍')
    expect(screen.getByTestId('reply-preview').textContent).toContain('回复者 回复 评论者：回复内容')
    fireEvent.click(screen.getByTestId('reply-count'))
    expect(onOpenReplies).toHaveBeenCalledWith(comment)
    expect(screen.getByTestId('reply-count').textContent).toBe('共4条回复 >')
  })

  it('likes a comment as a comment (forWhat 2)', async () => {
    setupPlatform()
    const stores = makeStores(true)
    fake.like.toggle.mockResolvedValue({ praised: true, praiseCount: 4 })
    renderWithStores(<CommentItem item={commentOf(stores, makeComment())} pubType={5} />, stores)
    fireEvent.click(screen.getByTestId('comment-like'))
    await flush()
    expect(fake.like.toggle).toHaveBeenCalledWith(DEV, { pubType: 5, forId: 'c1', isComment: true }, false)
    expect(screen.getByTestId('comment-like').textContent).toBe('已赞 4')
  })
})
