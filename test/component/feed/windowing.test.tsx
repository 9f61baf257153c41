import type { Dynamic } from '@shared/api'
import { ESTIMATED_CARD_HEIGHT_PX, toSegments, visibleSegmentRange } from '@/components/feed'
import { phonePlatform } from '@/navigation'
import { liveToDynamic } from '@/stores/live-dynamic'
import { sameSegment, type FeedSegmentProps } from '@/components/feed/FeedSegment'
import { cardKind, cardModel } from '@/components/feed/card-model'
import { dynamic } from '../pages/follow/page-harness'

const input = (scrollTop: number, segments = 5) => ({
  heights: Array.from({ length: segments }, () => 1000),
  counts: Array.from({ length: segments }, () => 20),
  listTop: 200,
  scrollTop,
  viewportHeight: 800,
  overscan: 400,
})

describe('windowing arithmetic', () => {
  it('cuts items into pages of 20', () => {
    expect(toSegments(Array.from({ length: 45 }, (_, i) => i)).map((s) => s.length)).toEqual([20, 20, 5])
  })

  it('picks the segments that meet the viewport and its overscan', () => {
    expect(visibleSegmentRange(input(0))).toEqual({ first: 0, last: 0 })
    expect(visibleSegmentRange(input(1500))).toEqual({ first: 0, last: 2 })
    expect(visibleSegmentRange(input(2600))).toEqual({ first: 2, last: 3 })
  })

  it('past the end shows the last segment; unmeasured segments use the estimate', () => {
    expect(visibleSegmentRange(input(1e7))).toEqual({ first: 4, last: 4 })
    const estimated = { ...input(0), heights: [], listTop: 0, overscan: 0, viewportHeight: 1 }
    expect(visibleSegmentRange({ ...estimated, scrollTop: 20 * ESTIMATED_CARD_HEIGHT_PX + 1 })).toEqual({
      first: 1,
      last: 1,
    })
    expect(visibleSegmentRange({ ...estimated, counts: [] })).toEqual({ first: 0, last: -1 })
  })
})

describe('segment memo', () => {
  const items = [dynamic('1'), dynamic('2')]
  const actions = {} as FeedSegmentProps['actions']
  const onMeasure = () => undefined
  const props = (over: Partial<FeedSegmentProps> = {}): FeedSegmentProps => ({
    domId: 's0',
    index: 0,
    items,
    rendered: true,
    height: 100,
    actions,
    onMeasure,
    ...over,
  })

  it('an old segment with the same items (a new slice) does not re-render when a page is appended', () => {
    expect(sameSegment(props(), props({ items: [...items] }))).toBe(true)
    expect(sameSegment(props(), props({ items: [items[0], dynamic('3')] }))).toBe(false)
    expect(sameSegment(props(), props({ rendered: false }))).toBe(false)
    expect(sameSegment(props({ rendered: false }), props({ rendered: false, height: 100 }))).toBe(true)
    expect(sameSegment(props({ rendered: false }), props({ rendered: false, height: 120 }))).toBe(false)
  })
})

describe('card model', () => {
  it('maps pubType and the news flag to a kind', () => {
    const kinds = [1, 2, 3, 4, 5, 6, 7, 8].map((pubType) => cardKind({ pubType, isNews: 0 } as Dynamic))
    expect(kinds).toEqual(['outside', 'article', 'live', 'link', 'post', 'shortVideo', 'stockComment', 'news'])
    expect(cardKind({ pubType: 2, isNews: 1 } as Dynamic)).toBe('news')
  })

  it('does not repeat a summary equal to the title; lives from the live list have no like', () => {
    expect(cardModel(dynamic('1', { title: '同样', summary: '同样' })).summary).toBe('')
    expect(cardModel(dynamic('1', { forId: '' })).likeable).toBe(false)
  })
})

describe('open environment and live items', () => {
  it('reads the phone platform from system info names', () => {
    expect(['iOS', 'android', 'devtools', ''].map(phonePlatform)).toEqual(['ios', 'android', 'other', 'other'])
  })

  it('shows a live of the live list as a live card with nothing to like', () => {
    const item = liveToDynamic({
      webinarId: 'W9',
      title: '直播九',
      cover: '/c.png',
      accountId: 'a1',
      author: { nickName: '主播', avatar: '', kind: 'org' },
      startTime: '2026-11-22 10:00:00',
      endTime: null,
      status: 'upcoming',
      supplier: 3,
      openType: 1,
      viewCount: 1,
      appointed: false,
      linkUrl: null,
    })
    const model = cardModel(item)
    expect(model.kind).toBe('live')
    expect(model.badge).toBe('预告')
    expect(model.likeable).toBe(false)
    expect(model.images).toEqual(['/c.png'])
  })
})
