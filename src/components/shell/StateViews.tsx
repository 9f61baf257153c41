import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { TEXTS } from '@/config/constants'
import { appendReloadTime, formatDateDisplay } from '@/lib'
import { currentUrl, decideReloadOnce, hardReload } from '@/navigation'
import { EmptyArt, type EmptyArtName } from '../kit/Icon'
import { SkeletonList, type SkeletonKind } from './Skeleton'

export interface LoadingViewProps {
  /** The list's shape in grey instead of the spinner (docs/product.md §4.21): a list page is not blank while it loads. */
  skeleton?: SkeletonKind
}

/** The delayed loading view (shown only after the 200 ms delay by PageShell): a spinner, or the list's skeleton. */
export function LoadingView({ skeleton }: LoadingViewProps = {}) {
  // The same test id either way: it is what says the page is still loading.
  if (skeleton) return <SkeletonList kind={skeleton} testId="loading-view" />
  return (
    <View className="state-view state-view--loading" data-testid="loading-view">
      <View className="state-view__spinner" />
      <Text className="state-view__text">{TEXTS.loading}</Text>
    </View>
  )
}

export interface ErrorViewProps {
  text?: string
  onRetry?: () => void
}

/** A failed or timed-out load; the whole view is the retry button, as its text says (docs/product.md §8.2). */
export function ErrorView({ text = TEXTS.loadFailed, onRetry }: ErrorViewProps) {
  return (
    <View className="state-view state-view--error" data-testid="error-view" onClick={onRetry}>
      <Text className="state-view__text">{text}</Text>
    </View>
  )
}

export interface EmptyViewProps {
  text?: string
  /** The picture above the text (default: empty cards). */
  art?: EmptyArtName
  /** What the reader can do next (去看看推荐, 发第一条): a button under the text. */
  action?: { label: string; onPress: () => void }
}

/** Nothing to show: a picture, what is missing, and where to go from here (docs/product.md §4.21). */
export function EmptyView({ text = TEXTS.empty, art = 'feed', action }: EmptyViewProps) {
  return (
    <View className="state-view state-view--empty" data-testid="empty-view">
      <EmptyArt name={art} />
      <Text className="state-view__text">{text}</Text>
      {action ? (
        <View className="state-view__action" role="button" data-testid="empty-action" onClick={action.onPress}>
          <Text>{action.label}</Text>
        </View>
      ) : null}
    </View>
  )
}

export interface NoNetworkViewProps {
  /** A strip over the bottom, leaving what the page shows readable and editable (docs/product.md §8.5). */
  strip?: boolean
  /** The whole view (nothing to show without the network) asks again when tapped. */
  onRetry?: () => void
}

/**
 * No network. Over a page with something to show, a strip that leaves it readable and editable; over a page with
 * nothing (an article never read with the network), the body is covered (not the bar, so back still works) with
 * what is needed, and a tap asks again. Either way it goes when the network returns.
 */
export function NoNetworkView({ strip = false, onRetry }: NoNetworkViewProps) {
  if (strip) {
    return (
      <View className="state-view state-view--no-network-strip" data-testid="no-network-view" data-kind="strip">
        <Text className="state-view__text">{TEXTS.noNetwork}</Text>
      </View>
    )
  }
  return (
    <View
      className="state-view state-view--no-network"
      data-testid="no-network-view"
      data-kind="full"
      onClick={onRetry}
    >
      <Text className="state-view__text">{TEXTS.noNetwork}</Text>
      <Text className="state-view__hint" data-testid="needs-network">
        {TEXTS.needsNetwork}
      </Text>
    </View>
  )
}

/**
 * The quiet line over what a page shows from an offline copy: 离线 · 内容保存于 今天 09:30 (docs/product.md §8.5),
 * the one implementation for feeds and details. Nothing when the content came from the network.
 */
export function OfflineCopyLine({ savedAt }: { savedAt: number | null | undefined }) {
  if (savedAt === null || savedAt === undefined) return null
  return (
    <View className="offline-copy-line" data-testid="offline-copy-line" data-saved-at={savedAt}>
      <Text>{`${TEXTS.offlineCopy} ${formatDateDisplay(savedAt)}`}</Text>
    </View>
  )
}

export interface ReloadOnceViewProps {
  text: string
  testId: string
  /** Tests inject the address and the reload. */
  getUrl?: () => string
  reload?: (url: string) => void
  now?: () => number
}

/**
 * Reloads the page once with the time parameter; when the address already carries it the reload
 * happened before, so the view stays and waits for a tap instead of looping.
 */
export function ReloadOnceView({
  text,
  testId,
  getUrl = currentUrl,
  reload = hardReload,
  now = Date.now,
}: ReloadOnceViewProps) {
  const [waiting, setWaiting] = useState(false)
  useEffect(() => {
    const decision = decideReloadOnce(getUrl(), now())
    if (decision.kind === 'reload') reload(decision.url)
    else setWaiting(true)
    // Once per mount by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const retryByTap = () => {
    // A tap is the user's decision, so it may reload again; the fresh time replaces the old one.
    reload(appendReloadTime(getUrl(), now()))
  }
  return (
    <View
      className="state-view state-view--reload"
      data-testid={testId}
      data-waiting={waiting ? '1' : '0'}
      onClick={retryByTap}
    >
      <Text className="state-view__text">{text}</Text>
    </View>
  )
}

export function ChunkTimeoutView(props: Omit<ReloadOnceViewProps, 'text' | 'testId'>) {
  return <ReloadOnceView text={TEXTS.chunkTimeout} testId="chunk-timeout-view" {...props} />
}

export const PAGE_NOT_FOUND_TEXT = '页面不存在，点击屏幕重试'

export function NotFoundView(props: Omit<ReloadOnceViewProps, 'text' | 'testId'>) {
  return <ReloadOnceView text={PAGE_NOT_FOUND_TEXT} testId="not-found-view" {...props} />
}
