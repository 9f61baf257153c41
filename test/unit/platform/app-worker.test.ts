import {
  applyAppUpdate,
  checkForAppUpdate,
  isAppUpdateWaiting,
  resetAppWorkerForTests,
  startAppWorker,
  subscribeAppUpdate,
  urlsForWorker,
  type AppWorkbox,
  type AppWorkerEnv,
} from '@/platform/app-worker'
import { APP_WORKER } from '@/config/constants'
import * as loader from '@/platform/app-worker-loader'

const ORIGIN = 'https://broker.example'

type Handler = (event: { isUpdate?: boolean }) => void

/** A workbox-window stand-in that records what the page asked of it and lets the test fire its events. */
function fakeWorkbox(registered: Promise<{ waiting: unknown } | undefined> = Promise.resolve({ waiting: null })) {
  const handlers = new Map<string, Handler[]>()
  const workbox = {
    register: jest.fn(() => registered),
    update: jest.fn(() => Promise.resolve()),
    messageSW: jest.fn(() => Promise.resolve(undefined)),
    addEventListener: jest.fn((type: string, handler: Handler) => {
      handlers.set(type, [...(handlers.get(type) ?? []), handler])
    }),
  }
  const fire = (type: string, event: { isUpdate?: boolean } = {}) => handlers.get(type)?.forEach((h) => h(event))
  return { workbox, fire }
}

function env(workbox: unknown, overrides: Partial<AppWorkerEnv> = {}, known: unknown = undefined) {
  const containerListeners: Record<string, () => void> = {}
  let now = 1_000_000
  const given: AppWorkerEnv = {
    afterFirstScreen: () => Promise.resolve(),
    load: () => Promise.resolve(workbox as AppWorkbox),
    serviceWorker: {
      controller: null,
      addEventListener: (type: string, listener: () => void) => {
        containerListeners[type] = listener
      },
      getRegistration: () => Promise.resolve(known),
    } as unknown as AppWorkerEnv['serviceWorker'],
    loadedUrls: () => [
      `${ORIGIN}/community/static/js/app.1234abcd.js`,
      `${ORIGIN}/community/static/css/app.1234abcd.css`,
      `${ORIGIN}/community/page-chunks.json`,
      `${ORIGIN}/static-covers/3.svg`,
      `${ORIGIN}/community-admin/front/feed/list`,
      'https://cdn.example/a.png',
    ],
    reload: jest.fn(),
    now: () => now,
    ...overrides,
  }
  return { given, containerListeners, advance: (ms: number) => (now += ms) }
}

beforeAll(() => {
  Object.defineProperty(globalThis, 'location', { value: { origin: ORIGIN }, configurable: true })
})

afterEach(() => resetAppWorkerForTests())

describe('the page side of the service worker (docs/product.md §8.6)', () => {
  it('hands the worker only the site code and images a first visit loaded before it existed', async () => {
    const { workbox, fire } = fakeWorkbox()
    await expect(startAppWorker(env(workbox).given)).resolves.toBe(true)
    expect(workbox.register).toHaveBeenCalledTimes(1)
    fire('activated', { isUpdate: false })
    expect(workbox.messageSW).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          `${ORIGIN}/community/static/js/app.1234abcd.js`,
          `${ORIGIN}/community/static/css/app.1234abcd.css`,
          `${ORIGIN}/static-covers/3.svg`,
        ],
      },
    })
  })

  it('hands nothing over when the page was already controlled or the worker is an update', async () => {
    const { workbox, fire } = fakeWorkbox()
    const { given } = env(workbox)
    await startAppWorker({
      ...given,
      serviceWorker: { ...given.serviceWorker, controller: {} } as AppWorkerEnv['serviceWorker'],
    })
    fire('activated', { isUpdate: false })
    fire('activated', { isUpdate: true })
    expect(workbox.messageSW).not.toHaveBeenCalled()
  })

  it('starts once, and not at all without service workers or when the browser refuses them', async () => {
    const { workbox } = fakeWorkbox()
    await expect(startAppWorker(env(workbox, { serviceWorker: undefined }).given)).resolves.toBe(false)
    const refused = fakeWorkbox(Promise.reject(new Error('SecurityError')))
    await expect(startAppWorker(env(refused.workbox).given)).resolves.toBe(false)
    resetAppWorkerForTests()
    await expect(startAppWorker(env(workbox, { load: () => Promise.reject(new Error('chunk')) }).given)).resolves.toBe(
      false,
    )
    resetAppWorkerForTests()
    await expect(startAppWorker(env(workbox).given)).resolves.toBe(true)
    await expect(startAppWorker(env(workbox).given)).resolves.toBe(false)
    expect(workbox.register).toHaveBeenCalledTimes(1)
  })

  it('notes a waiting worker and tells its listeners, from the event or from the registration itself', async () => {
    const { workbox, fire } = fakeWorkbox()
    await startAppWorker(env(workbox).given)
    const heard = jest.fn()
    const off = subscribeAppUpdate(heard)
    expect(isAppUpdateWaiting()).toBe(false)
    fire('waiting')
    expect([isAppUpdateWaiting(), heard.mock.calls.length]).toEqual([true, 1])
    off()
    fire('waiting')
    expect(heard).toHaveBeenCalledTimes(1)

    resetAppWorkerForTests()
    const already = fakeWorkbox(Promise.resolve({ waiting: {} }))
    await startAppWorker(env(already.workbox).given)
    expect(isAppUpdateWaiting()).toBe(true)

    // One the browser found before the page registered: known from the first moment, before the worker loads.
    resetAppWorkerForTests()
    const later = fakeWorkbox()
    const pending = { afterFirstScreen: () => new Promise<void>(() => undefined) }
    void startAppWorker(env(later.workbox, pending, { waiting: {} }).given)
    await Promise.resolve()
    expect(isAppUpdateWaiting()).toBe(true)
  })

  it('asks the server for a new worker on navigations at most once a minute, and not once one waits', async () => {
    checkForAppUpdate()
    const { workbox, fire } = fakeWorkbox()
    const { given, advance } = env(workbox)
    await startAppWorker(given)
    checkForAppUpdate()
    checkForAppUpdate()
    expect(workbox.update).toHaveBeenCalledTimes(1)
    advance(APP_WORKER.updateCheckMs)
    checkForAppUpdate()
    expect(workbox.update).toHaveBeenCalledTimes(2)
    fire('waiting')
    advance(APP_WORKER.updateCheckMs)
    checkForAppUpdate()
    expect(workbox.update).toHaveBeenCalledTimes(2)
  })

  it('刷新 lets the waiting worker take over and reloads once it controls the page; with none waiting, reloads', async () => {
    applyAppUpdate()
    const registered = { waiting: null as null | { postMessage: jest.Mock } }
    const { workbox } = fakeWorkbox(Promise.resolve(registered))
    const { given, containerListeners } = env(workbox)
    await startAppWorker(given)
    applyAppUpdate()
    expect(given.reload).toHaveBeenCalledTimes(1)
    const next = { postMessage: jest.fn() }
    registered.waiting = next
    applyAppUpdate()
    expect(next.postMessage).toHaveBeenCalledWith({ type: APP_WORKER.skipWaitingMessage })
    expect(given.reload).toHaveBeenCalledTimes(1)
    containerListeners.controllerchange()
    expect(given.reload).toHaveBeenCalledTimes(2)
  })

  it('keeps to the site: other origins, data files and API addresses are not handed over', () => {
    expect(
      urlsForWorker(
        ['/community/static/js/a.js', 'https://cdn.example/static-covers/1.png', '/community/index.html', '/api/x'],
        ORIGIN,
      ),
    ).toEqual(['/community/static/js/a.js'])
  })
})

describe('in the browser', () => {
  const names = ['navigator', 'document', 'window', 'location'] as const
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name))
  afterEach(() => {
    names.forEach((name, i) => {
      const descriptor = saved[i]
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete (globalThis as Record<string, unknown>)[name]
    })
    jest.useRealTimers()
  })

  it('registers /community/sw.js for /community/ after the load event and the first screen’s delay', async () => {
    jest.useFakeTimers()
    const register = jest.fn(() => Promise.resolve({ waiting: null, addEventListener: jest.fn() }))
    const container = {
      controller: null,
      register,
      addEventListener: jest.fn(),
      getRegistration: () => Promise.resolve(undefined),
    }
    const loadListeners: (() => void)[] = []
    Object.defineProperty(globalThis, 'navigator', { value: { serviceWorker: container }, configurable: true })
    Object.defineProperty(globalThis, 'document', { value: { readyState: 'loading' }, configurable: true })
    Object.defineProperty(globalThis, 'window', {
      value: { addEventListener: (_: string, listener: () => void) => loadListeners.push(listener) },
      configurable: true,
    })
    loader.resetAppWorkerLoaderForTests()
    const started = loader.startAppWorkerAfterFirstScreen()
    await jest.advanceTimersByTimeAsync(APP_WORKER.registerDelayMs * 2)
    expect(register).not.toHaveBeenCalled()
    ;(document as { readyState: string }).readyState = 'complete'
    loadListeners.forEach((listener) => listener())
    await jest.advanceTimersByTimeAsync(APP_WORKER.registerDelayMs - 1)
    expect(register).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    jest.useRealTimers()
    await expect(started).resolves.toBe(true)
    expect(register).toHaveBeenCalledWith(APP_WORKER.script, { scope: APP_WORKER.scope })
    expect(loader.isAppUpdateWaiting()).toBe(false)
  })

  it('knows of a worker the browser found before the page side loaded, and 刷新 loads it at once to hand over', async () => {
    loader.resetAppWorkerLoaderForTests()
    const next = { postMessage: jest.fn() }
    const registration = { waiting: next, addEventListener: jest.fn() }
    const register = jest.fn(() => Promise.resolve(registration))
    const container = {
      controller: null,
      register,
      addEventListener: jest.fn(),
      getRegistration: () => Promise.resolve(registration),
    }
    Object.defineProperty(globalThis, 'navigator', { value: { serviceWorker: container }, configurable: true })
    Object.defineProperty(globalThis, 'document', { value: { readyState: 'complete' }, configurable: true })
    Object.defineProperty(globalThis, 'window', { value: { addEventListener: jest.fn() }, configurable: true })
    Object.defineProperty(globalThis, 'location', { value: new URL(`${ORIGIN}/community/`), configurable: true })
    // The first screen is still going: the page side has not loaded.
    const started = loader.startAppWorkerAfterFirstScreen(() => new Promise(() => undefined))
    await Promise.resolve()
    expect(loader.isAppUpdateWaiting()).toBe(true)
    loader.checkForAppUpdate()
    expect(register).not.toHaveBeenCalled()
    await loader.applyAppUpdate()
    await expect(started).resolves.toBe(true)
    expect(next.postMessage).toHaveBeenCalledWith({ type: APP_WORKER.skipWaitingMessage })
  })

  it('loads no page side where the browser has no service workers', async () => {
    loader.resetAppWorkerLoaderForTests()
    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true })
    const wait = jest.fn(() => Promise.resolve())
    await expect(loader.startAppWorkerAfterFirstScreen(wait)).resolves.toBe(false)
    expect(wait).not.toHaveBeenCalled()
    expect(loader.isAppUpdateWaiting()).toBe(false)
    await loader.applyAppUpdate()
  })
})
