/**
 * A page whose content is one loadable value (a game, a profile, badges, rules) shows the shell's states by one rule.
 */
import { loadableShellState } from '@/components/shell/loadable-state'

const item = (data: unknown, loading: boolean, error: unknown = null) => ({ data, loading, error, reload: jest.fn() })

describe('the shell states of a loadable page', () => {
  it('load only until the first answer, then keep what is shown while it asks again', () => {
    expect(loadableShellState(item(null, true)).loading).toBe(true)
    expect(loadableShellState(item({ round: 1 }, true)).loading).toBe(false)
    // An empty list is an answer too.
    expect(loadableShellState(item([], true)).loading).toBe(false)
  })

  it('show the error only while there is nothing to show, and retry by asking again', () => {
    const failed = item(null, false, new Error('offline'))
    const state = loadableShellState(failed)
    expect(state.error).toBe(failed.error)
    state.onRetry()
    expect(failed.reload).toHaveBeenCalledTimes(1)
    expect(loadableShellState(item({ round: 1 }, false, new Error('offline'))).error).toBeNull()
  })
})
