/**
 * The calls an entry page makes first, started by index.html's inline loader while the app's code downloads
 * (config/first-screen-loader.ts, docs/product.md §2.9), so data and code arrive together on a deployment that
 * serves index.html as a static file (nginx). The app takes each answer once, for the first call of the same method,
 * address and body (src/http/boot-answers.ts); a call that does not match is simply asked again, and the browser
 * test through nginx (test/e2e/first-screen-nginx.test.ts) holds this list to what the pages really ask.
 *
 * Only calls that read, and only for a visitor with no account: a viewer named by the address or kept in the tab
 * gets their own answers, which the loader cannot ask for (it has no session).
 */
import { DEFAULT_PAGE_SIZE, ENDPOINTS, type EndpointKey } from './api'
import { HOME_PAGE_ID } from './home-page'

export interface FirstCall {
  endpoint: EndpointKey
  /** Path placeholders (`{id}`) by the start address's query parameter that fills them. */
  pathFromQuery?: Record<string, string>
  /** The JSON body; a string value `{name}` is the start address's query parameter `name`. */
  body?: Record<string, unknown>
  /** Filled into the path as is (constants, not from the address). */
  pathParams?: Record<string, string>
  /** Its answer draws the page's lead where the HTML has none (types/lead-markup.ts): at most one per page. */
  lead?: LeadKind
}

/** The pages whose first screen the loader can draw from an early answer. */
export type LeadKind = 'home' | 'article'

/** Home's first calls, as pages/index/index.tsx and its stores make them (topics and feed page sizes included). */
const HOME_CALLS: FirstCall[] = [
  { endpoint: 'page.info', pathParams: { pageId: HOME_PAGE_ID }, lead: 'home' },
  { endpoint: 'article.dynamicList', body: { tab: 'recommend', pageNum: 1, pageSize: DEFAULT_PAGE_SIZE } },
  { endpoint: 'misc.queryPorcelainList' },
  { endpoint: 'article.activityList', body: { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE } },
  { endpoint: 'misc.queryNewTopicAndArticle', body: {} },
  { endpoint: 'topic.topicRecommend', body: { pageNum: 1, pageSize: 4 } },
  { endpoint: 'misc.getHotStock' },
]

/** An article opened by link: its detail as a visitor reads it, and the first page of its comments. */
const ARTICLE_CALLS: FirstCall[] = [
  { endpoint: 'article.appInfo', pathFromQuery: { id: 'articleId' }, lead: 'article' },
  {
    endpoint: 'article.getCommentByArticle',
    body: { articleId: '{articleId}', pageNum: 1, pageSize: DEFAULT_PAGE_SIZE },
  },
]

/** By page path (src/config/routes.ts); the home page is the app config's first. */
export const FIRST_CALLS: Record<string, FirstCall[]> = {
  'pages/index/index': HOME_CALLS,
  'community/articleDetail/index': ARTICLE_CALLS,
}

/** A query value the loader may put into a call: what the pages accept as an id (types/content-id.ts). */
export const FIRST_CALL_VALUE = /^[A-Za-z0-9_-]{1,32}$/

/** Address parameters that name a viewer (src/startup/params.ts): the loader then starts nothing. */
export const VIEWER_PARAMS = ['accountId', 'token', 'dev'] as const

/** The tab's kept session (src/stores/session.ts SESSION_KEYS.token): a known viewer, so nothing is started. */
export const KEPT_SESSION_KEY = 'token'

/** How long the app's scripts wait at most for a drawn lead to be shown (config/first-screen-loader.ts). */
export const LEAD_SHOWN_LATEST_MS = 300

/**
 * How long they wait at most for the answer a lead is drawn from. Not longer: the scripts are downloading meanwhile,
 * and a slow answer holds the page itself just as long.
 */
export const LEAD_ANSWER_LATEST_MS = 1000

/** Where the loader leaves the calls it started, for the HTTP layer to take. */
export const EARLY_CALLS_GLOBAL = '__communityEarlyCalls'

/** A call as the loader starts it: the address with `{name}` placeholders for the start address's query. */
export interface LoaderCall {
  method: 'GET' | 'POST'
  url: string
  contentType: string
  body?: Record<string, unknown>
  lead?: LeadKind
}

const CONTENT_TYPES = {
  json: 'application/json;charset=UTF-8',
  urlencoded: 'application/x-www-form-urlencoded;charset=UTF-8',
}

/** The call's address on the base it is built for, its product filled in and query placeholders kept. */
export function loaderCall(call: FirstCall, product: string, base: string): LoaderCall {
  const spec = ENDPOINTS[call.endpoint]
  const path = spec.path.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (name === 'product') return product
    const constant = call.pathParams?.[name]
    if (constant !== undefined) return encodeURIComponent(constant)
    const fromQuery = call.pathFromQuery?.[name]
    if (fromQuery === undefined) throw new Error(`first call ${call.endpoint}: nothing fills ${placeholder}`)
    return `{${fromQuery}}`
  })
  if (spec.form !== 'postJson' && spec.form !== 'getUrlencoded')
    throw new Error(`first call ${call.endpoint}: the loader sends JSON bodies and bare GETs only`)
  if (spec.method === 'GET' && call.body) throw new Error(`first call ${call.endpoint}: a GET has no body`)
  return {
    method: spec.method,
    url: base.replace(/\/+$/, '') + path,
    contentType: spec.form === 'postJson' ? CONTENT_TYPES.json : CONTENT_TYPES.urlencoded,
    ...(spec.method === 'POST' ? { body: call.body ?? {} } : {}),
    ...(call.lead ? { lead: call.lead } : {}),
  }
}
