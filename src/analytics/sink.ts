/**
 * Where analytics events go: the platform's log-event call. Under Jest nothing is sent unless a
 * test installs a recorder, so component tests never talk to a bridge by accident.
 */
import { getPlatform } from '@/platform'

export type EventProperties = Record<string, string | number | boolean>
export type AnalyticsRecorder = (event: string, properties: EventProperties) => void

let recorder: AnalyticsRecorder | null = null

/** Tests: capture events. Returns the uninstall function. */
export function installAnalyticsRecorder(record: AnalyticsRecorder): () => void {
  recorder = record
  return () => {
    if (recorder === record) recorder = null
  }
}

export function sendEvent(event: string, properties: EventProperties): void {
  if (recorder) {
    recorder(event, properties)
    return
  }
  if (process.env.NODE_ENV === 'test') return
  getPlatform().logEvent(event, properties)
}
