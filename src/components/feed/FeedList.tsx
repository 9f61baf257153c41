import { View } from '@tarojs/components'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { openFeedItem } from '@/navigation'
import type { ReadonlyDeep } from '@/lib'
import { useDynamics, useQuotes, type DynamicEntity, type QuoteStore } from '@/stores'
import type { FeedActions } from './FeedCard'
import { FeedSegment } from './FeedSegment'
import { measureById, viewportHeight } from './measure'
import { usePageScrollTop } from './page-scroll'
import type { PlaceAnchor } from './place-anchor'
import {
  SEGMENT_SIZE,
  assignSlots,
  bridgingRange,
  maxRenderedSegments,
  sameRange,
  sameSlots,
  spacerHeights,
  toSegments,
  visibleSegmentRange,
  type SegmentRange,
} from './windowing'
import './feed.css'

export interface FeedListProps {
  /** The feed so far (pages appended in order): the dynamics store's entities, so likes show everywhere. */
  items: readonly DynamicEntity[]
  /** Opening an item; default: by pubType (lib decideOpenFeedItem), performed. */
  onOpen?: (item: DynamicEntity) => void
  /** Fetch live rises for the stock tags of the cards on screen (default true). */
  quotes?: boolean
  /** Items per windowing segment (default half an API page). */
  segmentSize?: number
  /** A searched keyword to mark in card titles. */
  highlight?: string
  className?: string
  /**
   * Where this feed was (a tab switched away and back, docs/product.md §4.21): its segments' heights and its window
   * are kept here, so it comes back drawn exactly as it was left and the page's scroll position finds the same card.
   */
  place?: FeedPlace
}

/** What a feed keeps while it is off screen. */
export interface FeedPlace {
  heights: (number | undefined)[]
  range: SegmentRange
  listTop: number
  /** The first item the heights were measured for: a refreshed feed starts over. */
  first: DynamicEntity | undefined
  /** The page's scroll position when the feed was left; null while it was never left. */
  scrollTop: number | null
  /** The card at the top of the screen when the feed was left (H5; null in the mini-program or with no card). */
  anchor: PlaceAnchor | null
}

export function newFeedPlace(): FeedPlace {
  return { heights: [], range: { first: 0, last: 0 }, listTop: 0, first: undefined, scrollTop: null, anchor: null }
}

/** How far beyond the viewport segments still render, as a share of the viewport height. */
const OVERSCAN_SHARE = 0.5
/**
 * How far ahead, the way the reader scrolls, as a share of the viewport height: past the next segment (10 cards of
 * ~150 px), so it is drawn while the reader is still in this one (the 30-card limit keeps the window to three).
 */
const AHEAD_SHARE = 4

let listCounter = 0

/** A phone screen's height, for when the system cannot say (it only sizes the window). */
const FALLBACK_VIEWPORT_PX = 800

function windowHeight(): number {
  return viewportHeight() || FALLBACK_VIEWPORT_PX
}

/**
 * The mini-program recycles the places its segments are drawn in (see assignSlots); H5 keys them by segment, so
 * the document's order stays the reading order (a screen reader reads it, not the flex order). A constant in a
 * build (the target is written in); read per render so a test can play either target.
 */
const recyclesPlaces = () => process.env.TARO_ENV === 'weapp'

/**
 * The one feed list: cards of every kind, likes, opening, live rises on stock tags, and segment
 * windowing so a history of thousands of items keeps the page as small as a history of one page.
 * Pages put their PagedListFooter after it and drive loading; this component only shows.
 */
export function FeedList({
  items,
  onOpen,
  quotes: withQuotes = true,
  segmentSize = SEGMENT_SIZE,
  highlight,
  className,
  place,
}: FeedListProps) {
  const quotes = useQuotes()
  const [listId] = useState(() => `feed-${(listCounter += 1)}`)
  const segments = useMemo(() => toSegments(items, segmentSize), [items, segmentSize])
  const maxSegments = maxRenderedSegments(segmentSize)
  const { range, heights, onMeasure, restored } = useSegmentWindow(listId, segments, items[0], maxSegments, place)
  // A feed back at a kept place draws its window whole at first, so it stands where it was left.
  const firstDraw = useRef(true)
  useEffect(() => {
    firstDraw.current = false
  }, [])
  const actions = useFeedActions(onOpen, highlight)
  useLiveRises(quotes, segments, range, withQuotes)

  // The range can be ahead of the segments for one render (a refreshed, shorter feed): only what exists is drawn.
  const shown = { first: range.first, last: Math.min(range.last, segments.length - 1) }
  const room = spacerHeights(
    heights,
    segments.map((s) => s.length),
    shown,
  )
  const slots = useRef<(number | null)[]>([])
  const recycled = recyclesPlaces()
  const places = recycled ? assignSlots(slots.current, shown, maxSegments) : indexesOf(shown)
  if (!sameSlots(slots.current, places)) slots.current = places
  const classes = ['feed-list', recycled ? 'feed-list--recycled' : '', className ?? ''].filter(Boolean)

  return (
    <View
      id={listId}
      className={classes.join(' ')}
      data-testid="feed-list"
      data-count={items.length}
      data-window={`${range.first}-${range.last}`}
    >
      <View className="feed-list__spacer feed-list__spacer--above" style={{ height: `${room.above}px` }} />
      {slots.current.map((index, place) => (
        <FeedSegment
          key={recycled ? `place-${place}` : `segment-${index}`}
          domId={index === null ? `${listId}-p${place}` : `${listId}-s${index}`}
          index={index ?? -1}
          firstItem={(index ?? 0) * segmentSize}
          items={index === null ? NO_ITEMS : segments[index]}
          order={recycled && index !== null ? index : undefined}
          actions={actions}
          onMeasure={onMeasure}
          knownHeight={index === null ? undefined : heights[index]}
          atOnce={restored && firstDraw.current}
          withPageStart={firstDraw.current}
        />
      ))}
      <View className="feed-list__spacer feed-list__spacer--below" style={{ height: `${room.below}px` }} />
    </View>
  )
}

/** Opening (the page's own, else by pubType) and liking, the same object while the page and keyword stay. */
function useFeedActions(onOpen: FeedListProps['onOpen'], highlight: string | undefined): FeedActions {
  const dynamics = useDynamics()
  const openItem = useRef(onOpen)
  openItem.current = onOpen
  return useMemo<FeedActions>(
    () => ({
      open: (item) =>
        openItem.current ? openItem.current(item) : void openFeedItem(item, (id) => dynamics.articleInfo(id)),
      like: (item) => void dynamics.toggleLike(item),
      highlight,
    }),
    [dynamics, highlight],
  )
}

/**
 * Which segments are drawn: from the page's scroll position, the list's place on the page and the segments'
 * measured heights (windowing.ts). Returns the range, the heights so far and the callback segments measure into.
 */
function useSegmentWindow(
  listId: string,
  segments: readonly (readonly DynamicEntity[])[],
  firstItem: DynamicEntity | undefined,
  maxSegments: number,
  place: FeedPlace | undefined,
) {
  // A feed coming back to where it was left starts from what it kept (heights, window, place on the page).
  const [kept] = useState(() => (place && place.first === firstItem && place.scrollTop !== null ? place : null))
  // Heights live in a ref (measuring must not re-render every segment); `layout` bumps when the
  // window should be recomputed because of them.
  const heights = useRef<(number | undefined)[]>(kept?.heights ?? [])
  // A new first item means a refreshed feed: old heights describe other cards. Reset during render
  // so this render's spacers already use estimates.
  const measuredFor = useRef(firstItem)
  if (measuredFor.current !== firstItem) {
    measuredFor.current = firstItem
    heights.current = []
  }
  const [layout, setLayout] = useState(0)
  const listTop = useRef(kept?.listTop ?? 0)
  const viewport = useRef(0)
  viewport.current ||= windowHeight()
  const [range, setRange] = useState<SegmentRange>(kept?.range ?? { first: 0, last: 0 })
  if (place) Object.assign(place, { heights: heights.current, range, listTop: listTop.current, first: firstItem })
  const counts = useMemo(() => segments.map((s) => s.length), [segments])
  // Which way the reader last moved: the segments drawn ahead are the ones they are scrolling towards.
  const motion = useRef<{ top: number; direction: 1 | -1 }>({ top: 0, direction: 1 })
  const computeRange = (scrollTop: number) =>
    visibleSegmentRange({
      heights: heights.current,
      counts,
      listTop: listTop.current,
      scrollTop,
      viewportHeight: viewport.current,
      overscan: viewport.current * OVERSCAN_SHARE,
      maxSegments,
      direction: motion.current.direction,
      ahead: viewport.current * AHEAD_SHARE,
    })
  const moveTo = useDeferredRange(range, setRange, !recyclesPlaces())
  const update = (scrollTop: number, scrolled = false) => {
    if (scrollTop !== motion.current.top)
      motion.current = { top: scrollTop, direction: scrollTop > motion.current.top ? 1 : -1 }
    const next = computeRange(scrollTop)
    if (scrolled) moveTo(next)
    else setRange((shown) => (sameRange(shown, next) ? shown : next))
  }
  const updateRef = useRef(update)
  updateRef.current = update
  const readScrollTop = usePageScrollTop((top) => updateRef.current(top, true), listId)

  // A kept window is already right for the place the page scrolls back to: its first reading comes from the scroll.
  const skipFirst = useRef(kept !== null)
  useEffect(() => {
    if (skipFirst.current) skipFirst.current = false
    else updateRef.current(readScrollTop())
  }, [counts, layout, readScrollTop])

  // Where the list starts on the page. Sections above it (home page) may arrive after the first
  // page, so it is measured again whenever a page is added.
  useEffect(() => {
    measureById(listId, (box) => {
      if (!box || !Number.isFinite(box.pageTop) || Math.abs(box.pageTop - listTop.current) < 1) return
      listTop.current = box.pageTop
      setLayout((n) => n + 1)
    })
  }, [listId, segments.length])

  const onMeasure = useCallback((index: number, height: number) => {
    if (Math.abs((heights.current[index] ?? 0) - height) < 1) return
    heights.current[index] = height
    setLayout((n) => n + 1)
  }, [])
  return { range, heights: heights.current, onMeasure, restored: kept !== null }
}

/**
 * A window moved by scrolling is drawn in a task of its own: in the frame that scrolls, the browser still has the
 * page to lay out and paint, and the two together were the long tasks of a fast scroll on a slow phone. With
 * `bridged` (H5), a move that gains a segment and leaves one takes two tasks: the new segment's first cards are drawn
 * while the one left still stands, and the one left goes in the next task. Drawing the one and removing the other
 * in a single task, each with its layout, made the longest tasks of a fling (docs/product.md §2.9). The
 * mini-program's places are fixed in number, one more would not fit, and its setData is one either way.
 */
function useDeferredRange(
  range: SegmentRange,
  setRange: (next: SegmentRange) => void,
  bridged: boolean,
): (next: SegmentRange) => void {
  const shown = useRef(range)
  shown.current = range
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => void (pending.current !== null && clearTimeout(pending.current)), [])
  return useCallback(
    (next: SegmentRange) => {
      const later = (task: () => void) => {
        pending.current = setTimeout(() => {
          pending.current = null
          task()
        }, 0)
      }
      if (pending.current !== null) clearTimeout(pending.current)
      pending.current = null
      if (sameRange(shown.current, next)) return
      later(() => {
        const bridge = bridged ? bridgingRange(shown.current, next) : null
        setRange(bridge ?? next)
        if (bridge) later(() => setRange(next))
      })
    },
    [setRange, bridged],
  )
}

const NO_ITEMS: readonly DynamicEntity[] = []

function indexesOf(range: SegmentRange): number[] {
  const indexes: number[] = []
  for (let i = range.first; i <= range.last; i += 1) indexes.push(i)
  return indexes
}

/** Quotes for the stock tags of the rendered segments; the quote store asks each code once a minute. */
function useLiveRises(
  quotes: ReadonlyDeep<QuoteStore>,
  segments: DynamicEntity[][],
  range: SegmentRange,
  enabled: boolean,
) {
  useEffect(() => {
    if (!enabled) return
    const codes = new Set<string>()
    for (let i = Math.max(0, range.first); i <= range.last && i < segments.length; i += 1) {
      for (const item of segments[i]) for (const stock of item.stocks ?? []) codes.add(stock.code)
    }
    quotes.request(codes)
  }, [quotes, segments, range, enabled])
}
