import { findRoute } from '@/config/routes'
import { analyticsPageName, viewDurationMs } from '@/analytics/page-name'
import { installAnalyticsRecorder, sendEvent } from '@/analytics/sink'
import * as sink from '@/analytics/sink'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }))

const entry = (path: string) => {
  const found = findRoute(path)
  if (!found) throw new Error(path)
  return found
}

describe('analyticsPageName', () => {
  it('appends the code-parameter ids to the page code', () => {
    expect(analyticsPageName(entry('monetary_circle/circle/circle'), { circleId: '88' })).toBe('circle-detail88')
    expect(analyticsPageName(entry('topics/topicPage/index'), { topicId: '7', other: 'x' })).toBe('topic-detail7')
    expect(analyticsPageName(entry('community/articleDetail/index'), { articleId: '5', source: 'post' })).toBe(
      'article-detail5post',
    )
    expect(analyticsPageName(entry('community/hotFund/index'), { lookUserId: 'u1' })).toBe('hot-fund' + 'u1')
  })

  it('skips missing ids and pages without code parameters', () => {
    expect(analyticsPageName(entry('monetary_circle/circle/circle'), {})).toBe('circle-detail')
    expect(analyticsPageName(entry('community/search/index'), { q: 'x' })).toBe('search')
  })
})

describe('viewDurationMs', () => {
  it('is never negative', () => {
    expect(viewDurationMs(1000, 4500)).toBe(3500)
    expect(viewDurationMs(5000, 4000)).toBe(0)
  })
})

describe('sink', () => {
  it('sends nothing under test unless a recorder is installed', () => {
    const record = jest.fn()
    sendEvent('htPageViewDuration', { pageName: 'search', duration: 1 })
    const uninstall = installAnalyticsRecorder(record)
    sink.sendEvent('htPageViewDuration', { pageName: 'search', duration: 2 })
    uninstall()
    sink.sendEvent('htPageViewDuration', { pageName: 'search', duration: 3 })
    expect(record).toHaveBeenCalledTimes(1)
    expect(record).toHaveBeenCalledWith('htPageViewDuration', { pageName: 'search', duration: 2 })
  })
})
