import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { isNavBarHidden } from '@shared/nav-bar'
import { useNavBarLayout } from '@/hooks/useNavBarLayout'
import { useRouteInfo } from '@/hooks'
import { useFreshness, type DynamicEntity, type PagedList } from '@/stores'
import { useFreshCount } from './NewItemsDot'
import { FEED_TEXTS } from './texts'
import './fresh-pill.css'

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
