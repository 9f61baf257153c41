import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ChunkTimeoutView, ErrorView } from './StateViews'

/** webpack names a missing or timed-out chunk 'ChunkLoadError'; older messages only say so in text. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return (
    name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message))
  )
}

interface Props {
  children: ReactNode
  onRetry?: () => void
}

interface State {
  error: unknown
}

/**
 * One per page: a render error shows the error view (never a white screen), and a chunk that could
 * not load shows the chunk-timeout view with its reload-once rule.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('render failed') }
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('page render failed', error, info.componentStack)
  }

  private retry = () => {
    this.setState({ error: null })
    this.props.onRetry?.()
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    if (isChunkLoadError(error)) return <ChunkTimeoutView />
    return <ErrorView onRetry={this.retry} />
  }
}
