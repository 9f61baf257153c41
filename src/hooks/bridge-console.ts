/**
 * The QA page's console on the native bridge (docs/qa.md, docs/product.md §4.19): every method of the
 * contract with its example params, a raw call with its outcome and duration, the pushes the app
 * sends as they arrive, and, where no real app is listening (a plain browser, the host simulator),
 * firing a push as if the app had sent it. Imported by that page only, so none of this is on the
 * first screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { BridgeMethod, NativeEventName } from '@shared/bridge'
import { BRIDGE_METHOD_EXAMPLES, NATIVE_EVENT_EXAMPLES } from '@shared/bridge-examples'
import { TIMEOUTS } from '@/config/constants'
import { getPlatform, type BridgeProbe, type HostKind } from '@/platform'
import { hostSimulated } from '@/platform/dev-shortcuts'

export interface BridgeCallSpec {
  method: BridgeMethod
  /** The example params as editable JSON text. */
  example: string
}

/** Every method of types/bridge.ts, in the contract's order. */
export const BRIDGE_CALLS: readonly BridgeCallSpec[] = (Object.keys(BRIDGE_METHOD_EXAMPLES) as BridgeMethod[]).map(
  (method) => ({ method, example: JSON.stringify(BRIDGE_METHOD_EXAMPLES[method], null, 2) }),
)

export interface NativeEventSpec {
  name: NativeEventName
  payload: string | undefined
}

/** Every push of the contract with each example payload. */
export const NATIVE_EVENTS: readonly NativeEventSpec[] = (
  Object.keys(NATIVE_EVENT_EXAMPLES) as NativeEventName[]
).flatMap((name) => NATIVE_EVENT_EXAMPLES[name].map((payload) => ({ name, payload })))

export type CallState =
  { state: 'running' } | { state: 'invalid'; reason: string } | { state: 'done'; probe: BridgeProbe }

export interface LoggedEvent {
  id: number
  /** HH:mm:ss.SSS on the device's clock. */
  at: string
  name: string
  payload: string | null
  accepted: boolean
}

export const INVALID_PARAMS = '参数必须是一个 JSON 对象'

/** The params text as a JSON object, or why it is not one. */
export function parseParams(
  text: string,
): { ok: true; params: Record<string, unknown> } | { ok: false; reason: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, params: {} }
  try {
    const value: unknown = JSON.parse(trimmed)
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return { ok: true, params: value as Record<string, unknown> }
  } catch {
    // Reported below like any other non-object.
  }
  return { ok: false, reason: INVALID_PARAMS }
}

/** A wait in ms typed by hand: a positive whole number, else the product's own timeout. */
export function parseTimeout(text: string): number {
  const value = Number(text.trim())
  return Number.isInteger(value) && value > 0 ? value : TIMEOUTS.nativeCallMs
}

function clockTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`
}

const EVENT_LOG_MAX = 50

export interface BridgeConsole {
  kind: HostKind
  /** The host simulator (server/host-sim) plays the app. */
  simulated: boolean
  /** A plain browser or the host simulator: no real app would be confused by a fired push. */
  canFire: boolean
  results: Partial<Record<BridgeMethod, CallState>>
  call(method: BridgeMethod, paramsText: string, timeoutMs: number): Promise<void>
  events: readonly LoggedEvent[]
  fire(event: NativeEventSpec): void
  clearEvents(): void
}

export function useBridgeConsole(): BridgeConsole {
  const platform = getPlatform()
  const [results, setResults] = useState<Partial<Record<BridgeMethod, CallState>>>({})
  const [events, setEvents] = useState<LoggedEvent[]>([])
  const nextId = useRef(1)

  useEffect(
    () =>
      platform.events.on('received', (event) => {
        const entry: LoggedEvent = { id: nextId.current++, at: clockTime(new Date()), ...event }
        setEvents((list) => [entry, ...list].slice(0, EVENT_LOG_MAX))
      }),
    [platform],
  )

  const call = useCallback(
    async (method: BridgeMethod, paramsText: string, timeoutMs: number) => {
      const parsed = parseParams(paramsText)
      if (!parsed.ok) {
        setResults((all) => ({ ...all, [method]: { state: 'invalid', reason: parsed.reason } }))
        return
      }
      setResults((all) => ({ ...all, [method]: { state: 'running' } }))
      const probe = await platform.probeBridge(method, parsed.params, timeoutMs)
      setResults((all) => ({ ...all, [method]: { state: 'done', probe } }))
    },
    [platform],
  )

  const simulated = platform.kind === 'native' && hostSimulated()
  return {
    kind: platform.kind,
    simulated,
    canFire: platform.kind === 'browser' || simulated,
    results,
    call,
    events,
    fire: (event) => platform.receiveNativeEvent(event.name, event.payload),
    clearEvents: () => setEvents([]),
  }
}
