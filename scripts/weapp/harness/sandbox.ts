/** WeChat's logic layer for app code: a VM context with its globals, timers, console, and a CommonJS loader. */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { errorInfo, type AnyFn } from './model'
import type { BootRuntime } from './runtime'

export function installSandbox(rt: BootRuntime): void {
  const { options, distDir, errors, consoleErrors, timers, intervals, pending } = rt
  const track = <T>(p: Promise<T>): Promise<T> => {
    pending.add(p)
    const done = (): void => {
      pending.delete(p)
      rt.activity++
    }
    p.then(done, done)
    return p
  }

  // --- the VM context: WeChat's logic layer has no window, document or process
  const sandbox: Record<string, unknown> = {}
  const context = vm.createContext(sandbox, { name: 'weapp-logic' })
  const sandboxJSON = vm.runInContext('JSON', context) as JSON
  /** Values handed to app code are rebuilt in its own realm, so instanceof/prototype checks behave. */
  const inward = <T>(v: T): T => (v === undefined ? v : (sandboxJSON.parse(JSON.stringify(v)) as T))

  const record = (source: string, err: unknown, page?: string): void => {
    errors.push({ source, page, ...errorInfo(err) })
  }

  const guard = (source: string, fn: () => unknown, page?: string): unknown => {
    try {
      return fn()
    } catch (err) {
      record(source, err, page)
      rt.callAppOnError(err)
      return undefined
    }
  }

  const fmt = (args: unknown[]): string =>
    args.map((a) => (typeof a === 'string' ? a : (errorInfo(a).stack ?? safeJson(a)))).join(' ')
  const safeJson = (a: unknown): string => {
    try {
      return JSON.stringify(a) ?? String(a)
    } catch {
      return String(a)
    }
  }
  const appConsole = {
    log: (...a: unknown[]) => options.echoConsole && console.log(...a),
    info: (...a: unknown[]) => options.echoConsole && console.info(...a),
    debug: (...a: unknown[]) => options.echoConsole && console.debug(...a),
    warn: (...a: unknown[]) => options.echoConsole && console.warn(...a),
    error: (...a: unknown[]) => {
      consoleErrors.push(fmt(a))
      if (options.echoConsole) console.error(...a)
    },
    group: () => undefined,
    groupEnd: () => undefined,
    time: () => undefined,
    timeEnd: () => undefined,
    trace: () => undefined,
    table: () => undefined,
    assert: () => undefined,
  }

  const wrapTimer = (fn: unknown, args: unknown[]) => () => {
    if (rt.closed || typeof fn !== 'function') return
    rt.activity++
    guard('timer', () => (fn as AnyFn)(...args))
  }
  const globals: Record<string, unknown> = {
    console: appConsole,
    setTimeout: (fn: unknown, ms?: number, ...args: unknown[]) => {
      const h = setTimeout(() => {
        timers.delete(h)
        wrapTimer(fn, args)()
      }, ms)
      timers.set(h, Date.now() + Math.max(0, Number(ms) || 0))
      return h
    },
    clearTimeout: (h: ReturnType<typeof setTimeout>) => {
      timers.delete(h)
      clearTimeout(h)
    },
    setInterval: (fn: unknown, ms?: number, ...args: unknown[]) => {
      const h = setInterval(wrapTimer(fn, args), ms)
      intervals.add(h)
      return h
    },
    clearInterval: (h: ReturnType<typeof setInterval>) => {
      intervals.delete(h)
      clearInterval(h)
    },
    queueMicrotask,
    TextEncoder,
    TextDecoder,
    // WeChat's logic layer has its own `global` object, distinct from globalThis.
    global: {},
  }

  const callAppOnError = (err: unknown): void => {
    const onError = rt.appInstance?.onError
    if (typeof onError === 'function') {
      try {
        onError.call(rt.appInstance, errorInfo(err).stack ?? errorInfo(err).message)
      } catch {
        // An onError that throws must not hide the first error.
      }
    }
  }

  // --- a tiny CommonJS loader: each boot gets its own module cache, so Taro's module state is fresh
  const moduleCache = new Map<string, { exports: unknown }>()
  const loadModule = (file: string): unknown => {
    const abs = fs.existsSync(file) ? file : `${file}.js`
    const cached = moduleCache.get(abs)
    if (cached) return cached.exports
    if (!fs.existsSync(abs)) throw new Error(`Cannot find module ${path.relative(distDir, abs)} in ${distDir}`)
    const mod = { exports: {} as unknown }
    moduleCache.set(abs, mod)
    if (abs.endsWith('.json')) {
      mod.exports = sandboxJSON.parse(fs.readFileSync(abs, 'utf8'))
      return mod.exports
    }
    const code = fs.readFileSync(abs, 'utf8')
    const fn = vm.runInContext(`(function (require, module, exports, __filename, __dirname) {${code}\n})`, context, {
      filename: abs,
    }) as (...args: unknown[]) => void
    const localRequire = (id: string): unknown => {
      if (!id.startsWith('.') && !id.startsWith('/'))
        throw new Error(`require('${id}'): the mini-program has no node_modules at run time`)
      return loadModule(id.startsWith('/') ? path.join(distDir, id) : path.resolve(path.dirname(abs), id))
    }
    fn(localRequire, mod, mod.exports, abs, path.dirname(abs))
    return mod.exports
  }

  // --- wx
  const later = (fn: () => void): void => {
    ;(globals.setTimeout as AnyFn)(fn, 0)
  }
  Object.assign(rt, {
    track,
    sandbox,
    context,
    sandboxJSON,
    inward,
    record,
    guard,
    globals,
    callAppOnError,
    loadModule,
    later,
  })
}
