import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { isNavBarHidden } from '@shared/nav-bar'
import { useNavBarLayout } from '@/hooks/useNavBarLayout'
import { usePageShown, useRouteInfo } from '@/hooks'
import { useFreshness, type DynamicEntity, type PagedList } from '@/stores'
import { Badge } from '@/components/kit'
import { FEED_TEXTS } from './texts'
import './fresh-pill.css'

/**
 * How many items were written into the list's feed since it loaded (0 for a list of no such feed), watching the feed
 * while the page is the one on screen. Read it inside an observer.
 */
export function useFreshCount(list: PagedList<DynamicEntity>): number {
  const fresh = useFreshness()
  const shown = usePageShown()
  useEffect(() => (shown ? fresh.watch(list) : undefined), [fresh, list, shown])
  return fresh.count(list)
}

/** A dot while the list's feed has new items: the app home's way into the community says so (docs/product.md §4.20). */
export const NewItemsDot = observer(function NewItemsDot({ list }: { list: PagedList<DynamicEntity> }) {
  return useFreshCount(list) > 0 ? <Badge dot /> : null
})

/** Room between the pill and what is above it (the navigation bar, or the status area without one). */
const GAP_PX = 8

/**
 * "N 条新动态" over the top of a feed while items written since it loaded wait (docs/product.md §4.20). It floats
 * over the page, so it appearing or going moves nothing; a tap puts the new items on top of the list and scrolls
 * there. The feed is watched only while its page is the one on screen.
 */
export const NewItemsPill = observer(function NewItemsPill({ list }: { list: PagedList<DynamicEntity> }) {
  const fresh = useFreshness()
  const count = useFreshCount(list)
  const layout = useNavBarLayout()
  const { params } = useRouteInfo()
  const busy = useRef(false)
  if (count === 0) return null
  const bar = isNavBarHidden(params) ? '0px' : `${layout.barHeight}px`
  const tap = () => {
    if (busy.current) return
    busy.current = true
    fresh
      .showNew(list)
      .then(() => Taro.pageScrollTo({ scrollTop: 0, duration: 0 }))
      .catch(() => undefined)
      .finally(() => (busy.current = false))
  }
  return (
    <View
      className="fresh-pill"
      data-testid="fresh-pill"
      data-count={count}
      role="button"
      style={{ top: `calc(${layout.statusBar} + ${bar} + ${GAP_PX}px)` }}
      onClick={tap}
    >
      <Text className="fresh-pill__text">{`${count} ${FEED_TEXTS.freshItems}`}</Text>
    </View>
  )
})
