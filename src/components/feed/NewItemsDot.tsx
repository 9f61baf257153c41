import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Badge } from '@/components/kit'
import { usePageShown } from '@/hooks'
import { useFreshness, type DynamicEntity, type PagedList } from '@/stores'

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
