/**
 * The one route table. Every page of the product (docs/product.md §2.1) is here once; app.config.ts,
 * page configs, navigation, analytics page codes, theme and host-scheme decisions derive from it.
 */
export type PackageRoot =
  'pages' | 'community' | 'activity' | 'topics' | 'etf' | 'etfMargin' | 'monetary_circle' | 'subPackages-stock'

export interface RouteEntry {
  /** Path without the leading slash, as Taro names pages. */
  readonly path: string
  /** Chinese navigation-bar title. */
  readonly title: string
  /** Pull to refresh. */
  readonly ptr: boolean
  /** Analytics page code (docs/product.md §2.4), or a kebab name where none is fixed. */
  readonly pageCode: string
  /** Route parameters that belong in the analytics page name (e.g. circleId). */
  readonly codeParams: readonly string[]
  readonly redTheme: boolean
  /** Opened through the host app's scheme with navigationBarHidden=1. */
  readonly openInHost: boolean
  readonly root: PackageRoot
  /** Built into Taro itself (H5 location pickers): listed for completeness, never a page of ours. */
  readonly builtIn?: boolean
}

export const COMMUNITY_NAME = '投资社区'

type Flags = Partial<Pick<RouteEntry, 'ptr' | 'redTheme' | 'openInHost' | 'builtIn' | 'codeParams'>>

function route(path: string, title: string, pageCode: string, flags: Flags = {}): RouteEntry {
  const first = path.split('/')[0]
  const root = (first === 'pages' ? 'pages' : first) as PackageRoot
  return {
    path,
    title,
    pageCode,
    ptr: flags.ptr ?? false,
    redTheme: flags.redTheme ?? false,
    openInHost: flags.openInHost ?? false,
    builtIn: flags.builtIn,
    codeParams: flags.codeParams ?? [],
    root,
  }
}

export const ROUTES = [
  route('pages/index/index', COMMUNITY_NAME, 'app-home', { redTheme: true, openInHost: true }),
  route('pages/myFollow/index', '我的关注', 'my-follow', { ptr: true }),
  route('pages/webview/index', COMMUNITY_NAME, 'webview'),
  route('pages/follow/index', '关注', 'follow'),
  route('activity/showRole/index', '晒徽章 享福利', 'show-role', { openInHost: true }),
  route('activity/guessPlate/index', '天天猜板块', 'guess-plate'),
  route('activity/guessPlate/rule', '活动规则', 'guess-plate-rule'),
  route('activity/guessPlate/rule2', '活动规则', 'guess-plate-rule2'),
  route('community/home/index', COMMUNITY_NAME, 'community-home', { ptr: true, redTheme: true }),
  route('community/articleDetail/index', '详情', 'article-detail', {
    codeParams: ['articleId', 'source'],
  }),
  route('community/post/index', '发布动态', 'post'),
  route('community/addStock/index', '添加股票', 'add-stock'),
  route('community/addTopic/index', '添加话题', 'add-topic'),
  route('community/addCircle/index', '添加圈子', 'add-circle'),
  route('community/hotFund/index', '热门基金', 'hot-fund', { codeParams: ['lookUserId'] }),
  route('community/live/index', '直播', 'live', { ptr: true }),
  route('community/dynamicData/index', '动态', 'dynamic-data', { codeParams: ['lookUserId'] }),
  route('community/shortVideo/index', '短视频', 'short-video'),
  route('community/stockCommit/index', '股评', 'stock-commit', { openInHost: true }),
  route('community/stockCommit2/index', '热门股评', 'stock-commit2', { redTheme: true, openInHost: true }),
  route('community/personalCenter/index', '个人主页', 'personal-center', { ptr: true }),
  route('community/search/index', '搜索', 'search', { ptr: true }),
  route('community/personalMsg/index', '消息', 'personal-msg', { redTheme: true }),
  route('community/personDetail/index', '个人资料', 'person-detail'),
  route('community/orgDetail/index', '机构主页', 'org-detail'),
  route('community/commentDetail/index', '评论详情', 'comment-detail'),
  route('community/recommend/index', '推荐', 'recommend', { ptr: true }),
  route('community/condition/index', '最新动态', 'condition', { ptr: true, redTheme: true }),
  route('community/lrArticle/index', '两融资讯', 'lr-article', { redTheme: true, openInHost: true }),
  route('community/testFun/index', '功能测试', 'test-fun'),
  route('monetary_circle/circle/circle', '圈子', 'circle-detail', { codeParams: ['circleId'] }),
  route('topics/topicPage/index', '话题', 'topic-detail', { codeParams: ['topicId'] }),
  route('topics/allTopic/index', '全部话题', 'all-topic', { ptr: true }),
  // The host-scheme name is spelled 'etc-chance' in the app's contract (docs/product.md §2.6); kept as written.
  route('etf/chance/index', 'ETF机会', 'etc-chance', { openInHost: true }),
  route('etf/circle/index', 'ETF圈', 'etf-circle', { ptr: true, openInHost: true }),
  route('etfMargin/chance/index', '两融ETF机会', 'etf-margin-chance'),
  route('etfMargin/circle/index', '两融ETF圈', 'etf-margin-circle', { ptr: true }),
  route('subPackages-stock/pages/stock/stock', '个股详情', 'stock'),
  route('choose-location', '选择位置', 'choose-location', { builtIn: true }),
  route('open-location', '查看位置', 'open-location', { builtIn: true }),
] as const satisfies readonly RouteEntry[]

export type RoutePath = (typeof ROUTES)[number]['path']

export const HOME_PATH: RoutePath = 'pages/index/index'

const byPath = new Map<string, RouteEntry>(ROUTES.map((r) => [r.path, r]))

/** Accepts '/a/b', 'a/b', with or without a query or the /community prefix. */
export function normalisePath(url: string): string {
  let p = url.split('?')[0].split('#')[0]
  p = p.replace(/^\/+/, '')
  if (p.startsWith('community/') && !byPath.has(p)) {
    const rest = p.slice('community/'.length)
    if (byPath.has(rest) || rest === '') p = rest
  }
  return p === '' ? HOME_PATH : p
}

export function findRoute(url: string): RouteEntry | undefined {
  return byPath.get(normalisePath(url))
}

/** The pages of this product: the route table without Taro's own location pages. */
export function productRoutes(): RouteEntry[] {
  return ROUTES.filter((r) => !r.builtIn)
}

/** The product page at an address, if it is one (never one of Taro's own pages). */
export function findPage(url: string): RouteEntry | undefined {
  const entry = findRoute(url)
  return entry && !entry.builtIn ? entry : undefined
}
