import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Dynamic, PraiseResult } from '@shared/api'
import { api } from '@/api'
import { RequestError } from '@/http/types'
import { getPlatform } from '@/platform'
import { requireLogin } from '@/startup'
import { useSession } from '@/stores'
import type { FeedActions } from './FeedCard'
import { FeedSegment } from './FeedSegment'
import { FeedState } from './feed-state'
import { measureById } from './measure'
import { openFeedItem } from './open-feed-item'
import { usePageScrollTop } from './page-scroll'
import { FEED_TEXTS } from './texts'
import { SEGMENT_SIZE, sameRange, segmentHeight, toSegments, visibleSegmentRange, type SegmentRange } from './windowing'
import './feed.css'

export interface FeedListProps {
  /** The feed so far (pages appended in order); a new first item means a refreshed feed. */
  items: readonly Dynamic[]
  /**
   * Sends a like: `liked` is the state before the tap. Default: the like API with the session's
   * account. Login is checked before this is called.
   */
  onLike?: (item: Dynamic, liked: boolean) => Promise<PraiseResult>
  /** Opening an item; default: by pubType (lib decideOpenFeedItem), performed. */
  onOpen?: (item: Dynamic) => void
  /** Fetch live rises for the stock tags of the cards on screen (default true). */
  quotes?: boolean
  /** Items per windowing segment (default one API page). */
  segmentSize?: number
  /** A searched keyword to mark in card titles. */
  highlight?: string
  className?: string
}

/** How far beyond the viewport segments still render, as a share of the viewport height. */
const OVERSCAN_SHARE = 0.5

let listCounter = 0

/** A phone screen's height, for when the system cannot say (it only sizes the window). */
const FALLBACK_VIEWPORT_PX = 800

function windowHeight(): number {
  try {
    return Taro.getSystemInfoSync().windowHeight || FALLBACK_VIEWPORT_PX
  } catch {
    return FALLBACK_VIEWPORT_PX
  }
}

/**
 * The one feed list: cards of every kind, likes, opening, live rises on stock tags, and segment
 * windowing so a history of a thousand items keeps the page small. Pages put their PagedListFooter
 * after it and drive loading; this component only shows.
 */
export function FeedList({
  items,
  onLike,
  onOpen,
  quotes = true,
  segmentSize = SEGMENT_SIZE,
  highlight,
  className,
}: FeedListProps) {
  const session = useSession()
  const [state] = useState(() => new FeedState())
  const [listId] = useState(() => `feed-${(listCounter += 1)}`)
  const segments = useMemo(() => toSegments(items, segmentSize), [items, segmentSize])

  // Heights live in a ref (measuring must not re-render every segment); `layout` bumps when the
  // window should be recomputed because of them.
  const heights = useRef<(number | undefined)[]>([])
  // A new first item means a refreshed feed: old heights describe other cards. Reset during render
  // so this render's placeholders already use estimates; the likes (observable) in an effect.
  const firstItem = items[0]
  const measuredFor = useRef(firstItem)
  if (measuredFor.current !== firstItem) {
    measuredFor.current = firstItem
    heights.current = []
  }
  const likesFor = useRef(firstItem)
  useEffect(() => {
    if (likesFor.current === firstItem) return
    likesFor.current = firstItem
    state.forgetLikes()
  }, [firstItem, state])
  const [layout, setLayout] = useState(0)
  const listTop = useRef(0)
  const viewport = useRef(0)
  viewport.current ||= windowHeight()
  const [range, setRange] = useState<SegmentRange>({ first: 0, last: 0 })

  const counts = useMemo(() => segments.map((s) => s.length), [segments])
  const computeRange = useCallback(
    (scrollTop: number) =>
      visibleSegmentRange({
        heights: heights.current,
        counts,
        listTop: listTop.current,
        scrollTop,
        viewportHeight: viewport.current,
        overscan: viewport.current * OVERSCAN_SHARE,
      }),
    [counts],
  )
  const update = (scrollTop: number) => {
    const next = computeRange(scrollTop)
    setRange((shown) => (sameRange(shown, next) ? shown : next))
  }
  const updateRef = useRef(update)
  updateRef.current = update
  const readScrollTop = usePageScrollTop((top) => updateRef.current(top), listId)

  useEffect(() => {
    updateRef.current(readScrollTop())
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

  const sendLike = useRef(onLike)
  sendLike.current = onLike
  const openItem = useRef(onOpen)
  openItem.current = onOpen
  const actions = useMemo<FeedActions>(
    () => ({
      state,
      open: (item) => (openItem.current ? openItem.current(item) : void openFeedItem(item, session.accountId)),
      like: (item) => {
        if (!requireLogin()) return
        const send = (liked: boolean) =>
          sendLike.current
            ? sendLike.current(item, liked)
            : api.like.toggle(
                { accountId: session.accountId, token: session.token, userCode: session.userCode },
                { pubType: item.pubType, forId: item.forId },
                liked,
              )
        state.toggleLike(item, send).catch((error: unknown) => {
          // Network failures stay silent (spec 8); the count has gone back either way.
          if (!(error instanceof RequestError && error.kind === 'network')) getPlatform().toast(FEED_TEXTS.likeFailed)
        })
      },
      highlight,
    }),
    [state, session, highlight],
  )

  useLiveRises(state, segments, range, quotes)

  return (
    <View
      id={listId}
      className={`feed-list${className ? ` ${className}` : ''}`}
      data-testid="feed-list"
      data-count={items.length}
      data-window={`${range.first}-${range.last}`}
    >
      {segments.map((segment, index) => {
        const rendered = index >= range.first && index <= range.last
        return (
          <FeedSegment
            key={index}
            domId={`${listId}-s${index}`}
            index={index}
            items={segment}
            rendered={rendered}
            height={segmentHeight(heights.current[index], segment.length)}
            actions={actions}
            onMeasure={onMeasure}
          />
        )
      })}
    </View>
  )
}

/** Quotes for the stock tags of the rendered segments; each code asked once, batched by the API. */
function useLiveRises(state: FeedState, segments: Dynamic[][], range: SegmentRange, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const codes = new Set<string>()
    for (let i = Math.max(0, range.first); i <= range.last && i < segments.length; i += 1) {
      for (const item of segments[i]) for (const stock of item.stocks ?? []) codes.add(stock.code)
    }
    const fresh = state.takeUnaskedCodes(codes)
    if (fresh.length === 0) return
    api.quote
      .query(fresh)
      .then((rows) => state.setRises(rows))
      .catch(() => state.forgetCodes(fresh))
  }, [state, segments, range, enabled])
}
