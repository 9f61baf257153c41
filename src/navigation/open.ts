/**
 * Opening pages, stocks, live rooms and outside links. Decisions are pure (decide-open.ts); this file
 * performs them through the platform, so a page never asks where it runs.
 */
import { findRoute, type RoutePath } from '@/config/routes'
import { TEXTS } from '@/config/constants'
import { parseQuery, type QueryRecord } from '@/lib'
import { getPlatform, type Platform } from '@/platform'
import {
  decideOpenLiveRoom,
  decideOpenRoute,
  decideOpenStock,
  type AppFunction,
  type OpenDecision,
  type StockRef,
} from './decide-open'
import { currentOrigin } from './origin'
import { loadOutside } from './outside-loader'
import type { RouteParamsArgs } from './route-params'

/** Carries out a decision; false when nothing was opened (a refusal shows its message). */
export async function performOpen(
  decision: OpenDecision,
  platform: Platform = getPlatform(),
  replace = false,
): Promise<boolean> {
  switch (decision.kind) {
    case 'navigate':
      await (replace ? platform.redirectTo(decision.url) : platform.navigateTo(decision.url))
      return true
    case 'host':
      return platform.openUrl(decision.url, decision.navigationBarHidden ? { navigationBarHidden: true } : undefined)
    case 'function':
      return platform.openFunction(decision.functionId, decision.params)
    case 'refuse':
      platform.toast(decision.message)
      return false
    case 'copy':
    case 'ask':
      return withOutside(platform, (outside) => outside.performOutside(decision, platform, performOpen))
  }
}

/** Runs with the outside-link rules, whose code may still have to arrive (H5); a failed fetch is said, not thrown. */
async function withOutside(
  platform: Platform,
  run: (outside: Awaited<ReturnType<typeof loadOutside>>) => Promise<boolean>,
): Promise<boolean> {
  let outside: Awaited<ReturnType<typeof loadOutside>>
  try {
    outside = await loadOutside()
  } catch {
    platform.toast(TEXTS.loadFailed)
    return false
  }
  return run(outside)
}

/**
 * Opens a route-table page with its typed parameters, e.g.
 * openRoute('community/articleDetail/index', { articleId, source: 'article' }).
 */
export function openRoute<P extends RoutePath>(path: P, ...args: RouteParamsArgs<P>): Promise<boolean> {
  return openRouteAs(false, path, args[0] as QueryRecord | undefined)
}

/** Like openRoute, but in place of the current page (the composer gives way to the post it sent). */
export function replaceRoute<P extends RoutePath>(path: P, ...args: RouteParamsArgs<P>): Promise<boolean> {
  return openRouteAs(true, path, args[0] as QueryRecord | undefined)
}

function openRouteAs(replace: boolean, path: RoutePath, params: QueryRecord | undefined): Promise<boolean> {
  const platform = getPlatform()
  const entry = findRoute(path)
  if (!entry) {
    platform.toast(TEXTS.pageMissing)
    return Promise.resolve(false)
  }
  // Taro's own location pages are in the table for completeness; nothing of ours opens them by address.
  if (entry.builtIn) {
    platform.toast(TEXTS.pageNotOpen)
    return Promise.resolve(false)
  }
  return performOpen(
    decideOpenRoute({ entry, params, host: platform.kind, origin: currentOrigin() }),
    platform,
    replace,
  )
}

export function openStock(stock: StockRef): Promise<boolean> {
  const platform = getPlatform()
  return performOpen(decideOpenStock(stock, platform.kind), platform)
}

export function openLiveRoom(webinarId: string): Promise<boolean> {
  const platform = getPlatform()
  return performOpen(decideOpenLiveRoom(webinarId, platform.kind), platform)
}

/**
 * An outside address by the rules of docs/product.md §2.6: in the app the app opens it, in a browser a trusted site
 * opens in our web-view page and any other after asking, in the mini-program its business domains open and the
 * rest are copied; tricks and look-alikes are refused everywhere.
 */
export function openOutsideLink(url: string): Promise<boolean> {
  const platform = getPlatform()
  return withOutside(platform, (outside) => outside.openOutside(url, platform, performOpen))
}

/**
 * An address operations configured (a campaign entry): a route-table page opens by the table's rules
 * (through the host app where it says openInHost), anything else as an outside link.
 */
export function openConfiguredLink(url: string): Promise<boolean> {
  const entry = findRoute(url)
  if (!entry) return openOutsideLink(url)
  return openRouteAs(false, entry.path as RoutePath, url.includes('?') ? parseQuery(url) : undefined)
}

/** A page of this site by its address (a link inside an article). */
export function openPageUrl(url: string): Promise<void> {
  return getPlatform().navigateTo(url)
}

/**
 * An account's own page from wherever its avatar or name shows: the personal centre (the
 * organisation home for organisations).
 */
export function openAccount(accountId: string, kind?: string): Promise<boolean> {
  const id = accountId.trim()
  if (!id) return Promise.resolve(false)
  if (kind === 'org') {
    return openRoute('community/orgDetail/index', { toAccountId: id })
  }
  return openRoute('community/personalCenter/index', { toAccountId: id })
}

/** App functions exist only in the broker app: entries that open one are shown there only. */
export function canOpenAppFunctions(): boolean {
  return getPlatform().kind === 'native'
}

/**
 * Opens an app function (docs/product.md §4.19) and, once the app took it, hands it to `report`
 * (the route-function report, RootStore.reportAppFunction). Outside the app, says to open the app.
 */
export async function openAppFunction(fn: AppFunction, report: (fn: AppFunction) => void): Promise<boolean> {
  const platform = getPlatform()
  if (platform.kind !== 'native') {
    platform.toast(TEXTS.openInApp)
    return false
  }
  const opened = await platform.openFunction(fn.functionId, Object.keys(fn.params).length ? fn.params : undefined)
  if (opened) report(fn)
  return opened
}
