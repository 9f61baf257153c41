/** The app's session, made once: in a task of its own after the app's modules on H5, or sooner if it is needed. */
import { madeOnce } from '@/app-session/made-once'
import { inNextTask } from '@/lib/idle'

/** Settles every promise already resolved, within the current task. */
const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}
const laterTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('madeOnce', () => {
  it('makes the value when its scheduled task runs, and only then', () => {
    const runs: (() => void)[] = []
    const make = jest.fn(() => ({ stores: 'made' }))
    const get = madeOnce(make, (run) => runs.push(run))
    expect(make).not.toHaveBeenCalled()
    runs[0]()
    expect(make).toHaveBeenCalledTimes(1)
    expect(get()).toEqual({ stores: 'made' })
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('makes the value at its first need when that comes before the task, and not again in the task', () => {
    const runs: (() => void)[] = []
    const make = jest.fn(() => ({}))
    const get = madeOnce(make, (run) => runs.push(run))
    const first = get()
    runs[0]()
    expect(make).toHaveBeenCalledTimes(1)
    expect(get()).toBe(first)
  })

  it('made at once when the schedule runs it at once (the mini-program)', () => {
    const make = jest.fn(() => 1)
    madeOnce(make, (run) => run())
    expect(make).toHaveBeenCalledTimes(1)
  })
})

describe('inNextTask', () => {
  it("runs after the current task and its promises, before what is posted after it (the router's start)", async () => {
    const order: string[] = []
    inNextTask(() => order.push('session'))
    // Awaited by its own run, not by a timer: Node delivers a posted message and a due timer in either order.
    const routerRan = new Promise<void>((resolve) =>
      inNextTask(() => {
        order.push('router')
        resolve()
      }),
    )
    void Promise.resolve().then(() => order.push('microtask'))
    expect(order).toEqual([])
    await microtasks()
    expect(order).toEqual(['microtask'])
    await routerRan
    expect(order).toEqual(['microtask', 'session', 'router'])
  })

  it('falls back to a timer where there is no MessageChannel', async () => {
    const channel = globalThis.MessageChannel
    Object.assign(globalThis, { MessageChannel: undefined })
    try {
      const run = jest.fn()
      inNextTask(run)
      await microtasks()
      expect(run).not.toHaveBeenCalled()
      await laterTask()
      expect(run).toHaveBeenCalledTimes(1)
    } finally {
      Object.assign(globalThis, { MessageChannel: channel })
    }
  })
})
