/** The page stack: loading page files, page instances with setData, lifecycles, and launching the app. */
import path from 'node:path'
import { applyDataPath, isRecord, type AnyFn, type PageHandle, type PageInstance } from './model'
import type { BootRuntime } from './runtime'

export function installPageStack(rt: BootRuntime): void {
  const {
    options,
    distDir,
    pages,
    stack,
    stats,
    setDataLog,
    pageConfigs,
    sandboxJSON,
    inward,
    guard,
    record,
    loadModule,
    later,
  } = rt
  const requirePage = (route: string): Record<string, unknown> => {
    const known = pageConfigs.get(route)
    if (known) return known
    rt.registering = route
    try {
      loadModule(path.join(distDir, `${route}.js`))
    } finally {
      rt.registering = undefined
    }
    const config = pageConfigs.get(route)
    if (!config) throw new Error(`${route}.js did not call Page()`)
    return config
  }

  const createInstance = (route: string, query: Record<string, string>): PageInstance => {
    const config = requirePage(route)
    const inst: PageInstance = {
      route,
      __route__: route,
      options: query,
      data: inward(isRecord(config.data) ? config.data : {}),
    }
    for (const [k, v] of Object.entries(config)) if (k !== 'data') inst[k] = v
    stats.set(inst, [])
    rt.webviewId++
    Object.assign(inst, {
      __wxWebviewId__: rt.webviewId,
      __wxExparserNodeId__: `page-${rt.webviewId}`,
      is: route,
      setData(this: PageInstance, patch: Record<string, unknown>, cb?: () => void) {
        if (!isRecord(patch)) return
        const json = JSON.stringify(patch)
        const bytes = Buffer.byteLength(json ?? '', 'utf8')
        stats.get(inst)?.push(bytes)
        setDataLog.push({ route, bytes })
        const copy = sandboxJSON.parse(json) as Record<string, unknown>
        for (const [key, value] of Object.entries(copy)) applyDataPath(inst.data, key, value)
        rt.activity++
        // The view layer renders later; the callback fires after that.
        if (typeof cb === 'function') later(cb)
      },
      selectComponent: () => null,
      selectAllComponents: () => [],
      createSelectorQuery: () => (rt.wx.createSelectorQuery as AnyFn)(),
      createIntersectionObserver: () => (rt.wx.createIntersectionObserver as AnyFn)(),
      getOpenerEventChannel: () => ({
        emit: () => undefined,
        on: () => undefined,
        off: () => undefined,
        once: () => undefined,
      }),
      getPageId: () => `page-${rt.webviewId}`,
    })
    return inst
  }

  const lifecycle = (inst: PageInstance, name: string, arg?: unknown): void => {
    const fn = inst[name]
    if (typeof fn === 'function') guard(name, () => (fn as AnyFn).call(inst, arg), inst.route)
  }

  const unload = (inst: PageInstance): void => {
    const i = stack.indexOf(inst)
    if (i >= 0) stack.splice(i, 1)
    lifecycle(inst, 'onUnload')
  }

  /**
   * Puts a page on the stack and runs onLoad/onShow now and onReady on a later tick, as WeChat does once the
   * first render is back. Synchronous so that navigateTo from page code does not wait on itself.
   */
  const mount = (route: string, query: Record<string, string>): PageInstance => {
    if (!pages.includes(route)) throw new Error(`${route} is not a page of app.json (${pages.join(', ')})`)
    rt.ensureLaunched(route, query)
    const prev = stack[stack.length - 1]
    let inst: PageInstance
    try {
      inst = createInstance(route, query)
    } catch (err) {
      record('require', err, route)
      throw err
    }
    if (prev) lifecycle(prev, 'onHide')
    stack.push(inst)
    lifecycle(inst, 'onLoad', inward(query))
    lifecycle(inst, 'onShow')
    later(() => {
      if (stack.includes(inst)) lifecycle(inst, 'onReady')
    })
    rt.activity++
    return inst
  }

  const push = async (route: string, query: Record<string, string>): Promise<PageHandle> => {
    const inst = mount(route, query)
    await rt.settle()
    return rt.pageHandle(inst)
  }

  const launchOptions = () =>
    inward({
      path: rt.launch?.path ?? pages[0],
      query: rt.launch?.query ?? options.launchQuery ?? {},
      scene: 1001,
      referrerInfo: {},
      apiCategory: 'default',
    })
  /**
   * WeChat starts the app for an entry page: app.js runs (app modules may read getLaunchOptionsSync while
   * loading) and App.onLaunch/onShow see that page's path and query. So app.js is loaded, and the app
   * launched, when the first page opens. Returns the app instance (what getApp() returns).
   */
  const ensureLaunched = (route: string, query: Record<string, string>): Record<string, unknown> => {
    if (rt.launch && rt.appInstance) return rt.appInstance
    rt.launch = { path: route, query: options.launchQuery ?? query }
    // app.js pulls in runtime, taro, vendors and common itself.
    try {
      loadModule(path.join(distDir, 'app.js'))
    } catch (err) {
      record('require', err, 'app.js')
      throw err
    }
    const app = rt.appInstance as Record<string, unknown> | undefined
    if (!app) throw new Error('app.js did not call App()')
    guard('onLaunch', () => (app.onLaunch as AnyFn | undefined)?.call(app, launchOptions()))
    guard('onShow', () => (app.onShow as AnyFn | undefined)?.call(app, launchOptions()))
    return app
  }
  Object.assign(rt, { lifecycle, unload, mount, push, launchOptions, ensureLaunched })
}
