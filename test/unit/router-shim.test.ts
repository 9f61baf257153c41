/** The H5 build's `@tarojs/router` (config/shims/taro-router-h5.js): the app's start and each page's render in tasks of their own. */
import { eventually } from '../support/eventually'

jest.mock('@tarojs/router/dist/index.js', () => ({
  createRouter: jest.fn(),
  handleAppMount: jest.fn(),
  navigateTo: jest.fn(),
}))

// eslint-disable-next-line @typescript-eslint/no-require-imports
const taro = require('@tarojs/router/dist/index.js') as {
  createRouter: jest.Mock
  handleAppMount: jest.Mock
  navigateTo: jest.Mock
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shim = require('../../config/shims/taro-router-h5.js') as {
  createRouter: (...args: unknown[]) => unknown
  handleAppMount: (...args: unknown[]) => unknown
  navigateTo: unknown
}

type Route = { path: string; navigationBarTitleText?: string; load: (...args: unknown[]) => unknown[] }

/** Settles every promise already resolved, within the current task. */
const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}
/**
 * The shim's later task is a MessageChannel message (lib/idle's inNextTask), and Node gives no order between a message
 * and a timer: on a busy machine one timer could fire first, and the start then came in the next test.
 */
const laterTasks = (done: () => boolean) => eventually(done, (passed) => passed, 1000, 10)

beforeEach(() => jest.clearAllMocks())

describe('the H5 router shim', () => {
  it("starts Taro's router in a later task, with what the entry gave it", async () => {
    const history = {}
    const app = {}
    const framework = {}
    const config = { routes: [] as Route[] }
    shim.createRouter(history, app, config, framework)
    await microtasks()
    expect(taro.createRouter).not.toHaveBeenCalled()
    await laterTasks(() => taro.createRouter.mock.calls.length > 0)
    expect(taro.createRouter).toHaveBeenCalledTimes(1)
    const given = [history, app, config, framework]
    taro.createRouter.mock.calls[0].forEach((arg: unknown, i: number) => expect(arg).toBe(given[i]))
  })

  it("marks the app's element in the router's task, just before it starts (WebKit's loading layer)", async () => {
    const order: string[] = []
    taro.handleAppMount.mockImplementation(() => order.push('mount'))
    taro.createRouter.mockImplementation(() => order.push('router'))
    const config = { routes: [] as Route[] }
    const history = {}
    shim.handleAppMount(config, history)
    shim.createRouter(history, {}, config, {})
    await microtasks()
    expect(order).toEqual([])
    await laterTasks(() => order.length >= 2)
    expect(order).toEqual(['mount', 'router'])
    expect(taro.handleAppMount.mock.calls[0][0]).toBe(config)
    expect(taro.handleAppMount.mock.calls[0][1]).toBe(history)
  })

  it("hands a page's module to the router only in the task after it was loaded, keeping the route's settings", async () => {
    const module = { default: 'ArticlePage' }
    const route: Route = {
      path: 'community/articleDetail/index',
      navigationBarTitleText: '正文',
      load: (context, params) => [Promise.resolve(module), context, params],
    }
    const config = { routes: [route] }
    shim.createRouter({}, {}, config, {})
    const wrapped = config.routes[0]
    expect(wrapped.path).toBe(route.path)
    expect(wrapped.navigationBarTitleText).toBe('正文')
    const [page, context, params] = wrapped.load('ctx', { articleId: '1' }) as [Promise<unknown>, unknown, unknown]
    expect([context, params]).toEqual(['ctx', { articleId: '1' }])
    let handed: unknown = null
    void page.then((value) => (handed = value))
    await microtasks()
    expect(handed).toBeNull()
    await laterTasks(() => handed !== null)
    expect(handed).toBe(module)
  })

  it("passes the rest of Taro's router through", () => {
    expect(shim.navigateTo).toBe(taro.navigateTo)
  })
})
