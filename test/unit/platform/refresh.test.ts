import { createEmitter } from '@/platform/emitter'
import { createRefreshRegistry, runRefreshOnVisible } from '@/platform/refresh'
import type { PlatformEvents } from '@/platform/types'

describe('refresh registry', () => {
  it('runs the registered callback once per registration on page visible', () => {
    const events = createEmitter<PlatformEvents>()
    const registry = createRefreshRegistry()
    runRefreshOnVisible(events, registry)
    const refresh = jest.fn()
    registry.register(refresh)
    events.emit('pageVisible', undefined)
    events.emit('pageVisible', undefined)
    expect(refresh).toHaveBeenCalledTimes(1)
  })
  it('keeps only the latest callback and lets its owner remove it', () => {
    const registry = createRefreshRegistry()
    const first = jest.fn()
    const second = jest.fn()
    const offFirst = registry.register(first)
    const offSecond = registry.register(second)
    offFirst() // no longer current: must not remove the second
    expect(registry.runOnce()).toBe(true)
    expect(second).toHaveBeenCalledTimes(1)
    expect(first).not.toHaveBeenCalled()
    registry.register(first)
    offSecond()
    expect(registry.runOnce()).toBe(true)
    const third = jest.fn()
    const offThird = registry.register(third)
    offThird()
    expect(registry.runOnce()).toBe(false)
  })
})
