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
