/**
 * 编辑资料 (docs/product.md §4.15): nickname, introduction and avatar are a form with counters and the shared rule's
 * Chinese reasons; 保存 is off until something changed and can be kept, and while the save is on its way (a second
 * tap sends nothing); after the save the account's one entity carries the new name, so feed cards show it.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { Account, CancellationStatus } from '@shared/api'
import { PROFILE_MESSAGES } from '@shared/profile-text'
import PersonDetailPage from '@/community/personDetail/index'
import { FeedCard } from '@/components/feed/FeedCard'
import { PROFILE_EDITOR_TEXTS } from '@/components/people'
import { SETTINGS_TEXTS, StoreProvider } from '@/stores'
import {
  account,
  api,
  deferred,
  dynamic,
  flush,
  makeStores,
  renderPage,
  setRoute,
  setupPlatform,
} from '../follow/page-harness'

const svc = api.accountService
const ME = 'dev-10001'
const status: CancellationStatus = { status: 'normal', applyDate: null, allowed: true, reason: null }

function typeInto(testId: string, text: string) {
  const field = screen.getByTestId(testId)
  act(() => {
    field.dispatchEvent(new CustomEvent('input', { detail: { value: text }, bubbles: true }))
  })
}

const saveButton = () => screen.getByTestId('profile-save')
const disabled = (el: HTMLElement) => el.getAttribute('data-disabled') === '1'

beforeEach(() => {
  jest.clearAllMocks()
  setRoute('community/personDetail/index')
  svc.findNickNameByToken.mockResolvedValue('测试用户')
  svc.queryUserAuth.mockResolvedValue({ realName: true, fundAccountBound: false, riskLevel: 'C3' })
  svc.queryOuterBound.mockResolvedValue([])
  svc.checkCancellation.mockResolvedValue(status)
  api.misc.userBindWxInfo.mockResolvedValue(null)
  api.misc.userBaseInfo.mockResolvedValue(account(ME, { nickName: '测试用户', bio: '老股民', avatar: '/a.png' }))
})

describe('编辑资料', () => {
  it('shows the profile in fields with counters; 保存 is off until something changed', async () => {
    setupPlatform()
    await renderPage(PersonDetailPage, makeStores(true))
    expect((screen.getByTestId('profile-nickname') as HTMLInputElement).getAttribute('value')).toBe('测试用户')
    expect(screen.getByTestId('profile-nickname-counter').textContent).toBe('4/16')
    expect(screen.getByTestId('profile-bio-counter').textContent).toBe('3/100')
    expect(disabled(saveButton())).toBe(true)
  })

  it('says why a nickname cannot be kept, in Chinese, and keeps 保存 off', async () => {
    setupPlatform()
    await renderPage(PersonDetailPage, makeStores(true))
    typeInto('profile-nickname', 'a')
    expect(screen.getByTestId('profile-nickname-error').textContent).toBe(PROFILE_MESSAGES.nickNameShort)
    expect(disabled(saveButton())).toBe(true)
    typeInto('profile-nickname', '官方小号')
    expect(screen.getByTestId('profile-nickname-error').textContent).toBe(PROFILE_MESSAGES.nickNameReserved('官方'))
    fireEvent.click(saveButton())
    expect(api.misc.updateProfile).not.toHaveBeenCalled()
  })

  it('saves once while the save is on its way, then every card of mine shows the new name', async () => {
    const { calls } = setupPlatform()
    const stores = makeStores(true)
    const answer = deferred<Account>()
    api.misc.updateProfile.mockReturnValue(answer.promise)
    await renderPage(PersonDetailPage, stores)
    const mine = stores.dynamics.get(
      stores.dynamics.ingest(
        dynamic('7', { accountId: ME, author: { nickName: '测试用户', avatar: '', kind: 'user' } }),
      ),
    )!
    typeInto('profile-nickname', '价值投资者')
    typeInto('profile-bio', '长期持有')
    expect(disabled(saveButton())).toBe(false)
    fireEvent.click(saveButton())
    await flush()
    expect(saveButton().textContent).toBe(PROFILE_EDITOR_TEXTS.saving)
    expect(disabled(saveButton())).toBe(true)
    fireEvent.click(saveButton())
    expect(api.misc.updateProfile).toHaveBeenCalledTimes(1)
    expect(api.misc.updateProfile).toHaveBeenCalledWith(expect.objectContaining({ token: 'dev-token-10001' }), {
      nickName: '价值投资者',
      bio: '长期持有',
    })
    await act(async () => answer.resolve(account(ME, { nickName: '价值投资者', bio: '长期持有', avatar: '/a.png' })))
    await flush()
    expect(calls.toast).toHaveBeenLastCalledWith(SETTINGS_TEXTS.saved)
    expect(disabled(saveButton())).toBe(true)
    render(
      <StoreProvider store={stores}>
        <FeedCard item={mine} actions={{ open: jest.fn(), like: jest.fn() }} />
      </StoreProvider>,
    )
    expect(screen.getByTestId('feed-card-author').textContent).toContain('价值投资者')
  })

  it('a refused save keeps what was typed and says the server’s reason', async () => {
    const { calls } = setupPlatform()
    api.misc.updateProfile.mockRejectedValue(Object.assign(new Error(PROFILE_MESSAGES.nickNameTaken), { code: '400' }))
    await renderPage(PersonDetailPage, makeStores(true))
    typeInto('profile-nickname', '重名的人')
    fireEvent.click(saveButton())
    await flush()
    expect(calls.toast).toHaveBeenCalled()
    expect((screen.getByTestId('profile-nickname') as HTMLInputElement).getAttribute('value')).toBe('重名的人')
    expect(disabled(saveButton())).toBe(false)
  })
})
