import { TIMEOUTS } from '@/config/constants'

/**
 * Runs `run` when the browser is idle, at the latest after `timeoutMs`; browsers without requestIdleCallback
 * (Safari, the mini-program) run it on the next turn of the event loop. Returns a cancel.
 * For work the first screen does not need: it then never lengthens the task that draws it.
 */
export function whenIdle(run: () => void, timeoutMs = 200): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 0)
  return () => clearTimeout(timer)
}

/**
 * Code the first screen does not run but a tap soon may (Taro's toast, what a feed item's tap does): loaded a while
 * after the page has loaded (TIMEOUTS.loadAheadDelayMs), when the browser is idle, so that tap does not wait for the
 * network. Not webpack's prefetch: its runtime leaves an unhandled rejection behind every chunk that fails to load
 * (offline, say), which the app would take for its page's code failing (components/shell/AppRecovery.tsx). A load
 * that fails here is tried again by the tap itself.
 */
export function loadAheadAfterPageLoad(load: () => Promise<unknown>, idleTimeoutMs = 2000): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return
  afterLoadWhenIdle(() => void load().catch(() => undefined), idleTimeoutMs)
}

/**
 * Resolves a while after the page has loaded (TIMEOUTS.loadAheadDelayMs), when the browser is idle: for work no
 * screen waits for, so the first screen's tasks do not carry it. H5 only (the mini-program has no load event).
 */
export function afterPageLoad(idleTimeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => afterLoadWhenIdle(resolve, idleTimeoutMs))
}

function afterLoadWhenIdle(run: () => void, idleTimeoutMs: number): void {
  const start = () => {
    setTimeout(() => whenIdle(run, idleTimeoutMs), TIMEOUTS.loadAheadDelayMs)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

/**
 * Runs `run` in the next task: a posted message, which the browser neither clamps nor holds back as it may a timer
 * (where there is no MessageChannel, a timer). For work split off a long task so the browser can paint or answer a
 * tap in between; not for work that can wait (whenIdle).
 */
export function inNextTask(run: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(run, 0)
    return
  }
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    run()
  }
  channel.port2.postMessage(null)
}

/**
 * Runs `run` in a task of its own after the browser's next paint (the mini-program and Jest's DOM, which have no
 * frames: on the next turn of the event loop). For what a tap brings about at length: the tap's own answer (a tab
 * marked chosen) is painted first, so the tap is answered at once. Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
