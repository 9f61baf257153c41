import { createMemoryStorage } from '@/platform/storage'
import { FOLLOW_STORAGE_KEY, FollowStore } from '@/stores/follow'

// Beijing time, the clock the follow state's timestamps are written on.
const fixedNow = () => new Date(Date.parse('2026-11-22T12:30:05+08:00'))

describe('FollowStore', () => {
  it('shows news when the item is newer than the last click, or when never clicked', () => {
    const follow = new FollowStore(createMemoryStorage(), fixedNow)
    expect(follow.hasNews('a', '2026-11-22 10:00:00')).toBe(true)
    follow.markClicked('a')
    expect(follow.lastUpdateDate.a).toBe('20261122123005')
    expect(follow.hasNews('a', '2026-11-22 10:00:00')).toBe(false)
    expect(follow.hasNews('a', '2026-11-22 12:30:06')).toBe(true)
  })

  it('persists clicks locally and restores them, ignoring corrupt entries', () => {
    const storage = createMemoryStorage()
    new FollowStore(storage, fixedNow).markClicked('a')
    expect(JSON.parse(storage.get(FOLLOW_STORAGE_KEY) as string)).toEqual({ a: '20261122123005' })
    expect(new FollowStore(storage).lastUpdateDate).toEqual({ a: '20261122123005' })
    storage.set(FOLLOW_STORAGE_KEY, '{broken')
    expect(new FollowStore(storage).lastUpdateDate).toEqual({})
    storage.set(FOLLOW_STORAGE_KEY, '[1]')
    expect(new FollowStore(storage).lastUpdateDate).toEqual({})
    storage.set(FOLLOW_STORAGE_KEY, JSON.stringify({ a: 'garbage', b: '20261101000000', '': '20261101000000', c: {} }))
    expect(new FollowStore(storage).lastUpdateDate).toEqual({ b: '20261101000000' })
  })

  it('reports a click when asked and ignores report failures', async () => {
    const send = jest.fn((_viewer: string, _to: string) => Promise.reject(new Error('offline')))
    const follow = new FollowStore(createMemoryStorage(), fixedNow, { load: jest.fn(), report: send })
    follow.markClicked('b', 'me')
    follow.markClicked('c', '')
    follow.markClicked('')
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith('me', 'b')
    await Promise.resolve()
    expect(Object.keys(follow.lastUpdateDate)).toEqual(['b', 'c'])
  })

  it('loads the server map, keeping the later time per account', async () => {
    const follow = new FollowStore(createMemoryStorage(), fixedNow)
    follow.markClicked('a')
    const loader = jest.fn(() => Promise.resolve({ a: '2026-11-01 00:00:00', b: '2026-11-20 08:00:00' }))
    await expect(follow.load('me', loader)).resolves.toBe(true)
    expect(loader).toHaveBeenCalledWith('me')
    expect(follow.lastUpdateDate).toEqual({ a: '20261122123005', b: '20261120080000' })
    follow.mergeLastUpdateDates({ a: '2026-11-23 00:00:00' })
    expect(follow.lastUpdateDate.a).toBe('20261123000000')
    await expect(follow.load('me', () => Promise.reject(new Error('x')))).resolves.toBe(false)
    await expect(follow.load('', loader)).resolves.toBe(false)
    follow.mergeLastUpdateDates(null)
    expect(Object.keys(follow.lastUpdateDate)).toHaveLength(2)
  })

  it('carries the has-update flag', () => {
    const follow = new FollowStore(createMemoryStorage())
    follow.setHasUpdate(true)
    expect(follow.hasUpdate).toBe(true)
    follow.markClicked('x')
    expect(follow.lastUpdateDate.x).toMatch(/^\d{14}$/)
  })
})
