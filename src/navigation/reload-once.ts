import { appendReloadTime, hasReloadTime } from '@/lib'

export type ReloadDecision = { kind: 'reload'; url: string } | { kind: 'showRetry' }

/**
 * Page not found or a chunk that timed out: reload once with the time parameter; an address that
 * already has it was reloaded before, so we show the tap-to-retry view instead of looping.
 */
export function decideReloadOnce(url: string, now: number = Date.now()): ReloadDecision {
  return hasReloadTime(url) ? { kind: 'showRetry' } : { kind: 'reload', url: appendReloadTime(url, now) }
}
