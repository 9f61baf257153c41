import { autorun } from 'mobx'
import { createMemoryStorage } from '@/platform/storage'
import { SESSION_KEYS, SessionStore } from '@/stores/session'

describe('SessionStore', () => {
  it('restores the persisted identity, reading absent-looking values as empty', () => {
    const storage = createMemoryStorage()
    storage.set('accountId', '1001')
    storage.set('token', 'null')
    storage.set('userCode', 'uc')
    storage.set('loginStatusChange', 'true')
    const session = new SessionStore(storage)
    expect(session).toMatchObject({ accountId: '1001', token: '', userCode: 'uc', loginStatusChange: true })
    expect(session.loggedIn).toBe(true)
  })

  it('persists account fields to the docs/product.md §3.2 session keys and clears absent ones', () => {
    const storage = createMemoryStorage()
    const session = new SessionStore(storage)
    session.setAccount({ accountId: '1001', token: 't', userCode: '0', cid: 'c', fundaccount: 'enc' })
    expect([SESSION_KEYS.accountId, 'token', 'userCode', 'cid', 'fundaccount'].map((k) => storage.get(k))).toEqual([
      '1001',
      't',
      null,
      'c',
      'enc',
    ])
    expect(session.headers).toEqual({ token: 't', userCode: '', cid: 'c' })
    session.setAccount({ token: '' })
    expect(storage.get('token')).toBeNull()
    expect(session.loggedIn).toBe(false)
  })

  it('takes over the native account info without wiping what the app left empty', () => {
    const session = new SessionStore(createMemoryStorage())
    session.setAccount({ cid: 'old-cid' })
    session.applyNativeAccount({
      account: '7',
      token: 't7',
      userCode: 'u7',
      fundaccount: 'f',
      nickName: 'Ann',
      avatar_path: '/a.png',
      deviceId: 'd',
      appVersion: '9.65',
    })
    expect(session).toMatchObject({
      accountId: '7',
      token: 't7',
      userCode: 'u7',
      fundaccount: 'f',
      cid: 'old-cid',
      deviceId: 'd',
      appVersion: '9.65',
    })
    expect(session.userInfo).toEqual({ nickName: 'Ann', avatar: '/a.png' })
    session.applyNativeAccount({ account: '0', cid: 'new-cid' })
    expect(session.accountId).toBe('7')
    expect(session.cid).toBe('new-cid')
    session.setUserInfo({ nickName: 'Bo' })
    expect(session.userInfo).toEqual({ nickName: 'Bo', avatar: '/a.png' })
  })

  it('records client info', () => {
    const session = new SessionStore(createMemoryStorage())
    session.setClientInfo({ clientType: 'android', appVersion: '9.65', cid: 'c', deviceId: 'd' })
    expect(session).toMatchObject({ clientType: 'android', appVersion: '9.65', cid: 'c', deviceId: 'd' })
    session.setClientInfo({})
    expect(session.clientType).toBe('android')
  })

  it('applies the app login update and flags a login that arrived without a token', () => {
    const storage = createMemoryStorage()
    const session = new SessionStore(storage)
    expect(session.applyLoginUpdate('0', 't')).toBe(false)
    expect(session.applyLoginUpdate('7', '')).toBe(false)
    expect(session.applyLoginUpdate('7', 't')).toBe(true)
    expect(session.loginStatusChange).toBe(true)
    expect(storage.get('loginStatusChange')).toBe('1')
    session.setLoginStatusChange(false)
    session.applyLoginUpdate('8', 't2')
    expect(session.loginStatusChange).toBe(false)
    expect(session.accountId).toBe('8')
  })

  it('accepts numeric ids and clears on logout', () => {
    const storage = createMemoryStorage()
    const session = new SessionStore(storage)
    session.setAccount({ accountId: 42 as unknown as string, token: 't' })
    session.setUserInfo({ nickName: 'A', avatar: 'p' })
    session.setClientInfo({ clientType: 'ios' })
    session.setLoginStatusChange(true)
    session.clear()
    expect(session).toMatchObject({ accountId: '', token: '', clientType: 'ios', loginStatusChange: false })
    expect(session.userInfo).toEqual({ nickName: '', avatar: '' })
    expect(storage.get('accountId')).toBeNull()
  })

  it('is observable', () => {
    const session = new SessionStore(createMemoryStorage())
    const seen: boolean[] = []
    autorun(() => seen.push(session.loggedIn))
    session.setAccount({ accountId: '1', userCode: 'u' })
    expect(seen).toEqual([false, true])
  })
})
