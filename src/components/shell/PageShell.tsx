import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useRef, useState, type ReactNode } from 'react'
import { TIMEOUTS } from '@/config/constants'
import { analyticsPageName, usePageAnalytics } from '@/analytics'
import { useDelayedFlag } from '@/hooks/useDelayedFlag'
import { useRefreshOnReturn } from '@/hooks/useRefreshOnReturn'
import { useOnlineAgain } from '@/hooks/useOnlineAgain'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { usePopupCampaign } from '@/popup'
import { fontScaleLevel } from '@/lib/font-scale'
import {
  fontScaleClassName,
  fontScaleVariables,
  resolveTheme,
  themeClassName,
  themeVariables,
  useAppTheme,
  type Theme,
} from '@/theme'
import { NavBar, type NavBarProps } from './NavBar'
import { OutsideLinkSheetHost } from './OutsideLinkSheetHost'
import { PageErrorBoundary } from './PageErrorBoundary'
import { PullIndicator } from './PullIndicator'
import type { SkeletonKind } from './Skeleton'
import { EmptyView, ErrorView, LoadingView, NoNetworkView, OfflineCopyLine } from './StateViews'
import { usePullToRefresh } from './usePullToRefresh'
import './shell.css'

export interface PageShellProps {
  /** Route-table path; read from the router when omitted. */
  path?: string
  /** Overrides the route table's title. */
  title?: string
  /** The page's first data is loading: the loading view appears after 200 ms, the error view after 60 s. */
  loading?: boolean
  /**
   * What the loading view looks like: a list page gives its list's shape (feed cards, or rows), drawn in grey instead
   * of a spinner on a blank page (docs/product.md §4.21); without it, the spinner.
   */
  skeleton?: SkeletonKind
  /** A truthy value shows the error view (with retry). */
  error?: unknown
  /** Loaded, nothing to show: the empty view with emptyText (default TEXTS.empty). */
  empty?: boolean
  emptyText?: string
  /** Retry after a tap on the error view, and by itself when the network returns after the shell's time-out. */
  onRetry?: () => void
  /** Pull to refresh (route-table PTR pages): resolve when the data arrived or failed. */
  onRefresh?: () => Promise<unknown> | void
  /** Load more within 100 px of the bottom (mini-program and H5 reach-bottom event). */
  onReachBottom?: () => void
  /** false: no navigation bar; an object: its props. */
  navBar?: false | Omit<NavBarProps, 'path' | 'title'>
  /** Forces a theme (otherwise: address, app, the page's red flag). */
  theme?: Theme
  className?: string
  /**
   * Offline, say so in a strip even before the page has content: where the person keeps working without the network
   * (the composer), their text must stay in front of them. A page with content always gets the strip.
   */
  offlineStrip?: boolean
  /** What the page shows is an offline copy saved then (docs/product.md §8.5): the quiet 离线 line says so. */
  copySavedAt?: number | null
  /**
   * What the page can draw before its first data arrives (home: the search entry and the banner, whose
   * configuration comes with the HTML). It stays above the loading, error and empty views, so the first
   * screen is not blank while the rest loads; the content after it still appears in one piece, moving
   * nothing already shown.
   */
  lead?: ReactNode
  children?: ReactNode
}

/**
 * Every page's frame: theme and text-scale root, navigation bar, and the loading / error / empty / no-network
 * states, so a page is mostly its content. Render errors and failed chunks stay inside the page.
 */
export function PageShell(props: PageShellProps) {
  const { path, title, loading = false, error, empty = false, emptyText, onRetry, onRefresh, onReachBottom } = props
  const route = useRouteInfo(path)
  const { appTheme, fontScale } = useAppTheme()
  const theme =
    props.theme ?? resolveTheme({ query: route.params.theme, app: appTheme, redPage: route.entry?.redTheme ?? false })
  const scaleClass = fontScaleClassName(fontScale)

  usePageAnalytics(route.entry, route.params)
  // Campaign popups follow the page's visibility; the default adapter does nothing. Care mode shows none.
  const pageName = route.entry ? analyticsPageName(route.entry, route.params) : route.path
  usePopupCampaign(fontScaleLevel(fontScale) === 'care' ? null : pageName)

  const showLoading = useDelayedFlag(loading, TIMEOUTS.asyncPageLoadDelayMs)
  const timedOut = useDelayedFlag(loading, TIMEOUTS.asyncPageLoadTimeoutMs)
  const failed = Boolean(error) || timedOut

  const [boundaryKey, setBoundaryKey] = useState(0)
  const retry = () => {
    setBoundaryKey((key) => key + 1)
    onRetry?.()
  }
  // A page's failed loads and offline copies come from its useLoadable / useListQuery, which ask again by themselves
  // when the network returns (docs/product.md §8.4): the shell guards only its own time-out, so a return asks once.
  const online = useOnlineAgain(timedOut, retry)

  const reachBottom = useRef(onReachBottom)
  reachBottom.current = onReachBottom
  useReachBottom(() => reachBottom.current?.())

  // Coming back to the page, or a login from the app, refreshes what it shows.
  useRefreshOnReturn(onRefresh ?? onRetry)

  const ptrEnabled = (route.entry?.ptr ?? false) && Boolean(onRefresh)
  const pull = usePullToRefresh(onRefresh, ptrEnabled)

  let body: ReactNode
  if (failed) body = <ErrorView onRetry={retry} />
  else if (loading) body = showLoading ? <LoadingView skeleton={props.skeleton} /> : null
  else if (empty) body = <EmptyView text={emptyText} />
  else body = props.children
  // Losing the network never takes away what is on screen: a page with content keeps it under a strip; only a page
  // with nothing to show is covered (docs/product.md §8.5).
  // Told on the element too, so a test can tell a load in its first quiet moment (no spinner yet) from a page done.
  const state = failed ? 'error' : loading ? 'loading' : empty ? 'empty' : 'content'
  const hasContent = state === 'content'
  const strip = !online && (Boolean(props.offlineStrip) || hasContent)

  return (
    <View
      className={`page-shell ${themeClassName(theme)}${scaleClass ? ` ${scaleClass}` : ''}${
        props.className ? ` ${props.className}` : ''
      }`}
      data-testid="page-shell"
      data-state={state}
      data-theme={theme}
      style={{ ...themeVariables(theme), ...fontScaleVariables(fontScale) }}
      {...pull.handlers}
    >
      {props.navBar === false ? null : <NavBar path={path} title={title} {...props.navBar} />}
      <PullIndicator state={pull.state} />
      <View className="page-shell__body">
        {strip ? <NoNetworkView strip /> : null}
        <PageErrorBoundary key={boundaryKey} onRetry={onRetry}>
          <OfflineCopyLine savedAt={props.copySavedAt} />
          {props.lead}
          {body}
        </PageErrorBoundary>
        {online || strip ? null : <NoNetworkView onRetry={retry} />}
      </View>
      <OutsideLinkSheetHost />
    </View>
  )
}
