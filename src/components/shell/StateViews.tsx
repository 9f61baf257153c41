import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { TEXTS } from '@/config/constants'
import { appendReloadTime } from '@/lib'
import { currentUrl, decideReloadOnce, hardReload } from '@/navigation'

/** The delayed loading view (shown only after the 200 ms delay by PageShell). */
export function LoadingView() {
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

export function EmptyView({ text = TEXTS.empty }: { text?: string }) {
  return (
    <View className="state-view state-view--empty" data-testid="empty-view">
      <Text className="state-view__text">{text}</Text>
    </View>
  )
}

/** Covers the page body (not the bar, so back still works) until the network returns. */
export function NoNetworkView({ strip = false }: { strip?: boolean }) {
  return (
    <View
      className={`state-view ${strip ? 'state-view--no-network-strip' : 'state-view--no-network'}`}
      data-testid="no-network-view"
    >
      <Text className="state-view__text">{TEXTS.noNetwork}</Text>
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
