/**
 * @jest-environment jsdom
 */
/**
 * Screens hold the stores' state as read-only views (docs/product.md §10): the hooks and what the stores hand out
 * cannot be written by a screen, only changed by the stores' actions, which take the views back. The type checker
 * (`npx tsc`, part of `npm test`) fails this file if a screen could write; the tests run the actions on views.
 */
import { createElement, type ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import { blankDynamic } from '@/lib'
import { StoreProvider, dynamicKey, useComments, useSession, type DynamicEntity, type RootStore } from '@/stores'
import { makeTestStores } from '../../support/store-env'

const post = (id: string) => ({ ...blankDynamic(), pubId: id, articleId: id, forId: id, accountId: 'author1' })

describe('read-only views', () => {
  it('a dynamic a screen holds changes by the store action it is handed to, everywhere at once', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.article.dynamicList.mockResolvedValue({ list: [post('1')], hasMore: false })
    const feed = stores.dynamics.feed({ kind: 'tab', tab: 'latest' })
    await feed.refresh()
    const item: DynamicEntity = feed.items[0]
    const writes = () => {
      // @ts-expect-error a screen cannot like by writing: toggleLike is the way
      item.praised = true
      // @ts-expect-error nor change what the item lists
      item.images.push('x')
      // @ts-expect-error nor a list's items
      feed.items.pop()
    }
    expect(typeof writes).toBe('function')
    api.like.toggle.mockResolvedValue({ praised: true, praiseCount: 1 })
    await stores.dynamics.toggleLike(item)
    expect(item.praised).toBe(true)
    expect(stores.dynamics.get(dynamicKey(post('1')))).toBe(item)
  })

  it('an action given an object the store never handed out says so at once', () => {
    const { stores } = makeTestStores({ loggedIn: true })
    expect(() => stores.dynamics.toggleLike(post('9'))).toThrow('no entity')
  })

  it('the hooks hand screens views of the stores', () => {
    const made = makeTestStores({ loggedIn: true })
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(StoreProvider, { store: made.stores as RootStore }, children)
    const { result } = renderHook(() => ({ session: useSession(), comments: useComments() }), { wrapper })
    const { session, comments } = result.current
    const writes = () => {
      // @ts-expect-error the session changes by its actions (setAccount, clear)
      session.accountId = 'someone'
      // @ts-expect-error a store's parts are not the screen's to replace
      comments.ofArticle = () => undefined
    }
    expect(typeof writes).toBe('function')
    expect(session).toBe(made.stores.session)
  })
})
