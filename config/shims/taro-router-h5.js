// The H5 build's `@tarojs/router` (config/index.ts): Taro's router, with the start of the app and of each page split
// into tasks (docs/product.md §2.9). Taro's entry evaluates every module of the first screen, then starts the router,
// which renders the app's root and asks for the page; once the page's chunk is evaluated, the page renders in the same
// task. On a slow phone those were the two longest tasks of an article opened by link, and most of its blocking time.
// Here the router starts (with the app's element marked, as Taro does just before) in the task after the modules are
// evaluated, and a page renders in the task after its chunk, so a tap or a paint can come between. Nothing waits on
// the start: the page's chunk and first calls are already on their way (the loader in index.html asks for them), and
// the entry does not read what createRouter returns.
import { createRouter as startRouter, handleAppMount as mountApp } from '@tarojs/router/dist/index.js'

import { inNextTask } from '../../src/lib/idle'

export * from '@tarojs/router/dist/index.js'

/** A route whose page module, once loaded and evaluated, is handed to the router in the next task. */
function renderingInNextTask(route) {
  return {
    ...route,
    load(...args) {
      const [page, ...rest] = route.load(...args)
      const later = Promise.resolve(page).then((module) => new Promise((resolve) => inNextTask(() => resolve(module))))
      return [later, ...rest]
    },
  }
}

// The app's element is marked and the router started in one task, as Taro's entry does: WebKit, which styles the
// element once it is marked, did not hide the loading layer when the page then came into it (index.html's
// `#app:not(:empty) + .boot-loading`).
let mount = () => undefined

export function handleAppMount(...args) {
  mount = () => mountApp(...args)
}

export function createRouter(history, app, config, framework) {
  const routes = config.routes ?? []
  config.routes = routes.map(renderingInNextTask)
  inNextTask(() => {
    mount()
    startRouter(history, app, config, framework)
  })
}
