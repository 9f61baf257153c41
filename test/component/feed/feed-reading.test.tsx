/**
 * Reading a feed (docs/product.md §4.21): skeleton cards while loading, empty views with a picture and a next
 * step, the action row's icons and like states, the reply control under a comment, and the floating post button
 * stepping aside while the page scrolls down.
 */
import './observer-stub'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { PraiseResult } from '@shared/api'
import { fakeApi as api } from '../../support/store-env'
import { FeedList, PostButton } from '@/components/feed'
import { CommentItem, COMMENT_ACTION_TEXTS } from '@/components/article'
import { EmptyView, SkeletonList } from '@/components/shell'
import { TEXTS } from '@/config/constants'
import { resetFeedOpenEnv } from '@/navigation'
import { requireLogin } from '@/startup'
import { StoreProvider, commentsOf, type RootStore } from '@/stores'
import { deferred, dynamic, flush, makeStores, setupPlatform } from '../pages/follow/page-harness'
import { makeComment } from '../article/support'

jest.mock('@/startup', () => ({ ...jest.requireActual('@/startup'), requireLogin: jest.fn(() => true) }))

let stores: RootStore

beforeEach(() => {
  jest.clearAllMocks()
  jest.mocked(requireLogin).mockReturnValue(true)
  jest.mocked(api.quote.query).mockResolvedValue([])
  setupPlatform()
  stores = makeStores(true)
  resetFeedOpenEnv()
})
afterEach(cleanup)

describe('skeleton cards', () => {
  it('stand in for a screen of cards, busy for assistive technology, each shaped like a card', () => {
    render(<SkeletonList />)
    const list = screen.getByTestId('skeleton-list')
    expect(list.getAttribute('aria-busy')).toBe('true')
    expect(list.getAttribute('aria-label')).toBe(TEXTS.loading)
    const cards = screen.getAllByTestId('skeleton-card')
    expect(cards.length).toBeGreaterThanOrEqual(3)
    expect(cards[0].querySelector('.skeleton-card__avatar')).not.toBeNull()
    expect(cards[0].querySelectorAll('.skeleton-card__action')).toHaveLength(3)
  })
})

describe('empty views', () => {
  it('show a picture and the text, and a next step when there is one', () => {
    const onPress = jest.fn()
    render(<EmptyView text="还没有关注的人的动态" art="follow" action={{ label: '去看看推荐', onPress }} />)
    expect(screen.getByTestId('empty-art').getAttribute('data-art')).toBe('follow')
    expect(screen.getByText('还没有关注的人的动态')).toBeTruthy()
    fireEvent.click(screen.getByTestId('empty-action'))
    expect(onPress).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('empty-action').textContent).toBe('去看看推荐')
  })

  it('keep the default text and picture, with no button, where the page offers nothing', () => {
    render(<EmptyView />)
    expect(screen.getByText(TEXTS.empty)).toBeTruthy()
    expect(screen.getByTestId('empty-art').getAttribute('data-art')).toBe('feed')
    expect(screen.queryByTestId('empty-action')).toBeNull()
  })
})

async function renderCard(overrides: Parameters<typeof dynamic>[1] = {}) {
  const item = stores.dynamics.get(stores.dynamics.ingest(dynamic('1', overrides)))!
  await act(async () => {
    render(
      <StoreProvider store={stores}>
        <FeedList items={[item]} quotes={false} />
      </StoreProvider>,
    )
  })
  await flush()
  return item
}

describe('the action row', () => {
  it('shows like, comment and share as icons with their counts', async () => {
    await renderCard({ praiseCount: 12, commentCount: 5, praised: false })
    const like = screen.getByTestId('like-button')
    expect(like.className).toContain('with-icon--like')
    expect(like.textContent).toBe('12')
    expect(screen.getByTestId('comment-count').className).toContain('with-icon--comment')
    expect(screen.getByTestId('comment-count').textContent).toBe('5')
    expect(screen.getByTestId('share-button').className).toContain('with-icon--share')
  })

  it('fills the heart of a liked item, pops it only for the tap that liked it, and marks a like in flight busy', async () => {
    const answer = deferred<PraiseResult>()
    jest.mocked(api.like.toggle).mockReturnValue(answer.promise)
    await renderCard({ praiseCount: 3, praised: false })
    const like = screen.getByTestId('like-button')
    expect(like.className).not.toContain('feed-card__like--pop')
    expect(like.getAttribute('aria-pressed')).toBe('false')
    await act(async () => fireEvent.click(like))
    expect(like.className).toContain('with-icon--liked')
    expect(like.className).toContain('feed-card__like--on')
    expect(like.className).toContain('feed-card__like--pop')
    expect(like.getAttribute('aria-busy')).toBe('true')
    expect(like.className).toContain('feed-card__action--busy')
    await act(async () => answer.resolve({ praised: true, praiseCount: 4 }))
    expect(like.getAttribute('aria-busy')).toBe('false')
    expect(like.className).not.toContain('feed-card__action--busy')
    expect(like.getAttribute('aria-pressed')).toBe('true')
  })

  it('does not pop a like the feed loaded already', async () => {
    await renderCard({ praiseCount: 3, praised: true })
    const like = screen.getByTestId('like-button')
    expect(like.className).toContain('with-icon--liked')
    expect(like.className).not.toContain('feed-card__like--pop')
  })
})

describe('replying to a comment', () => {
  it('is a visible button that starts the reply', async () => {
    const onReply = jest.fn()
    const comment = commentsOf(stores).get(
      commentsOf(stores).ingest(makeComment({ commentId: 'c1', content: '说得好' })),
    )!
    await act(async () => {
      render(
        <StoreProvider store={stores}>
          <CommentItem item={comment} pubType={5} onReply={onReply} />
        </StoreProvider>,
      )
    })
    const button = screen.getByTestId('comment-reply')
    expect(button.getAttribute('role')).toBe('button')
    expect(button.className).toContain('with-icon--reply')
    expect(button.textContent).toBe(COMMENT_ACTION_TEXTS.reply)
    fireEvent.click(button)
    expect(onReply).toHaveBeenCalledWith(comment)
  })
})

describe('the floating post button while scrolling', () => {
  // The page's own scroller, as Taro's H5 router gives every page.
  const scroller = () => document.querySelector('.taro_page') as HTMLElement

  async function scrollTo(top: number) {
    scroller().scrollTop = top
    await act(async () => {
      scroller().dispatchEvent(new Event('scroll'))
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
    })
  }

  it('steps aside while the page scrolls down and comes back on the way up', async () => {
    await act(async () => {
      render(
        <div className="taro_page">
          <StoreProvider store={stores}>
            <PostButton className="post-button post-button--floating" />
          </StoreProvider>
        </div>,
      )
    })
    const button = screen.getByTestId('post-button')
    expect(button.getAttribute('data-away')).toBe('0')
    await scrollTo(400)
    expect(button.getAttribute('data-away')).toBe('1')
    expect(button.className).toContain('post-button--away')
    await scrollTo(900)
    expect(button.getAttribute('data-away')).toBe('1')
    await scrollTo(700)
    expect(button.getAttribute('data-away')).toBe('0')
    await scrollTo(0)
    expect(button.className).not.toContain('post-button--away')
  })
})
