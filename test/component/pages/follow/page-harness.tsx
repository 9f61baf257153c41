/**
 * What the follow and search page tests share: the Taro page hooks, a fake platform with memory
 * storage, stores with or without a logged-in viewer, the router's current page, and fixtures shaped
 * like the API contract.
 */
// Feed cards' lazy images need an IntersectionObserver, which jsdom lacks.
import '../../feed/observer-stub'
import { act, render, type RenderResult } from '@testing-library/react'
import type { ComponentType } from 'react'
import type { Account, Dynamic, FollowUser } from '@shared/api'
import { getPlatform } from '@/platform'
import { requireLogin } from '@/startup'
import { StoreProvider, type RootStore } from '@/stores'
import { fakeApi, makeTestStores } from '../../../support/store-env'
import { blankDynamic } from '../../page-support'

export { fakeApi as api, resetFakeApi } from '../../../support/store-env'

export { clearRoute, deferred, pageOf, setRoute, setupPlatform, type Deferred } from '../../page-support'

export const VIEWER = { accountId: 'dev-10001', token: 'dev-token-10001' } as const
/** The stores' clock: dots are decided against it. */
export const NOW = new Date(2026, 10, 22, 12, 0, 0)

/** The app's stores over the fake API and the installed platform; the login gate is start-up's. */
export function makeStores(loggedIn: boolean): RootStore {
  const { stores } = makeTestStores({
    api: fakeApi,
    platform: getPlatform(),
    requireLogin: () => requireLogin(),
    // Drafts and recent searches live where the page's platform keeps them; the session starts afresh.
    localStorage: getPlatform().localStorage,
    now: () => NOW,
  })
  if (loggedIn) stores.session.setAccount({ ...VIEWER })
  return stores
}

export async function renderPage(Page: ComponentType, stores: RootStore): Promise<RenderResult> {
  let result!: RenderResult
  await act(async () => {
    result = render(
      <StoreProvider store={stores}>
        <Page />
      </StoreProvider>,
    )
  })
  await flush()
  return result
}

/** Lets resolved promises and the renders they cause run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await act(async () => undefined)
}

export function wait(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))
}

export function account(id: string, overrides: Partial<Account> = {}): Account {
  return {
    accountId: id,
    nickName: `用户${id}`,
    avatar: `/avatars/${id}.png`,
    bio: '',
    kind: 'user',
    verifiedTitle: null,
    followers: 12,
    following: 3,
    followed: false,
    ...overrides,
  }
}

export function followUser(id: string, lastDynamicDate: string | null): FollowUser {
  return { ...account(id, { followed: true }), lastDynamicDate }
}

export function dynamic(id: string, overrides: Partial<Dynamic> = {}): Dynamic {
  return {
    ...blankDynamic(),
    pubType: 5,
    pubId: `p${id}`,
    articleId: id,
    title: `动态标题${id}`,
    accountId: 'a1',
    createdDate: '2026-11-22 10:00:00',
    forId: `f${id}`,
    author: { nickName: '作者一', avatar: '/avatars/a1.png', kind: 'user' },
    summary: `摘要${id}`,
    ...overrides,
  }
}
