import { productRoutes, COMMUNITY_NAME, findRoute, type RouteEntry } from './routes'
import { COLORS, LIMITS, TIMEOUTS } from './constants'

/** The app.json / app.config shape Taro reads; derived, never written by hand. */
export interface DerivedAppConfig {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
  window: {
    navigationStyle: 'custom'
    navigationBarTitleText: string
    navigationBarBackgroundColor: string
    navigationBarTextStyle: 'black' | 'white'
    backgroundColor: string
    backgroundTextStyle: 'dark' | 'light'
    onReachBottomDistance: number
  }
  /** The mini-program's own time-outs, in ms (docs/product.md §7.2). */
  networkTimeout: { request: number; connectSocket: number; uploadFile: number; downloadFile: number }
  animation: boolean
}

export function deriveAppConfig(routes: RouteEntry[] = productRoutes()): DerivedAppConfig {
  const main = routes.filter((r) => r.root === 'pages')
  const roots = [...new Set(routes.filter((r) => r.root !== 'pages').map((r) => r.root))]
  return {
    // The home page first: it is the entry.
    pages: main
      .map((r) => r.path)
      .sort((a, b) => Number(b === 'pages/index/index') - Number(a === 'pages/index/index')),
    subPackages: roots.map((root) => ({
      root: `${root}/`,
      pages: routes.filter((r) => r.root === root).map((r) => r.path.slice(root.length + 1)),
    })),
    window: {
      navigationStyle: 'custom',
      navigationBarTitleText: COMMUNITY_NAME,
      navigationBarBackgroundColor: '#ffffff',
      navigationBarTextStyle: 'black',
      backgroundColor: COLORS.pageBackground,
      backgroundTextStyle: 'dark',
      onReachBottomDistance: LIMITS.bottomReachDistancePx,
    },
    // The framework's time-out for every kind of network call; the product's own layer adds none (§7.2).
    networkTimeout: {
      request: TIMEOUTS.networkMs,
      connectSocket: TIMEOUTS.networkMs,
      uploadFile: TIMEOUTS.networkMs,
      downloadFile: TIMEOUTS.networkMs,
    },
    animation: false,
  }
}

export interface DerivedPageConfig {
  navigationBarTitleText: string
  navigationStyle: 'custom'
  enablePullDownRefresh: boolean
  backgroundTextStyle: 'dark'
  onReachBottomDistance: number
}

/**
 * On H5 the shell draws its own pull-to-refresh under the custom navigation bar; Taro's H5 pull-down
 * would add a second indicator, so the native flag is set for the mini-program only.
 */
export function derivePageConfig(path: string, target: string | undefined = process.env.TARO_ENV): DerivedPageConfig {
  const route = findRoute(path)
  if (!route) throw new Error(`No route-table entry for page ${path}`)
  return {
    navigationBarTitleText: route.title,
    navigationStyle: 'custom',
    enablePullDownRefresh: route.ptr && target !== 'h5',
    backgroundTextStyle: 'dark',
    onReachBottomDistance: LIMITS.bottomReachDistancePx,
  }
}
