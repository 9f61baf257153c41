/**
 * The mini-program's network status (docs/product.md §8.4): its first answer is asked for, and a change heard while
 * that answer is on its way is newer than it.
 */
import { act, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { useNetworkStatus } from '@/hooks/useNetworkStatus.weapp'

type Listener = (state: { isConnected: boolean }) => void

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { getNetworkType: jest.fn(), onNetworkStatusChange: jest.fn(), offNetworkStatusChange: jest.fn() },
}))

const taro = Taro as unknown as {
  getNetworkType: jest.Mock
  onNetworkStatusChange: jest.Mock
}

function Status() {
  return <span data-testid="status">{useNetworkStatus() ? 'online' : 'offline'}</span>
}

/** The first answer, held until the test gives it. */
function heldNetworkType() {
  let answer: (networkType: string) => void = () => undefined
  taro.getNetworkType.mockReturnValue(new Promise((resolve) => (answer = (networkType) => resolve({ networkType }))))
  return (networkType: string) => answer(networkType)
}

const heardListener = (): Listener => taro.onNetworkStatusChange.mock.calls.at(-1)?.[0] as Listener

it('takes the first answer when nothing changed meanwhile', async () => {
  const answer = heldNetworkType()
  render(<Status />)
  await act(async () => answer('none'))
  expect(screen.getByTestId('status').textContent).toBe('offline')
})

it('a change heard before the first answer is not undone by it', async () => {
  const answer = heldNetworkType()
  render(<Status />)
  act(() => heardListener()({ isConnected: false }))
  await act(async () => answer('wifi'))
  expect(screen.getByTestId('status').textContent).toBe('offline')
  act(() => heardListener()({ isConnected: true }))
  expect(screen.getByTestId('status').textContent).toBe('online')
})
