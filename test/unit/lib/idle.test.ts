/**
 * @jest-environment jsdom
 */
import { TIMEOUTS } from '@/config/constants'
import { afterNextPaint, afterPageLoad, loadAheadAfterPageLoad, whenIdle } from '@/lib/idle'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('whenIdle', () => {
  it('runs on the next turn where the browser has no idle callback, and can be cancelled', () => {
    const run = jest.fn()
    whenIdle(run)
    jest.advanceTimersByTime(0)
    expect(run).toHaveBeenCalledTimes(1)
    const cancelled = jest.fn()
    whenIdle(cancelled)()
    jest.advanceTimersByTime(10)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe('loadAheadAfterPageLoad', () => {
  function setReadyState(state: DocumentReadyState) {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => state })
  }
  afterEach(() => setReadyState('complete'))

  it('waits for the page’s load event, then loads when idle', () => {
    setReadyState('loading')
    const load = jest.fn(() => Promise.resolve())
    loadAheadAfterPageLoad(load)
    jest.advanceTimersByTime(100)
    expect(load).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(TIMEOUTS.loadAheadDelayMs - 1)
    expect(load).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    jest.runOnlyPendingTimers()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('afterPageLoad resolves as a load ahead would run: after the load event and the delay, when idle', async () => {
    setReadyState('loading')
    const done = jest.fn()
    void afterPageLoad().then(done)
    jest.advanceTimersByTime(TIMEOUTS.loadAheadDelayMs)
    await Promise.resolve()
    expect(done).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(TIMEOUTS.loadAheadDelayMs - 1)
    await Promise.resolve()
    expect(done).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    jest.runOnlyPendingTimers()
    await Promise.resolve()
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('keeps a failed load to itself: no unhandled rejection for the app to take for its page failing', async () => {
    const unhandled = jest.fn()
    process.on('unhandledRejection', unhandled)
    try {
      loadAheadAfterPageLoad(() => Promise.reject(new Error('Loading chunk 6818 failed.')))
      jest.advanceTimersByTime(TIMEOUTS.loadAheadDelayMs)
      jest.advanceTimersByTime(0)
      jest.useRealTimers()
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, and not when cancelled before or after the frame', () => {
    const run = jest.fn()
    afterNextPaint(run)
    jest.advanceTimersByTime(0)
    expect(run).not.toHaveBeenCalled()
    jest.advanceTimersByTime(20)
    expect(run).toHaveBeenCalledTimes(1)
    const beforeFrame = jest.fn()
    afterNextPaint(beforeFrame)()
    const afterFrame = jest.fn()
    const cancel = afterNextPaint(afterFrame)
    // The frame alone: its task is still to come.
    jest.advanceTimersToNextTimer()
    cancel()
    jest.advanceTimersByTime(20)
    expect(beforeFrame).not.toHaveBeenCalled()
    expect(afterFrame).not.toHaveBeenCalled()
  })

  it('runs on the next turn where there are no frames (the mini-program)', () => {
    const frames = window.requestAnimationFrame
    Object.assign(window, { requestAnimationFrame: undefined })
    try {
      const run = jest.fn()
      afterNextPaint(run)
      jest.advanceTimersByTime(0)
      expect(run).toHaveBeenCalledTimes(1)
      const cancelled = jest.fn()
      afterNextPaint(cancelled)()
      jest.advanceTimersByTime(10)
      expect(cancelled).not.toHaveBeenCalled()
    } finally {
      Object.assign(window, { requestAnimationFrame: frames })
    }
  })
})
