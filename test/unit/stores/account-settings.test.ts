/**
 * @jest-environment jsdom
 */
/**
 * The settings page's writes (docs/product.md §4.15) go through the one interaction runner (§10.2), as every other
 * write does: a visitor is asked to log in and nothing is sent, and a second tap within a double tap is not sent.
 */
import { createElement, type ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import type { CancellationStatus } from '@shared/api'
import { StoreProvider, useAccountSettings, type RootStore } from '@/stores'
import { makeTestStores } from '../../support/store-env'

const status = (overrides: Partial<CancellationStatus> = {}): CancellationStatus => ({
  status: 'normal',
  applyDate: null,
  allowed: true,
  reason: null,
  ...overrides,
})

async function settingsWithProfile() {
  const made = makeTestStores({ loggedIn: true })
  const svc = made.api.accountService
  svc.findNickNameByToken.mockResolvedValue('测试用户')
  svc.queryUserAuth.mockResolvedValue({ realName: true, fundAccountBound: false, riskLevel: 'C3' })
  svc.queryOuterBound.mockResolvedValue([])
  svc.checkCancellation.mockResolvedValue(status({ status: 'pending', allowed: false }))
  made.api.misc.userBindWxInfo.mockResolvedValue(null)
  const wrapper = ({ children }: { children?: ReactNode }) =>
    createElement(StoreProvider, { store: made.stores as RootStore }, children)
  const store = renderHook(() => useAccountSettings(), { wrapper }).result.current
  const profile = store.profile()
  await profile.reload()
  return { ...made, svc, store, profile: profile.data! }
}

describe('account settings writes', () => {
  it('ask a visitor to log in and send nothing', async () => {
    const { stores, svc, store, profile, requireLogin } = await settingsWithProfile()
    stores.session.clear()
    await expect(store.revertCancellation(profile)).resolves.toBe(false)
    expect(requireLogin).toHaveBeenCalled()
    expect(svc.withdrawCancellation).not.toHaveBeenCalled()
  })

  it('send a second tap within a double tap once, and show the answer', async () => {
    const { svc, store, profile } = await settingsWithProfile()
    svc.withdrawCancellation.mockResolvedValue(status())
    await expect(store.revertCancellation(profile)).resolves.toBe(true)
    await expect(store.revertCancellation(profile)).resolves.toBe(false)
    expect(svc.withdrawCancellation).toHaveBeenCalledTimes(1)
    expect(profile.cancellation.status).toBe('normal')
  })

  it('are busy while one is on the wire', async () => {
    const { svc, store, profile } = await settingsWithProfile()
    let answer: (value: CancellationStatus) => void = () => undefined
    svc.applyCancellation.mockReturnValue(new Promise<CancellationStatus>((resolve) => (answer = resolve)))
    const applying = store.applyCancellation(profile)
    expect(store.busy).toBe(true)
    await expect(store.revertCancellation(profile)).resolves.toBe(false)
    answer(status({ status: 'pending' }))
    await expect(applying).resolves.toBe(true)
    expect(store.busy).toBe(false)
  })
})
