/**
 * Shared setup for the article component and page tests: platform, the app root's stores and start-up,
 * route, sample data.
 */
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { ArticleDetail, Comment, Dynamic, Reply, Vote } from '@shared/api'
import { getPlatform } from '@/platform'
import { requireLogin, startApp, type StartupResult } from '@/startup'
import { StoreProvider, type RootStore } from '@/stores'
import { fakeApi, makeTestStores } from '../../support/store-env'
import { blankDynamic } from '../page-support'

export { deferred, pageOf, setRoute, setupPlatform } from '../page-support'

export const DEV = { accountId: '10001', token: 'dev-token', userCode: 'U10001' }

/** The app's stores over the fake API and the installed platform; the login gate is start-up's. */
export function makeStores(loggedIn: boolean): RootStore {
  const platform = getPlatform()
  const { stores } = makeTestStores({
    api: fakeApi,
    platform,
    requireLogin: () => requireLogin(),
    localStorage: platform.localStorage,
  })
  if (loggedIn) stores.session.setAccount(DEV)
  return stores
}

let started: Promise<StartupResult> | null = null

/**
 * As the app root does: the stores above the page, and start-up run over them on the current platform,
 * which installs the login flow that actions needing an account ask (requireLogin). The previous
 * test's start-up is stopped first.
 */
export function renderWithStores(ui: ReactElement, stores: RootStore): RenderResult {
  const previous = started
  void previous?.then((result) => result.stop())
  started = startApp({ platform: getPlatform(), stores, address: '', log: () => undefined })
  return render(<StoreProvider store={stores}>{ui}</StoreProvider>)
}

export function makeReply(overrides: Partial<Reply> = {}): Reply {
  return {
    commentId: 'r1',
    parentId: 'c1',
    articleId: '42',
    accountId: '20002',
    author: { nickName: '回复者', avatar: '', kind: 'user' },
    replyTo: { accountId: '20001', nickName: '评论者' },
    content: '回复内容',
    createdDate: '2026-11-20 10:00:00',
    praiseCount: 0,
    praised: false,
    ...overrides,
  }
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    commentId: 'c1',
    articleId: '42',
    accountId: '20001',
    author: { nickName: '评论者', avatar: '', kind: 'user' },
    content: '说得好 &#128077;',
    createdDate: '2026-11-20 09:00:00',
    praiseCount: 3,
    praised: false,
    replyCount: 0,
    replies: [],
    ...overrides,
  }
}

export function makeVote(overrides: Partial<Vote> = {}): Vote {
  return {
    voteId: 'v1',
    title: '你怎么看后市？',
    multiple: false,
    maxChoices: 1,
    deadline: null,
    closed: false,
    totalVotes: 10,
    options: [
      { optionId: 'o1', text: '看涨', count: 6 },
      { optionId: 'o2', text: '看跌', count: 4 },
    ],
    myOptionIds: [],
    ...overrides,
  }
}

export function makeDynamic(overrides: Partial<Dynamic> = {}): Dynamic {
  return {
    ...blankDynamic(),
    pubType: 2,
    pubId: '42',
    articleId: '42',
    title: '白酒板块的估值修复',
    accountId: '30003',
    createdDate: '2026-11-20 08:00:00',
    forId: '42',
    author: { nickName: '价值投资者', avatar: '', kind: 'bigV' },
    summary: '估值已回到历史低位',
    stocks: [{ code: 'SH600519', name: '贵州茅台' }],
    praiseCount: 5,
    commentCount: 1,
    ...overrides,
  }
}

export function makeArticle(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...makeDynamic(),
    content: null,
    html: '<p>正文第一段 &lt;估值&gt;</p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">',
    source: 'article',
    readCount: 100,
    collected: false,
    vote: null,
    ...overrides,
  }
}

/** Lets pending promise callbacks (fake answers) run and React re-render. */
export async function flush(times = 3): Promise<void> {
  const { act } = await import('@testing-library/react')
  for (let i = 0; i < times; i += 1) {
    // A macrotask turn lets every chained then/finally of a settled fake answer run first.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
  }
}

/** Types into the kit TextArea the way Taro's textarea reports input (a detail.value event). */
export function typeInto(root: ParentNode, text: string): void {
  const input = root.querySelector('taro-textarea-core')
  if (!input) throw new Error('no textarea rendered')
  input.dispatchEvent(new CustomEvent('input', { detail: { value: text }, bubbles: true }))
}
