/**
 * Component tests render Taro pages for the web target in jsdom. Taro 4 with
 * @tarojs/test-utils-react 0.1.1 (made for Taro 3.6) needs this order: platform variables,
 * then @tarojs/taro, then the React runtime of the framework plugin, then the utils.
 */
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
Object.assign(globalThis, {
  ENABLE_INNER_HTML: true,
  ENABLE_ADJACENT_HTML: true,
  ENABLE_SIZE_APIS: true,
  ENABLE_TEMPLATE_CONTENT: true,
  ENABLE_MUTATION_OBSERVER: true,
  ENABLE_CLONE_NODE: true,
  ENABLE_CONTAINS: true,
  DEPRECATED_ADAPTER_COMPONENT: false,
  __TARO_FRAMEWORK__: 'react',
  defineAppConfig: <T>(c: T) => c,
  definePageConfig: <T>(c: T) => c,
})
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('@tarojs/taro')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('@tarojs/plugin-framework-react/dist/runtime') as Record<string, unknown> & {
  createH5NativeComponentConfig?: (...args: unknown[]) => unknown
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const React = require('react')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ReactDOM = require('react-dom')
runtime.createH5NativeComponentConfig?.(null, React, ReactDOM)

// In the build, the framework plugin adds the page hooks (useDidShow, useReachBottom, ...) to
// '@tarojs/taro'; the test-utils runtime that Jest maps it to lacks them, so attach the same hooks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const taroModule = require('@tarojs/taro') as Record<string, unknown> & { default?: Record<string, unknown> }
for (const [name, value] of Object.entries(runtime)) {
  if (!name.startsWith('use') || typeof value !== 'function') continue
  if (!(name in taroModule)) Object.defineProperty(taroModule, name, { value, enumerable: true })
  if (taroModule.default && !(name in taroModule.default)) taroModule.default[name] = value
}

// test-utils-react 0.1.1 still calls react-dom/test-utils' act; React 18.3 warns on every call.
const consoleError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act')) return
  consoleError(...args)
}
export {}
