/**
 * @jest-environment jsdom
 */
/**
 * The settings page's writes (docs/product.md §4.15) go through the one interaction runner (§10.2), as every other
 * write does: a visitor is asked to log in and nothing is sent, and a second tap within a double tap is not sent.
 */
import { createElement, type ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import type { Account, CancellationStatus, UploadedImage } from '@shared/api'
import { PROFILE_MESSAGES } from '@shared/profile-text'
import { profileChange } from '@/stores/account-settings'
import { StoreProvider, useAccountSettings, type RootStore } from '@/stores'
import { makeTestStores } from '../../support/store-env'

const status = (overrides: Partial<CancellationStatus> = {}): CancellationStatus => ({
  status: 'normal',
  applyDate: null,
  allowed: true,
  reason: null,
  ...overrides,
})

const ACCOUNT: Account = {
  accountId: 'dev-10001',
  nickName: '测试用户',
  avatar: '/old.png',
  bio: '老股民',
  kind: 'user',
  verifiedTitle: null,
  followers: 1,
  following: 2,
  followed: false,
}

async function settingsWithProfile() {
  const made = makeTestStores({ loggedIn: true })
  const svc = made.api.accountService
  svc.findNickNameByToken.mockResolvedValue('测试用户')
  svc.queryUserAuth.mockResolvedValue({ realName: true, fundAccountBound: false, riskLevel: 'C3' })
  svc.queryOuterBound.mockResolvedValue([])
  svc.checkCancellation.mockResolvedValue(status({ status: 'pending', allowed: false }))
  made.api.misc.userBindWxInfo.mockResolvedValue(null)
  made.api.misc.userBaseInfo.mockResolvedValue(ACCOUNT)
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

describe('the profile editor’s writes', () => {
  it('send only what changed, cleaned, with emoji as entities; the account’s entity takes the answer', async () => {
    const { store, profile, api, stores } = await settingsWithProfile()
    expect(profile).toMatchObject({ nickName: '测试用户', avatar: '/old.png', bio: '老股民' })
    expect(profileChange(profile, { nickName: ' 测试用户 ', bio: '老股民', avatar: '/old.png' })).toBeNull()
    api.misc.updateProfile.mockResolvedValue({ ...ACCOUNT, nickName: '新名字', bio: '好😀' })
    await expect(store.saveProfile(profile, { nickName: '新 名字', bio: '好😀', avatar: '/old.png' })).resolves.toBe(
      true,
    )
    expect(api.misc.updateProfile).toHaveBeenCalledWith(expect.anything(), { nickName: '新名字', bio: '好&#128512;' })
    expect(profile.nickName).toBe('新名字')
    expect(stores.accounts.get('dev-10001')?.nickName).toBe('新名字')
    expect(stores.session.userInfo.nickName).toBe('新名字')
  })

  it('refuse what the shared rule refuses, sending nothing', async () => {
    const { store, profile, api, platform } = await settingsWithProfile()
    await expect(store.saveProfile(profile, { nickName: 'x', bio: '', avatar: '' })).resolves.toBe(false)
    expect(platform.toast).toHaveBeenLastCalledWith(PROFILE_MESSAGES.nickNameShort)
    await expect(store.saveProfile(profile, { nickName: '测试用户', bio: '老股民', avatar: '' })).resolves.toBe(false)
    expect(api.misc.updateProfile).not.toHaveBeenCalled()
  })

  it('upload a picked avatar, and say why one failed', async () => {
    const upload = jest.fn(async (path: string) => ({ url: `/uploads/${path}.png` }) as UploadedImage)
    const { store, platform } = await settingsWithProfile()
    await expect(store.uploadAvatar(async () => [{ path: 'me' }], upload)).resolves.toBe('/uploads/me.png')
    await expect(store.uploadAvatar(async () => [], upload)).resolves.toBeNull()
    upload.mockRejectedValueOnce(new Error('boom'))
    await expect(store.uploadAvatar(async () => [{ path: 'me' }], upload)).resolves.toBeNull()
    expect(platform.toast).toHaveBeenCalled()
  })
})
