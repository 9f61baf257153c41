import { ENDPOINTS, fillPath, type ArticleDetail, type PageInfo } from '@shared/api'
import type { BootAnswers } from '@shared/boot-answers'
import { cleanContentId } from '@shared/content-id'
import { bannerImages, HOME_PAGE_ID } from '@shared/home-page'
import { isNavBarHidden } from '@shared/nav-bar'
import type { DB } from './db'
import { articleBootLead, homeBootLead } from './boot-lead'
import { ok } from './http/envelope'
import { articleDetail } from './domain/content'
import { pageInfo } from './domain/site'

/** What an entry page's HTML carries for its first screen (docs/product.md §2.9). */
export interface FirstScreen {
  /** Images the first screen leads with (home's banner, its largest paint): preloaded (server/preload.ts). */
  leadImages: string[]
  /** Answers to the page's first calls, written into the HTML (server/boot-answers.ts). */
  bootAnswers: BootAnswers
  /** The first screen drawn into the HTML's loading layer (server/boot-lead.ts); '' for none. */
  lead: string
}

export interface EntryAddress {
  /** The route the address opens (server/preload.ts entryPage). */
  page: string
  /** The app config's first page: what the bare /community/ opens. */
  isHome: boolean
  query: Record<string, unknown>
}

const NOTHING: FirstScreen = { leadImages: [], bootAnswers: {}, lead: '' }

/** What the app reads a viewer from in its address (src/startup/params.ts). */
const VIEWER_PARAMS = ['accountId', 'token', 'dev']

/** The article page (src/config/routes.ts; test/server/first-screen.test.ts keeps the two equal). */
export const ARTICLE_PAGE = 'community/articleDetail/index'

/** The first screen of the page an address opens, if the server draws one. */
export function firstScreen(db: DB, productId: string, entry: EntryAddress): FirstScreen {
  const navBar = !isNavBarHidden(entry.query)
  if (entry.isHome) return homeFirstScreen(db, productId, { navBar })
  if (entry.page === ARTICLE_PAGE) {
    // An address that names a viewer: the page asks for that viewer's detail, which the HTML does not carry, so a
    // lead would give way to the page's loading view.
    if (VIEWER_PARAMS.some((name) => entry.query[name] !== undefined)) return NOTHING
    const id = typeof entry.query.articleId === 'string' ? entry.query.articleId : undefined
    return articleFirstScreen(db, productId, id, { navBar })
  }
  return NOTHING
}

/**
 * Home: the banner's first image and the `page.info` answer (the same for every viewer), both from one
 * answer built by that route's own function and envelope. Nothing when the configuration is missing or broken:
 * the page then asks and loads as always.
 */
export function homeFirstScreen(db: DB, productId: string, options: { navBar: boolean }): FirstScreen {
  let info: PageInfo
  try {
    info = pageInfo(db, HOME_PAGE_ID)
  } catch {
    return NOTHING
  }
  let leadImages: string[] = []
  try {
    leadImages = bannerImages(info).slice(0, 1)
  } catch {
    // A banner module of the wrong shape: home shows no banner, so there is nothing to preload.
  }
  return {
    leadImages,
    bootAnswers: { [fillPath(ENDPOINTS['page.info'].path, productId, { pageId: HOME_PAGE_ID })]: ok(info) },
    lead: leadImages[0] ? homeBootLead(leadImages[0], options) : '',
  }
}

/**
 * An article opened by link: its detail as `article.appInfo` answers a viewer with no account, under that call
 * (no account in its query, so the app uses it only when it calls without one), and its first screen. Nothing for
 * an id the page would refuse or an article the server does not have: the page shows its own message.
 */
export function articleFirstScreen(
  db: DB,
  productId: string,
  rawId: string | undefined,
  options: { navBar: boolean },
): FirstScreen {
  const id = cleanContentId(rawId)
  if (id === null) return NOTHING
  let detail: ArticleDetail
  try {
    detail = articleDetail(db, id, undefined)
  } catch {
    return NOTHING
  }
  return {
    leadImages: [],
    bootAnswers: { [fillPath(ENDPOINTS['article.appInfo'].path, productId, { id })]: ok(detail) },
    lead: articleBootLead(detail, options),
  }
}
