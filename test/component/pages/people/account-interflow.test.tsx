/**
 * The AccountInterflow experiment (docs/product.md §4.19): the profile page offers 账户互通 when the app
 * answers arm B; the entry opens the app's function and reports it. Arm A, no answer, or no app: no entry.
 */
import { fireEvent, screen } from '@testing-library/react'
import PersonDetailPage from '@/community/personDetail/index'
import { ACCOUNT_INTERFLOW } from '@/lib/ab-test'
import { api, flush, makeStores, renderPage, setRoute, setupPlatform } from '../follow/page-harness'

const svc = api.accountService

beforeEach(() => {
  jest.clearAllMocks()
  setRoute('community/personDetail/index')
  svc.findNickNameByToken.mockResolvedValue('测试用户')
  svc.queryUserAuth.mockResolvedValue({ realName: true, fundAccountBound: true, riskLevel: 'C3' })
  svc.queryOuterBound.mockResolvedValue([])
  svc.checkCancellation.mockResolvedValue({ status: 'normal', applyDate: null, allowed: true, reason: null })
  api.misc.userBindWxInfo.mockResolvedValue(null)
  api.misc.userBaseInfo.mockRejectedValue(new Error('not asked in this test'))
  api.routeConfig.report.mockReturnValue(undefined)
})

describe('AccountInterflow experiment', () => {
  it('arm B in the app: 账户互通 opens the app function and reports it', async () => {
    const getAbTestValue = jest.fn(async () => 'B')
    const openFunction = jest.fn(async () => true)
    setupPlatform({ kind: 'native', getAbTestValue, openFunction })
    await renderPage(PersonDetailPage, makeStores(true))
    await flush()
    expect(getAbTestValue).toHaveBeenCalledWith('AccountInterflow')
    fireEvent.click(screen.getByText('去开通'))
    await flush()
    expect(openFunction).toHaveBeenCalledWith(ACCOUNT_INTERFLOW.functionId, { from: 'community' })
    expect(api.routeConfig.report).toHaveBeenCalledWith(
      expect.objectContaining({ id: ACCOUNT_INTERFLOW.functionId, accountId: 'dev-10001' }),
    )
  })

  it('arm A, an empty answer, or a browser: no entry', async () => {
    for (const [kind, value] of [
      ['native', 'A'],
      ['native', ''],
      ['browser', 'B'],
    ] as const) {
      const getAbTestValue = jest.fn(async () => value)
      setupPlatform({ kind, getAbTestValue })
      const view = await renderPage(PersonDetailPage, makeStores(true))
      await flush()
      expect(screen.getByTestId('profile-nickname')).toBeTruthy()
      expect(screen.queryByTestId('person-interflow')).toBeNull()
      if (kind === 'browser') expect(getAbTestValue).not.toHaveBeenCalled()
      view.unmount()
    }
  })
})
