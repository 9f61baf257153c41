/**
 * @jest-environment jsdom
 */
import { createElement, type ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import { makeTestStores } from '../../support/store-env'
import { type RootStore, StoreProvider, useCustom, useDraft, useFollow, useSession, useUi } from '@/stores'
import { useStores } from '@/stores/context'

function wrapperFor(store: RootStore) {
  return ({ children }: { children?: ReactNode }) => createElement(StoreProvider, { store }, children)
}

describe('store context', () => {
  it('hands the same stores to every hook', () => {
    const store = makeTestStores().stores
    const { result } = renderHook(
      () => ({
        root: useStores(),
        session: useSession(),
        follow: useFollow(),
        custom: useCustom(),
        draft: useDraft(),
        ui: useUi(),
      }),
      { wrapper: wrapperFor(store) },
    )
    expect(result.current.root).toBe(store)
    expect(result.current.session).toBe(store.session)
    expect(result.current.follow).toBe(store.follow)
    expect(result.current.custom).toBe(store.custom)
    expect(result.current.draft).toBe(store.draft)
    expect(result.current.ui).toBe(store.ui)
  })
  it('says what is missing without a provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useStores())).toThrow('StoreProvider')
    spy.mockRestore()
  })
})
