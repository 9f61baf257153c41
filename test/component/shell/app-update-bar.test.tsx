/**
 * The new-version offer (docs/product.md §8.6): a waiting worker is offered on the next in-app navigation, never
 * while a page is being read; 刷新 hands over to it, × keeps reading.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { AppUpdateBar } from '@/components/shell/AppUpdateBar'
import { ROUTE_CHANGE_EVENT } from '@/components/shell/route-loading'
import { TEXTS } from '@/config/constants'
import { applyAppUpdate, checkForAppUpdate, isAppUpdateWaiting } from '@/platform/app-worker-loader'

jest.mock('@/platform/app-worker-loader', () => ({
  applyAppUpdate: jest.fn(),
  checkForAppUpdate: jest.fn(),
  isAppUpdateWaiting: jest.fn(() => false),
}))

const waiting = isAppUpdateWaiting as jest.Mock
const navigate = () =>
  act(() => {
    Taro.eventCenter.trigger(ROUTE_CHANGE_EVENT, { toLocation: { path: '/community/topics/index' } })
  })

beforeEach(() => {
  waiting.mockReturnValue(false)
  jest.clearAllMocks()
})

it('asks for a new version on a navigation and offers one only on the navigation after it is waiting', () => {
  render(<AppUpdateBar />)
  expect(screen.queryByTestId('app-update-bar')).toBeNull()
  navigate()
  expect(checkForAppUpdate).toHaveBeenCalledTimes(1)
  expect(screen.queryByTestId('app-update-bar')).toBeNull()
  // The worker starts waiting while the page is read: nothing changes on screen until the reader moves on.
  waiting.mockReturnValue(true)
  expect(screen.queryByTestId('app-update-bar')).toBeNull()
  navigate()
  expect(screen.getByTestId('app-update-bar').textContent).toContain(TEXTS.newVersion)
  fireEvent.click(screen.getByTestId('app-update-refresh'))
  expect(applyAppUpdate).toHaveBeenCalledTimes(1)
})

it('goes away with × and keeps reading the open version', () => {
  waiting.mockReturnValue(true)
  render(<AppUpdateBar />)
  navigate()
  fireEvent.click(screen.getByLabelText(TEXTS.close))
  expect(screen.queryByTestId('app-update-bar')).toBeNull()
  expect(applyAppUpdate).not.toHaveBeenCalled()
})
