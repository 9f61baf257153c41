import { createEmitter } from '@/platform/emitter'

interface Events {
  ping: number
  done: undefined
}

describe('createEmitter', () => {
  it('delivers to subscribers until they unsubscribe', () => {
    const events = createEmitter<Events>()
    const seen: number[] = []
    const off = events.on('ping', (n) => seen.push(n))
    events.emit('ping', 1)
    off()
    events.emit('ping', 2)
    expect(seen).toEqual([1])
  })
  it('once runs a handler a single time', () => {
    const events = createEmitter<Events>()
    const handler = jest.fn()
    events.once('done', handler)
    events.emit('done', undefined)
    events.emit('done', undefined)
    expect(handler).toHaveBeenCalledTimes(1)
  })
  it('keeps delivering when one handler throws', () => {
    const onError = jest.fn()
    const events = createEmitter<Events>(onError)
    const after = jest.fn()
    events.on('ping', () => {
      throw new Error('boom')
    })
    events.on('ping', after)
    events.emit('ping', 3)
    expect(after).toHaveBeenCalledWith(3)
    expect(onError).toHaveBeenCalledWith(expect.any(Error))
  })
  it('reports handler errors to the console by default', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const events = createEmitter<Events>()
    events.on('ping', () => {
      throw new Error('boom')
    })
    events.emit('ping', 1)
    events.emit('done', undefined)
    expect(spy).toHaveBeenCalledTimes(1)
    spy.mockRestore()
  })
})
