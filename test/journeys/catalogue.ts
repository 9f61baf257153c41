/**
 * One catalogue of user journeys, read by every target's suite: the Chromium end-to-end suite
 * (test/e2e/journeys.test.ts), WebKit (test/webkit/journeys.test.ts), the headless mini-program boot
 * (test/weapp/journeys.test.ts) and the WeChat DevTools QA suite (test/qa). Each suite runs every journey its target can; where one cannot,
 * the row says why. Every built page of the route table has an "open" journey.
 */
import { productRoutes } from '@/config/routes'
import type { Seeded } from './seeded'

export type Target = 'h5' | 'webkit' | 'weapp' | 'qa'

/**
 * - open: the page shows its title and content, nothing throws.
 * - openItem: a feed card opens its detail page.
 * - like / follow / comment: the write reaches the server and the screen shows it (test account).
 * - reachBottom / pullDown: the next page arrives / the first page is asked again.
 * - back: the detail page goes back to the list it came from.
 * - post: writing a new dynamic.
 */
export type JourneyKind =
  'open' | 'openItem' | 'like' | 'follow' | 'comment' | 'reachBottom' | 'pullDown' | 'back' | 'post'

export interface Journey {
  name: string
  kind: JourneyKind
  /** Route-table path where the journey starts. */
  path: string
  query?: (seed: Seeded) => Record<string, string>
  /** Runs as the test account (host-simulated app on H5, the dev flag in the mini-program). */
  login?: boolean
  /** Targets that cannot run it, and why. */
  notOn?: Partial<Record<Target, string>>
}

/** The query each built page needs to show real content; pages not listed take none. */
export const PAGE_QUERIES: Record<string, (seed: Seeded) => Record<string, string>> = {
  'community/articleDetail/index': (s) => ({ articleId: s.article.articleId, source: 'article' }),
  'community/commentDetail/index': (s) => ({ commentId: s.comment.commentId, articleId: s.comment.articleId }),
  'community/dynamicData/index': (s) => ({ lookUserId: s.authorId }),
  'community/hotFund/index': (s) => ({ lookUserId: s.authorId }),
  'subPackages-stock/pages/stock/stock': (s) => ({ code: s.stock.code, name: s.stock.name, from: 'community' }),
  'community/stockCommit/index': (s) => ({ code: s.stock.code, name: s.stock.name }),
  // An address outside the allow-list: the page opens and says it will not show it (no outside request).
  'pages/webview/index': () => ({ url: 'https://example.com/' }),
  'community/shortVideo/index': (s) => ({ articleId: s.videoId }),
  // The seed numbers topics and circles from 1.
  'topics/topicPage/index': () => ({ topicId: '1' }),
  'monetary_circle/circle/circle': () => ({ circleId: '1' }),
  'community/personalCenter/index': (s) => ({ toAccountId: s.authorId }),
  'community/post/index': () => ({ topicId: '1' }),
  'pages/follow/index': (s) => ({ toAccountId: s.authorId }),
  'community/orgDetail/index': (s) => ({ toAccountId: s.authorId }),
}

/** Only DevTools can press keys and scroll natively; the automator wire the suite speaks has no input event. */
const QA_NEEDS_INPUT =
  'typing and native scrolling are not part of the automator calls the QA suite uses; QA does it by hand'
const FEED = 'community/condition/index'

export const JOURNEYS: readonly Journey[] = [
  ...productRoutes().map((route): Journey => ({
    name: `open ${route.path}`,
    kind: 'open',
    path: route.path,
    query: PAGE_QUERIES[route.path],
  })),
  { name: 'open an article from the latest feed', kind: 'openItem', path: FEED },
  { name: 'like a dynamic from its card', kind: 'like', path: FEED, login: true },
  {
    name: 'follow an author from their home',
    kind: 'follow',
    path: 'community/dynamicData/index',
    query: PAGE_QUERIES['community/dynamicData/index'],
    login: true,
  },
  {
    name: 'comment on an article',
    kind: 'comment',
    path: 'community/articleDetail/index',
    query: PAGE_QUERIES['community/articleDetail/index'],
    login: true,
    notOn: { qa: QA_NEEDS_INPUT },
  },
  {
    name: 'load more at the bottom of the latest feed',
    kind: 'reachBottom',
    path: FEED,
    notOn: { qa: QA_NEEDS_INPUT },
  },
  { name: 'pull the latest feed down to refresh', kind: 'pullDown', path: FEED, notOn: { qa: QA_NEEDS_INPUT } },
  { name: 'go back from an article to the feed', kind: 'back', path: FEED },
  {
    name: 'post a dynamic',
    kind: 'post',
    path: 'community/post/index',
    login: true,
    notOn: { qa: QA_NEEDS_INPUT },
  },
]

/** The journeys a target runs. */
export function journeysFor(target: Target): Journey[] {
  return JOURNEYS.filter((journey) => !journey.notOn?.[target])
}

/** The journeys a target leaves out, with the reason the catalogue gives. */
export function leftOutOn(target: Target): { name: string; why: string }[] {
  return JOURNEYS.filter((journey) => journey.notOn?.[target]).map((journey) => ({
    name: journey.name,
    why: journey.notOn?.[target] as string,
  }))
}
