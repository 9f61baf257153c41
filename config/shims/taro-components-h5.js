// The H5 build's `@tarojs/components`: Taro's HTML components (config/index.ts, useHtmlComponents), less one.
// Taro's entry hands its router a pull-down-refresh component (5.6 KB) for pages whose config enables the native
// pull-down. On H5 none does: the page shell draws its own (src/config/app-config.ts, derivePageConfig), so the
// router never renders it and the first screen need not carry it (test/unit/routes.test.ts).
export * from '@tarojs/components-react'
export const PullDownRefresh = undefined
