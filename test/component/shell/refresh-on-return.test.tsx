import { render } from '@testing-library/react'
import { useRefreshOnReturn } from '@/hooks/useRefreshOnReturn'
import { getRefreshRegistry } from '@/platform'
import { StoreProvider } from '@/stores'
import { makeTestStores } from '../../support/store-env'
import { installFakePlatform } from './fake-platform'

let shown: (() => void) | null = null
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useDidShow: (callback: () => void) => {
    shown = callback
  },
}))

function Probe({ refresh }: { refresh: () => void }) {
  useRefreshOnReturn(refresh)
  return null
}

describe('useRefreshOnReturn', () => {
  it('refreshes a page shown again after a login elsewhere once, and clears the flag', () => {
    installFakePlatform()
    const { stores } = makeTestStores({ loggedIn: true })
    stores.session.setLoginStatusChange(true)
    const refresh = jest.fn()
    render(
      <StoreProvider store={stores}>
        <Probe refresh={refresh} />
      </StoreProvider>,
    )
    shown?.()
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(stores.session.loginStatusChange).toBe(false)
    shown?.()
    expect(refresh).toHaveBeenCalledTimes(1)
    // Shown again, the page holds the registry: the app's next page-visible event refreshes it.
    expect(getRefreshRegistry().runOnce()).toBe(true)
    expect(refresh).toHaveBeenCalledTimes(2)
  })
})
