/**
 * How a native method call travels. The bridge transport talks to window.community; the silent
 * transport stands in where there is no app (browser, mini-program) and answers every call empty.
 * Calls never hang: an unanswered call resolves null after TIMEOUTS.nativeCallMs.
 */
import { BRIDGE_GLOBALS, type BridgeMethod, type BridgeMethods, type CommunityModule } from '@shared/bridge'
import { NATIVE_LOGS, TIMEOUTS } from '@/config/constants'
import { parseAnswer } from './values'

export type BridgeAnswer<M extends BridgeMethod> = Partial<BridgeMethods[M]['result']> | null

export interface BridgeTransport {
  call<M extends BridgeMethod>(method: M, params: BridgeMethods[M]['params']): Promise<BridgeAnswer<M>>
  /** The same call, reporting what the app did instead of the parsed answer (the QA page). */
  probe(method: string, params: Record<string, unknown>, timeoutMs?: number): Promise<BridgeProbe>
}

/**
 * What became of one call: the app's answer as it came (a string, an object, whatever it sent), or
 * that it never answered in time, threw, or that there is no app at all. `ms` is how long it took.
 */
export type BridgeProbe =
  | { outcome: 'answered'; raw: unknown; answer: Record<string, unknown> | null; ms: number }
  | { outcome: 'timeout'; ms: number }
  | { outcome: 'threw'; error: string; ms: number }
  | { outcome: 'unavailable'; ms: number }

export type Logger = (message: string, detail?: unknown) => void

export const defaultLogger: Logger = (message, detail) => {
  if (detail === undefined) console.warn(message)
  else console.warn(message, detail)
}

/** The part of `window` the bridge reads and writes; a plain object in tests. */
export type BridgeHost = Record<string, unknown>

function findModule(host: BridgeHost): CommunityModule | null {
  const candidate = host[BRIDGE_GLOBALS.module] as Partial<CommunityModule> | undefined
  return candidate && typeof candidate.call === 'function' ? (candidate as CommunityModule) : null
}

/**
 * Says once per transport (once a page load: the platform is chosen once) that there is no module: in a plain
 * browser every page calls the bridge, and the same warning on each call buried everything else in the console.
 */
function noModuleOnce(log: Logger | null): (method: string) => void {
  let said = false
  return (method) => {
    if (said || !log) return
    said = true
    log(NATIVE_LOGS.noModule, method)
  }
}

export function hasBridge(host: BridgeHost): boolean {
  return findModule(host) !== null
}

export interface BridgeTransportOptions {
  host: BridgeHost
  log?: Logger
  timeoutMs?: number
}

export function createBridgeTransport({
  host,
  log = defaultLogger,
  timeoutMs = TIMEOUTS.nativeCallMs,
}: BridgeTransportOptions): BridgeTransport {
  let sequence = 0
  const clock = () => Date.now()
  const noModule = noModuleOnce(log)

  /** One round trip through window.community; every ending is reported, never thrown. */
  function invoke(method: string, params: unknown, waitMs: number): Promise<BridgeProbe> {
    const started = clock()
    const took = () => clock() - started
    // Looked up per call: some app versions inject the module after the page has started.
    const module = findModule(host)
    if (!module) {
      noModule(method)
      return Promise.resolve({ outcome: 'unavailable', ms: 0 })
    }
    sequence += 1
    const callbackName = `${BRIDGE_GLOBALS.callbackPrefix}${Date.now().toString(36)}_${sequence}`
    return new Promise((resolve) => {
      let settled = false
      const finish = (probe: BridgeProbe) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        delete host[callbackName]
        resolve(probe)
      }
      const answered = (raw: unknown) => finish({ outcome: 'answered', raw, answer: parseAnswer(raw), ms: took() })
      const timer = setTimeout(() => finish({ outcome: 'timeout', ms: took() }), waitMs)
      host[callbackName] = answered
      try {
        const immediate = module.call(method, JSON.stringify(params ?? {}), callbackName)
        // An app may answer synchronously (Android @JavascriptInterface returning a string).
        if (typeof immediate === 'string' && immediate !== '') answered(immediate)
      } catch (error) {
        log(`native call ${method} failed`, error)
        finish({ outcome: 'threw', error: error instanceof Error ? error.message : String(error), ms: took() })
      }
    })
  }

  return {
    async call(method, params) {
      const probe = await invoke(method, params, timeoutMs)
      return (probe.outcome === 'answered' ? probe.answer : null) as BridgeAnswer<typeof method>
    },
    probe: (method, params, waitMs = timeoutMs) => invoke(method, params, waitMs),
  }
}

/** Where there is no app: every call resolves empty; the browser fallback logs why. */
export function createSilentTransport(log: Logger | null): BridgeTransport {
  const noModule = noModuleOnce(log)
  return {
    call(method) {
      noModule(method)
      return Promise.resolve(null)
    },
    probe(method) {
      noModule(method)
      return Promise.resolve({ outcome: 'unavailable', ms: 0 })
    },
  }
}
