/**
 * In the build, Taro's framework plugin adds the page hooks (useDidShow, useReachBottom, ...) to
 * '@tarojs/taro'. Jest maps '@tarojs/taro' to test-utils' runtime, which lacks them, so the same
 * hooks from the React runtime are attached here. Import this first in a test file.
 * (Belongs in test/support/component-setup.ts; kept here until the owner of that file moves it.)
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('@tarojs/plugin-framework-react/dist/runtime') as Record<string, unknown>
// eslint-disable-next-line @typescript-eslint/no-require-imports
const taroModule = require('@tarojs/taro') as Record<string, unknown> & { default?: Record<string, unknown> }

for (const [name, value] of Object.entries(runtime)) {
  if (!name.startsWith('use') || typeof value !== 'function') continue
  if (!(name in taroModule)) Object.defineProperty(taroModule, name, { value, enumerable: true })
  if (taroModule.default && !(name in taroModule.default)) taroModule.default[name] = value
}

export {}
