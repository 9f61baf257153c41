import { act, renderHook } from '@testing-library/react'
import { useProgressiveCount } from '@/hooks/useProgressiveCount.h5'

// H5's step-by-step drawing (the default module, for the mini-program and Jest, draws everything at once).
describe('useProgressiveCount on H5', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    // The frame that follows the last step: the steps counted for it are let go, as the browser would.
    act(() => void jest.advanceTimersByTime(16))
    jest.useRealTimers()
  })

  it('draws a few at once and a few more on each idle turn, until all are drawn', () => {
    const { result } = renderHook(() => useProgressiveCount(10, 3, 3))
    expect(result.current).toBe(3)
    act(() => void jest.advanceTimersByTime(0))
    expect(result.current).toBe(6)
    act(() => void jest.advanceTimersByTime(0))
    act(() => void jest.advanceTimersByTime(0))
    expect(result.current).toBe(10)
    act(() => void jest.runOnlyPendingTimers())
    expect(result.current).toBe(10)
  })

  it('uses the idle callback where the browser has one, and keeps the count once all are drawn', () => {
    const idle: (() => void)[] = []
    const w = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown }
    w.requestIdleCallback = (run: () => void) => idle.push(run)
    w.cancelIdleCallback = () => undefined
    try {
      const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 2, 2), {
        initialProps: { total: 4 },
      })
      expect(result.current).toBe(2)
      act(() => idle.shift()?.())
      expect(result.current).toBe(4)
      expect(idle).toHaveLength(0)
      // The list grows: only the new items are stepped in.
      rerender({ total: 7 })
      expect(result.current).toBe(4)
      act(() => idle.shift()?.())
      expect(result.current).toBe(6)
      act(() => idle.shift()?.())
      expect(result.current).toBe(7)
      // Hidden (a segment scrolled away) and shown again: drawn at once.
      rerender({ total: 0 })
      rerender({ total: 7 })
      expect(result.current).toBe(7)
    } finally {
      delete w.requestIdleCallback
      delete w.cancelIdleCallback
    }
  })

  it('at the "soon" pace draws the next step in the next task, even while the browser is never idle', () => {
    const idle: (() => void)[] = []
    const w = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown }
    w.requestIdleCallback = (run: () => void) => idle.push(run)
    w.cancelIdleCallback = () => undefined
    try {
      const { result } = renderHook(() => useProgressiveCount(9, 3, 3, 'soon'))
      expect(result.current).toBe(3)
      act(() => void jest.advanceTimersByTime(0))
      act(() => void jest.advanceTimersByTime(0))
      expect(result.current).toBe(9)
      expect(idle).toHaveLength(0)
    } finally {
      delete w.requestIdleCallback
      delete w.cancelIdleCallback
    }
  })

  it('at the "soon" pace draws at most two steps between two frames, across every list on the page', () => {
    const { result } = renderHook(() => [
      useProgressiveCount(9, 3, 3, 'soon'),
      useProgressiveCount(9, 3, 3, 'soon'),
      useProgressiveCount(9, 3, 3, 'soon'),
    ])
    expect(result.current).toEqual([3, 3, 3])
    // Tasks only, no frame yet: two of the three lists take a step, the third waits for the frame.
    act(() => void jest.advanceTimersByTime(1))
    expect(result.current.reduce((sum, n) => sum + n, 0)).toBe(9 + 2 * 3)
    act(() => void jest.advanceTimersByTime(1))
    expect(result.current.reduce((sum, n) => sum + n, 0)).toBe(9 + 2 * 3)
    // Frame after frame, every list is drawn whole.
    for (let frame = 0; frame < 6; frame += 1) act(() => void jest.advanceTimersByTime(16))
    expect(result.current).toEqual([9, 9, 9])
  })
})
