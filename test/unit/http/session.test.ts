import { registerSessionGetter, sessionHeaders } from '@/http/session'

describe('session headers', () => {
  it('is empty until a getter is registered, and after it is removed', () => {
    expect(sessionHeaders()).toEqual({})
    const off = registerSessionGetter(() => ({ token: 't', userCode: '', cid: 'c' }))
    expect(sessionHeaders()).toEqual({ token: 't', cid: 'c' })
    off()
    expect(sessionHeaders()).toEqual({})
  })
  it('keeps a newer getter when an older one unregisters, and survives a throwing getter', () => {
    const offOld = registerSessionGetter(() => ({ token: 'old' }))
    const offNew = registerSessionGetter(() => {
      throw new Error('store not ready')
    })
    offOld()
    expect(sessionHeaders()).toEqual({})
    offNew()
    registerSessionGetter(() => null)
    expect(sessionHeaders()).toEqual({})
  })
})
