import { TEXTS } from '@/config/constants'
import { LIVE_STATUS_ORDER, liveStartText, orderLives } from '@/lib/live-order'
import { countNewOnTop, refreshedText } from '@/lib/refresh-count'
import { SCROLL_HIDE, SCROLL_HIDE_START, nextScrollHide, type ScrollHideState } from '@/lib/scroll-hide'
import { timeAgo } from '@/lib/time-ago'

// Beijing wall-clock dates (the server's clock), so the tests hold in any time zone the machine runs in.
const bj = (mo: number, d: number, h = 0, mi = 0) => new Date(Date.UTC(2026, mo - 1, d, h - 8, mi))
const at = (date: Date) => date.toISOString()

describe('the 直播 tab order', () => {
  const live = (id: string, status: 'live' | 'upcoming' | 'ended', start: Date) => ({
    id,
    status,
    startTime: at(start),
  })

  it('puts lives on air first, then previews (soonest first), then replays (latest first)', () => {
    const lives = [
      live('soon-2', 'upcoming', bj(11, 27, 9)),
      live('soon-1', 'upcoming', bj(11, 25, 20)),
      live('old-replay', 'ended', bj(11, 1, 9)),
      live('on-air-early', 'live', bj(11, 25, 8)),
      live('new-replay', 'ended', bj(11, 20, 9)),
      live('on-air-late', 'live', bj(11, 25, 10)),
    ]
    expect(orderLives(lives).map((l) => l.id)).toEqual([
      'on-air-late',
      'on-air-early',
      'soon-1',
      'soon-2',
      'new-replay',
      'old-replay',
    ])
    expect(LIVE_STATUS_ORDER).toEqual(['live', 'upcoming', 'ended'])
  })

  it('keeps equal starts in their order, puts an unknown status last and returns a copy', () => {
    const same = bj(11, 25, 9)
    const lives = [{ id: 'x', status: null, startTime: at(same) }, live('b', 'live', same), live('a', 'live', same)]
    expect(orderLives(lives).map((l) => l.id)).toEqual(['b', 'a', 'x'])
    expect(lives.map((l) => l.id)).toEqual(['x', 'b', 'a'])
  })
})

describe('when a preview starts', () => {
  const now = bj(11, 25, 14, 30)

  it('names today and tomorrow by their word, later days by their date', () => {
    expect(liveStartText(at(bj(11, 25, 20)), now)).toBe('今天 20:00 开播')
    expect(liveStartText(at(bj(11, 26, 9)), now)).toBe('明天 09:00 开播')
    expect(liveStartText(at(bj(12, 3, 19, 30)), now)).toBe('12-03 19:30 开播')
    expect(liveStartText(at(new Date(Date.UTC(2027, 0, 2, 1))), now)).toBe('2027-01-02 09:00 开播')
  })

  it('never says 刚刚 for a start to come (the feed time-ago does), and reads a late start by its time', () => {
    const inTwoHours = at(bj(11, 25, 16, 30))
    expect(timeAgo(inTwoHours, now)).toBe(TEXTS.justNow)
    expect(liveStartText(inTwoHours, now)).toBe('今天 16:30 开播')
    expect(liveStartText(at(bj(11, 24, 21)), now)).toBe('昨天 21:00 开播')
    expect(liveStartText('not a date', now)).toBe('')
  })
})

describe('what a pull to refresh brought', () => {
  it('counts the items above the first one already shown', () => {
    expect(countNewOnTop(['a', 'b', 'c'], ['x', 'y', 'a', 'b'])).toBe(2)
    expect(countNewOnTop(['a', 'b'], ['a', 'b'])).toBe(0)
    expect(countNewOnTop(['a', 'b'], ['p', 'q', 'r'])).toBe(3)
    expect(countNewOnTop([], ['p'])).toBe(1)
    expect(countNewOnTop(['a'], [])).toBe(0)
  })

  it('words it as the toast says it', () => {
    expect(refreshedText(3)).toBe('为你更新了 3 条内容')
    expect(refreshedText(0)).toBe('暂无新内容')
  })
})

describe('the floating button while scrolling', () => {
  const run = (tops: number[]) =>
    tops.reduce<ScrollHideState[]>(
      (states, top) => [...states, nextScrollHide(states.at(-1)!, top)],
      [SCROLL_HIDE_START],
    )

  it('hides on the way down and shows on the way up', () => {
    const states = run([200, 400, 380, 600])
    expect(states.slice(1).map((s) => s.hidden)).toEqual([true, true, false, true])
  })

  it('ignores small moves and always shows near the top', () => {
    const down = run([300])
    expect(down[1].hidden).toBe(true)
    const jitter = nextScrollHide(down[1], 300 - (SCROLL_HIDE.minMovePx - 1))
    expect(jitter).toBe(down[1])
    expect(nextScrollHide(down[1], SCROLL_HIDE.nearTopPx).hidden).toBe(false)
  })
})
