export { PageShell, type PageShellProps } from './PageShell'
export { NavBar, type NavBarProps } from './NavBar'
export { isNavBarHidden } from '@shared/nav-bar'
export { PageErrorBoundary, isChunkLoadError } from './PageErrorBoundary'
export {
  LoadingView,
  ErrorView,
  EmptyView,
  NoNetworkView,
  OfflineCopyLine,
  ChunkTimeoutView,
  NotFoundView,
  ReloadOnceView,
  PAGE_NOT_FOUND_TEXT,
} from './StateViews'
export { LoadMoreFooter, PagedListFooter, loadMoreState, type LoadMoreState } from './LoadMoreFooter'
export { PullIndicator } from './PullIndicator'
export { SkeletonList, type SkeletonKind, type SkeletonListProps } from './Skeleton'
export type { EmptyViewProps } from './StateViews'
export { AppRecovery } from './AppRecovery'
export * from './pull-state'
export { MiniProgramBlockedView, NotInMiniProgram } from './MiniProgramBlockedView'
export { ItemStateShell, type ItemStateShellProps } from './ItemStateShell'
export { LoginGate, type LoginGateProps } from './LoginGate'
export { loadableShellState } from './loadable-state'
