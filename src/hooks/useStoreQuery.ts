import { useEffect, useMemo } from 'react'
import type { ListQuery, Loadable } from '@/stores'
import { useOnlineAgain } from './useOnlineAgain'

/**
 * A store's list query for this screen, made once per `key` (a new keyword or account is a new
 * list). Its first page loads on mount unless `auto` is false (tabs load when first chosen).
 */
export function useListQuery<R, T>(
  make: () => ListQuery<R, T>,
  key: string,
  options: { auto?: boolean } = {},
): ListQuery<R, T> {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(make, [key])
  const auto = options.auto !== false
  useEffect(() => {
    if (auto) void query.refresh()
  }, [query, auto])
  useEffect(() => () => query.dispose(), [query])
  // A list that failed while the network was gone (a tab, a section, a footer) comes back by itself.
  useOnlineAgain(() => {
    if (query.error) void query.retry()
  })
  return query
}

/**
 * A store's loadable value for this screen, loaded on mount and again when `key` changes; one whose first value
 * came with the page is not asked again on mount.
 */
export function useLoadable<T>(make: () => Loadable<T>, key: string): Loadable<T> {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const loadable = useMemo(make, [key])
  useEffect(() => {
    if (!loadable.given) void loadable.reload()
    return () => loadable.cancel()
  }, [loadable])
  useOnlineAgain(() => {
    if (loadable.error) void loadable.reload()
  })
  return loadable
}
