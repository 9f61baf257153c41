import { fireEvent, screen } from '@testing-library/react'
import type { CancellationStatus } from '@shared/api'
import PersonDetailPage, { PERSON_TEXTS } from '@/community/personDetail/index'
import { SETTINGS_TEXTS } from '@/stores'
import { api, flush, makeStores, renderPage, setRoute, setupPlatform } from '../follow/page-harness'

const status = (overrides: Partial<CancellationStatus> = {}): CancellationStatus => ({
  status: 'normal',
  applyDate: null,
  allowed: true,
  reason: null,
  ...overrides,
})
const svc = api.accountService

beforeEach(() => {
  jest.clearAllMocks()
  setRoute('community/personDetail/index')
  svc.findNickNameByToken.mockResolvedValue('测试用户')
  svc.queryUserAuth.mockResolvedValue({ realName: true, fundAccountBound: false, riskLevel: 'C3' })
  svc.queryOuterBound.mockResolvedValue([
    { outerType: 'wx', outerId: 'o1', nickName: '微信用户', boundDate: '2026-08-01 10:00:00' },
  ])
  api.misc.userBindWxInfo.mockResolvedValue({ bound: true, nickName: '老王的微信', avatar: null })
  api.misc.userBaseInfo.mockRejectedValue(new Error('not asked in this test'))
})

describe('profile and account settings', () => {
  it('shows nickname, verification and bindings; unbinding asks first, then removes the row', async () => {
    const { calls } = setupPlatform()
    svc.checkCancellation.mockResolvedValue(status({ allowed: false, reason: '请先解除绑定的第三方账号，再申请注销' }))
    svc.unboundOuter.mockResolvedValue(true)
    await renderPage(PersonDetailPage, makeStores(true))
    await flush()
    expect(screen.getByTestId('profile-nickname').getAttribute('value')).toBe('测试用户')
    expect(screen.getByTestId('person-verification').textContent).toContain('C3')
    // The WeChat row names the WeChat account itself (getUserBindWxInfo).
    expect(screen.getByTestId('person-binding').textContent).toContain('微信 · 老王的微信')
    fireEvent.click(screen.getByTestId('person-unbind'))
    expect(screen.getByTestId('modal').textContent).toContain(PERSON_TEXTS.unbindConfirm('微信'))
    fireEvent.click(screen.getByTestId('modal-cancel'))
    expect(svc.unboundOuter).not.toHaveBeenCalled()
    svc.checkCancellation.mockResolvedValue(status())
    fireEvent.click(screen.getByTestId('person-unbind'))
    fireEvent.click(screen.getByTestId('modal-confirm'))
    await flush()
    expect(svc.unboundOuter).toHaveBeenCalledWith(expect.any(String), 'wx')
    expect(screen.queryByTestId('person-binding')).toBeNull()
    expect(calls.toast).toHaveBeenLastCalledWith(SETTINGS_TEXTS.unbound)
  })

  it('says why the account cannot be cancelled yet', async () => {
    setupPlatform()
    svc.checkCancellation.mockResolvedValue(status({ allowed: false, reason: '请先解除绑定的第三方账号，再申请注销' }))
    await renderPage(PersonDetailPage, makeStores(true))
    fireEvent.click(screen.getByTestId('person-apply'))
    await flush()
    expect(screen.getByTestId('modal').textContent).toContain('请先解除绑定的第三方账号，再申请注销')
    expect(svc.applyCancellation).not.toHaveBeenCalled()
  })

  it('cancels only after the consequences and a second confirm, shows it pending, and withdraws it', async () => {
    setupPlatform()
    svc.checkCancellation.mockResolvedValue(status())
    svc.applyCancellation.mockResolvedValue(
      status({ status: 'pending', applyDate: '2026-11-22 10:00:00', allowed: false }),
    )
    svc.withdrawCancellation.mockResolvedValue(status())
    await renderPage(PersonDetailPage, makeStores(true))
    fireEvent.click(screen.getByTestId('person-apply'))
    await flush()
    expect(screen.getByTestId('modal').textContent).toContain(PERSON_TEXTS.consequences)
    fireEvent.click(screen.getByTestId('modal-confirm'))
    expect(screen.getByTestId('modal').textContent).toContain(PERSON_TEXTS.finalContent)
    expect(svc.applyCancellation).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('modal-confirm'))
    await flush()
    expect(svc.applyCancellation).toHaveBeenCalled()
    const section = screen.getByTestId('person-cancellation')
    expect(section.getAttribute('data-status')).toBe('pending')
    expect(section.textContent).toContain(PERSON_TEXTS.pending('2026-11-22 10:00:00'))
    fireEvent.click(screen.getByTestId('person-revert'))
    await flush()
    expect(screen.getByTestId('person-cancellation').getAttribute('data-status')).toBe('normal')
  })

  it('asks a visitor to log in', async () => {
    setupPlatform()
    await renderPage(PersonDetailPage, makeStores(false))
    expect(screen.getByTestId('login-prompt').textContent).toContain(PERSON_TEXTS.loginNeeded)
  })
})

describe('profile and account settings for a visitor', () => {
  it('ask the server nothing until the login', async () => {
    setupPlatform()
    await renderPage(PersonDetailPage, makeStores(false))
    await flush()
    expect(screen.getByTestId('login-prompt')).toBeTruthy()
    expect(svc.findNickNameByToken).not.toHaveBeenCalled()
    expect(svc.checkCancellation).not.toHaveBeenCalled()
  })
})
