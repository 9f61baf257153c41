import type { Dynamic } from '@shared/api'
import { ESTIMATED_CARD_HEIGHT_PX, toSegments, visibleSegmentRange } from '@/components/feed'
import { assignSlots, bridgingRange, maxRenderedSegments, spacerHeights } from '@/components/feed/windowing'
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
  it('cuts items into segments of half an API page', () => {
    expect(toSegments(Array.from({ length: 45 }, (_, i) => i)).map((s) => s.length)).toEqual([10, 10, 10, 10, 5])
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

describe('a bounded window', () => {
  it('renders at most thirty cards whatever the viewport (two segments at least): the run that shows most of it', () => {
    expect(maxRenderedSegments(10)).toBe(3)
    expect(maxRenderedSegments(5)).toBe(6)
    expect(maxRenderedSegments(20)).toBe(2)
    expect(maxRenderedSegments(100)).toBe(2)
    // Segments of 300 px; the viewport is 1000-1800 px into the list, 600-2200 with its overscan: six meet that.
    const short = { ...input(1200, 20), heights: Array.from({ length: 20 }, () => 300), maxSegments: 2 }
    expect(visibleSegmentRange({ ...short, maxSegments: undefined })).toEqual({ first: 2, last: 7 })
    // Of the viewport, 3 (900-1200) shows 200 px, 4 and 5 300 px each: 4-5 are drawn.
    expect(visibleSegmentRange(short)).toEqual({ first: 4, last: 5 })
  })

  it('draws the segment the reader is scrolling towards before it shows: below going down, above going up', () => {
    // Segments of 1000 px; the viewport (800 px) is inside segment 2 (2000-3000 px into the list).
    const inside = { ...input(2300, 6), overscan: 100, ahead: 1200, maxSegments: 2 }
    expect(visibleSegmentRange({ ...inside, direction: 1 })).toEqual({ first: 2, last: 3 })
    expect(visibleSegmentRange({ ...inside, direction: -1 })).toEqual({ first: 1, last: 2 })
    // Without a direction the reader is taken to be going down; without `ahead`, only the overscan counts.
    expect(visibleSegmentRange({ ...inside, direction: undefined })).toEqual({ first: 2, last: 3 })
    expect(visibleSegmentRange({ ...inside, ahead: undefined })).toEqual({ first: 2, last: 2 })
  })

  it('keeps the room of the segments it does not draw in one spacer above and one below', () => {
    const counts = [20, 20, 20, 20, 5]
    const heights = [1000, undefined, 900, 1100]
    expect(spacerHeights(heights, counts, { first: 2, last: 3 })).toEqual({
      above: 1000 + 20 * ESTIMATED_CARD_HEIGHT_PX,
      below: 5 * ESTIMATED_CARD_HEIGHT_PX,
    })
    expect(spacerHeights(heights, counts, { first: 0, last: 4 })).toEqual({ above: 0, below: 0 })
  })

  it('moves segments through fixed places: one still wanted keeps its place, a new one takes the freed place', () => {
    expect(assignSlots([], { first: 0, last: 0 }, 2)).toEqual([0, null])
    expect(assignSlots([0, null], { first: 0, last: 1 }, 2)).toEqual([0, 1])
    expect(assignSlots([0, 1], { first: 1, last: 2 }, 2)).toEqual([2, 1])
    expect(assignSlots([2, 1], { first: 2, last: 3 }, 2)).toEqual([2, 3])
    // A jump far away refills every place; scrolling back up works the same way.
    expect(assignSlots([2, 3], { first: 40, last: 41 }, 2)).toEqual([40, 41])
    expect(assignSlots([40, 41], { first: 39, last: 40 }, 2)).toEqual([40, 39])
    expect(assignSlots([40, 39], { first: 0, last: -1 }, 2)).toEqual([null, null])
  })
})

describe('a window moved in two tasks (H5)', () => {
  it('bridges a move that gains segments and leaves others, one segment more than the next window at most', () => {
    expect(bridgingRange({ first: 0, last: 2 }, { first: 1, last: 3 })).toEqual({ first: 0, last: 3 })
    expect(bridgingRange({ first: 4, last: 6 }, { first: 3, last: 5 })).toEqual({ first: 3, last: 6 })
  })

  it('moves at once what only gains, only leaves, or jumps further than a segment', () => {
    expect(bridgingRange({ first: 0, last: 0 }, { first: 0, last: 2 })).toBeNull()
    expect(bridgingRange({ first: 0, last: 2 }, { first: 1, last: 2 })).toBeNull()
    expect(bridgingRange({ first: 0, last: 2 }, { first: 2, last: 4 })).toBeNull()
    expect(bridgingRange({ first: 0, last: 2 }, { first: 10, last: 12 })).toBeNull()
  })
})

describe('segment memo', () => {
  const items = [dynamic('1'), dynamic('2')]
  const actions = {} as FeedSegmentProps['actions']
  const onMeasure = () => undefined
  const props = (over: Partial<FeedSegmentProps> = {}): FeedSegmentProps => ({
    domId: 's0',
    index: 0,
    firstItem: 0,
    items,
    actions,
    onMeasure,
    ...over,
  })

  it('an old segment with the same items (a new slice) does not re-render when a page is appended', () => {
    expect(sameSegment(props(), props({ items: [...items] }))).toBe(true)
    expect(sameSegment(props(), props({ items: [items[0], dynamic('3')] }))).toBe(false)
    // A mini-program place that now holds another segment, or is laid out elsewhere.
    expect(sameSegment(props(), props({ index: 1, domId: 's1' }))).toBe(false)
    expect(sameSegment(props({ order: 0 }), props({ order: 1 }))).toBe(false)
    // Its cards' places in the feed changed (a mini-program place that holds another segment of the same items).
    expect(sameSegment(props({ firstItem: 0 }), props({ firstItem: 10 }))).toBe(false)
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
