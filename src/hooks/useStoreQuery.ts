import { reaction } from 'mobx'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useOptionalSession, type ListQuery, type Loadable, type LoadableView, type PagedList } from '@/stores'
import { useOnlineAgain } from './useOnlineAgain'

/** The signed-in account (empty for a visitor), as React state: a change renders the screen again. */
function useViewer(): string {
  const session = useOptionalSession()
  const [viewer, setViewer] = useState(() => session?.accountId ?? '')
  useEffect(
    () => (session ? reaction(() => session.accountId, setViewer, { fireImmediately: true }) : undefined),
    [session],
  )
  return viewer
}

/**
 * Asks `subject` again when another account signs in while it is on screen (docs/product.md §4.2): what it shows
 * depends on who asks. A subject made anew for the new account (its key names the viewer) loads by itself instead.
 */
function useAskAgainForViewer<S>(subject: S, askAgain: (subject: S) => void): void {
  const viewer = useViewer()
  const shown = useRef<{ subject: S; viewer: string } | null>(null)
  const latest = useRef(askAgain)
  latest.current = askAgain
  useEffect(() => {
    const before = shown.current
    shown.current = { subject, viewer }
    if (before !== null && before.subject === subject && before.viewer !== viewer) latest.current(subject)
  }, [subject, viewer])
}

/**
 * A store's list query for this screen, made once per `key` (a new keyword or account is a new
 * list). Its first page loads on mount unless `auto` is false (tabs load when first chosen).
 */
export function useListQuery<R, T>(
  make: () => ListQuery<R, T>,
  key: string,
  options: { auto?: boolean } = {},
): PagedList<T> {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(make, [key])
  const auto = options.auto !== false
  useEffect(() => {
    if (auto) void query.refresh()
  }, [query, auto])
  useEffect(() => () => query.dispose(), [query])
  // A list asked for (or shown) as the last account is asked again; a tab never opened waits to be chosen.
  useAskAgainForViewer(query, (list) => {
    if (list.loaded || list.loading) void list.restart()
  })
  // A list that failed while the network was gone (a tab, a section, a footer), or shows an offline copy, comes back
  // by itself.
  useOnlineAgain(Boolean(query.error) || query.savedAt !== null, () => void query.retry())
  return query
}

/**
 * A store's loadable value for this screen, loaded on mount and again when `key` changes; one whose first value
 * came with the page is not asked again on mount.
 */
export function useLoadable<T>(make: () => Loadable<T>, key: string): LoadableView<T> {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const loadable = useMemo(make, [key])
  useEffect(() => {
    if (!loadable.given) void loadable.reload()
    return () => loadable.cancel()
  }, [loadable])
  useAskAgainForViewer(loadable, (value) => void value.reload())
  useOnlineAgain(Boolean(loadable.error) || loadable.savedAt !== null, () => void loadable.reload())
  return loadable
}
