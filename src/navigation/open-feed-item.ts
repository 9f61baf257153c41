/**
 * Performs what tapping a feed item should do (lib decideOpenFeedItem / decideAfterArticleInfo):
 * pages through the router (or the host app for its pages), outside links through the web-view
 * helper, live rooms through the app's deep link, refusals as a toast.
 */
import type { ArticleInfo } from '@shared/api'
import { findRoute, type RoutePath } from '@/config/routes'
import { TEXTS } from '@/config/constants'
import {
  cleanStockCode,
  decideAfterArticleInfo,
  decideOpenFeedItem,
  parseQuery,
  type FeedItemRef,
  type FeedOpenAction,
  type OpenEnv,
} from '@/lib'
import { openLiveRoom, openOutsideLink, openRoute } from './open'
import { getPlatform } from '@/platform'
import { feedOpenEnv } from './open-env'

/**
 * An address of this product (a route-table page, with or without the /community prefix), which
 * the server also uses for "outside" links of its own content: those open as pages.
 */
function openOwnPage(url: string, context: FeedOpenContext): Promise<boolean> | null {
  if (!url.startsWith('/')) return null
  const entry = findRoute(url)
  if (!entry || entry.builtIn) return null
  const query = parseQuery(url)
  if (entry.path === STOCK_BOARD) {
    const code = cleanStockCode(query.code)
    // On its own stock's board, a stock comment reads in the article page (likes, comments), not the board again.
    if (query.articleId && (code === null || code === context.stockBoard))
      return openRoute('community/articleDetail/index', { articleId: query.articleId, source: 'post' })
    if (code === null) return null
    return openRoute(STOCK_BOARD, { code, ...(query.articleId ? { articleId: query.articleId } : {}) })
  }
  return openRoute(entry.path as RoutePath, query)
}

const STOCK_BOARD = 'community/stockCommit/index'

/** Where a feed item is opened from, when that changes where it goes. */
export interface FeedOpenContext {
  /** The stock whose comment board lists the item (cleaned code). */
  stockBoard?: string
}

/** Looks up what a pubType 7 or 8 item is (the dynamics store's articleInfo). */
export type ArticleInfoLookup = (articleId: string) => Promise<ArticleInfo>

async function perform(
  action: FeedOpenAction,
  env: OpenEnv,
  lookup: ArticleInfoLookup,
  context: FeedOpenContext,
): Promise<boolean> {
  const platform = getPlatform()
  switch (action.kind) {
    case 'page':
      return openOwnPage(action.url, context) ?? (await platform.navigateTo(action.url), true)
    case 'outLink':
    case 'adsLink':
      return openOwnPage(action.url, context) ?? openOutsideLink(action.url)
    case 'liveRoom':
      return openLiveRoom(action.webinarId)
    case 'lookupArticle': {
      let next: FeedOpenAction
      try {
        next = decideAfterArticleInfo(await lookup(action.articleId), env)
      } catch {
        // The lookup failing (the id is gone) is, for the reader, content that cannot be opened.
        next = { kind: 'toast', text: TEXTS.contentTakenDown }
      }
      // decideAfterArticleInfo never answers lookupArticle, so this cannot loop.
      return perform(next, env, lookup, context)
    }
    case 'toast':
    case 'blocked':
      platform.toast(action.text)
      return false
  }
}

/** Opens a feed item; resolves whether something was opened. */
export async function openFeedItem(
  item: FeedItemRef,
  lookup: ArticleInfoLookup,
  context: FeedOpenContext = {},
): Promise<boolean> {
  const env = await feedOpenEnv()
  return perform(decideOpenFeedItem(item, env), env, lookup, context)
}
