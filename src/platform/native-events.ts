/**
 * App-to-web events. The app calls window.communityEvent(name, payload); we turn the raw strings
 * into typed events and drop anything malformed, because a bad push must never log a user out or
 * flip the theme to something we cannot draw.
 */
import { BRIDGE_GLOBALS, type NativeEventName } from '@shared/bridge'
import type { Emitter } from './emitter'
import type { BridgeHost, Logger } from './transport'
import type { PlatformEvents, Theme } from './types'
import { cleanId } from './values'

/** 'accountId,token' with both parts present and not '0'; otherwise null. */
export function parseLoginUpdate(payload: unknown): PlatformEvents['loginUpdate'] | null {
  if (typeof payload !== 'string') return null
  const parts = payload.split(',')
  if (parts.length !== 2) return null
  const accountId = cleanId(parts[0])
  const token = cleanId(parts[1])
  return accountId && token ? { accountId, token } : null
}

/** The app speaks day/night; the pages speak light/dark. Our own names pass through too. */
export function mapNativeTheme(value: unknown): Theme | null {
  switch (typeof value === 'string' ? value.trim().toLowerCase() : '') {
    case 'day':
    case 'light':
      return 'light'
    case 'night':
    case 'dark':
      return 'dark'
    case 'red':
      return 'red'
    default:
      return null
  }
}

export function dispatchNativeEvent(
  events: Emitter<PlatformEvents>,
  name: unknown,
  payload: unknown,
  log?: Logger,
): void {
  const accepted = emitTyped(events, name, payload, log)
  events.emit('received', {
    name: typeof name === 'string' ? name : String(name),
    payload: payload === undefined || payload === null ? null : String(payload),
    accepted,
  })
}

/** Emits the typed event for a push; false when it was dropped. */
function emitTyped(events: Emitter<PlatformEvents>, name: unknown, payload: unknown, log?: Logger): boolean {
  switch (name as NativeEventName) {
    case 'loginUpdate': {
      const update = parseLoginUpdate(payload)
      if (update) events.emit('loginUpdate', update)
      else log?.('ignored malformed loginUpdate', payload)
      return update !== null
    }
    case 'themeChange': {
      const theme = mapNativeTheme(payload)
      if (theme) events.emit('themeChange', { theme })
      else log?.('ignored unknown theme', payload)
      return theme !== null
    }
    case 'pageVisible':
      events.emit('pageVisible', undefined)
      return true
    case 'back':
      events.emit('back', undefined)
      return true
    default:
      log?.('ignored unknown native event', name)
      return false
  }
}

/** Installs window.communityEvent; returns a function that removes it again. */
export function installNativeEventHandler(host: BridgeHost, events: Emitter<PlatformEvents>, log?: Logger): () => void {
  const handler = (name: unknown, payload: unknown) => dispatchNativeEvent(events, name, payload, log)
  host[BRIDGE_GLOBALS.eventHandler] = handler
  return () => {
    if (host[BRIDGE_GLOBALS.eventHandler] === handler) delete host[BRIDGE_GLOBALS.eventHandler]
  }
}
