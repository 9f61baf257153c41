import { act, fireEvent, render, screen } from '@testing-library/react'
import { DURATIONS, TEXTS } from '@/config/constants'
import { Badge, badgeText, Modal, Notify, Toast } from '@/components/kit'
import { toast } from '@/hooks'
import { installFakePlatform } from '../shell/fake-platform'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('Toast', () => {
  it('closes after 2000 ms', () => {
    const onClose = jest.fn()
    render(<Toast text="已收藏" visible onClose={onClose} />)
    expect(screen.getByTestId('toast').textContent).toBe('已收藏')
    act(() => void jest.advanceTimersByTime(DURATIONS.toastMs - 1))
    expect(onClose).not.toHaveBeenCalled()
    act(() => void jest.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('toast() goes through the platform with the 2 s duration', () => {
    const { calls } = installFakePlatform()
    toast('网络开小差了')
    expect(calls.toast).toHaveBeenCalledWith('网络开小差了', DURATIONS.toastMs)
  })
})

describe('Notify', () => {
  it('closes after 3000 ms', () => {
    const onClose = jest.fn()
    render(<Notify text="发布成功" visible onClose={onClose} type="success" />)
    act(() => void jest.advanceTimersByTime(DURATIONS.notifyMs - 1))
    expect(onClose).not.toHaveBeenCalled()
    act(() => void jest.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('Modal', () => {
  it('shows 确认 and 取消 and reports the choice', () => {
    const onConfirm = jest.fn()
    const onCancel = jest.fn()
    render(<Modal visible title="删除动态" content="确定删除吗？" onConfirm={onConfirm} onCancel={onCancel} />)
    expect(screen.getByTestId('modal-confirm').textContent).toBe(TEXTS.confirm)
    expect(screen.getByTestId('modal-cancel').textContent).toBe(TEXTS.cancel)
    fireEvent.click(screen.getByTestId('modal-confirm'))
    fireEvent.click(screen.getByTestId('modal-cancel'))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('renders nothing when hidden', () => {
    render(<Modal visible={false} onConfirm={() => undefined} />)
    expect(screen.queryByTestId('modal')).toBeNull()
  })
})

describe('Badge', () => {
  it('caps at 999+', () => {
    expect(badgeText(999)).toBe('999')
    expect(badgeText(1000)).toBe('999+')
    expect(badgeText(0)).toBe('')
    expect(badgeText(-3)).toBe('')
    expect(badgeText(Number.NaN)).toBe('')
    render(<Badge count={1500} />)
    expect(screen.getByTestId('badge').textContent).toBe('999+')
  })

  it('shows nothing for zero', () => {
    render(<Badge count={0} />)
    expect(screen.queryByTestId('badge')).toBeNull()
  })
})
