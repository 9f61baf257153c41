import { createMemoryStorage } from '@/platform/storage'
import { FollowStore } from '@/stores/follow'

const now = () => new Date(Date.UTC(2026, 10, 25, 4, 0, 0))

describe('the 我的关注 news dot', () => {
  it('goes as soon as the one account with news is opened from anywhere (a card, not only 我的关注)', () => {
    const report = jest.fn().mockResolvedValue(undefined)
    const follow = new FollowStore(createMemoryStorage(), now, { report, load: jest.fn() })
    follow.noteNews([
      { accountId: 'a', lastDynamicDate: '2026-11-25 10:00:00' },
      { accountId: 'b', lastDynamicDate: null },
    ])
    expect(follow.hasUpdate).toBe(true)
    follow.markClicked('a', 'viewer')
    expect(follow.hasUpdate).toBe(false)
    expect(report).toHaveBeenCalledWith('viewer', 'a')
  })

  it('stays while another followed account still has news', () => {
    const follow = new FollowStore(createMemoryStorage(), now)
    follow.noteNews([
      { accountId: 'a', lastDynamicDate: '2026-11-25 10:00:00' },
      { accountId: 'c', lastDynamicDate: '2026-11-25 11:00:00' },
    ])
    follow.markClicked('a')
    expect(follow.hasUpdate).toBe(true)
    follow.markClicked('c')
    expect(follow.hasUpdate).toBe(false)
  })
})
