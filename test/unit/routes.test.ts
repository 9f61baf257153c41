import { ROUTES, findRoute, normalisePath, productRoutes } from '@/config/routes'
import { deriveAppConfig, derivePageConfig } from '@/config/app-config'

// The page list of docs/product.md §2.1, as written there. The table must hold exactly these.
const SPEC_PATHS = [
  'pages/index/index',
  'pages/myFollow/index',
  'pages/webview/index',
  'pages/follow/index',
  'activity/showRole/index',
  'activity/guessPlate/index',
  'activity/guessPlate/rule',
  'activity/guessPlate/rule2',
  'community/home/index',
  'community/articleDetail/index',
  'community/post/index',
  'community/addStock/index',
  'community/addTopic/index',
  'community/addCircle/index',
  'community/hotFund/index',
  'community/live/index',
  'community/dynamicData/index',
  'community/shortVideo/index',
  'community/stockCommit/index',
  'community/stockCommit2/index',
  'community/personalCenter/index',
  'community/search/index',
  'community/personalMsg/index',
  'community/personDetail/index',
  'community/orgDetail/index',
  'community/commentDetail/index',
  'community/recommend/index',
  'community/condition/index',
  'community/lrArticle/index',
  'community/testFun/index',
  'monetary_circle/circle/circle',
  'topics/topicPage/index',
  'topics/allTopic/index',
  'etf/chance/index',
  'etf/circle/index',
  'etfMargin/chance/index',
  'etfMargin/circle/index',
  'choose-location',
  'open-location',
  'subPackages-stock/pages/stock/stock',
]
const SPEC_PTR = [
  'pages/myFollow/index',
  'community/home/index',
  'community/live/index',
  'community/personalCenter/index',
  'community/search/index',
  'community/recommend/index',
  'community/condition/index',
  'topics/allTopic/index',
  'etf/circle/index',
  'etfMargin/circle/index',
]
const SPEC_RED = ['app-home', 'community-home', 'personal-msg', 'stock-commit2', 'condition', 'lr-article']
const SPEC_HOST = ['app-home', 'show-role', 'stock-commit', 'stock-commit2', 'etc-chance', 'etf-circle', 'lr-article']

describe('route table', () => {
  it('holds exactly the product pages (docs/product.md §2.1)', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort())
  })
  it('flags exactly the pull-to-refresh pages (§2.1)', () => {
    expect(
      ROUTES.filter((r) => r.ptr)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...SPEC_PTR].sort())
  })
  it('flags exactly the red-theme and host-scheme pages', () => {
    expect(
      ROUTES.filter((r) => r.redTheme)
        .map((r) => r.pageCode)
        .sort(),
    ).toEqual([...SPEC_RED].sort())
    expect(
      ROUTES.filter((r) => r.openInHost)
        .map((r) => r.pageCode)
        .sort(),
    ).toEqual([...SPEC_HOST].sort())
  })
  it('gives every page a Chinese title and a unique page code', () => {
    for (const r of ROUTES) expect(r.title).toMatch(/[\u4e00-\u9fa5]/)
    expect(new Set(ROUTES.map((r) => r.pageCode)).size).toBe(ROUTES.length)
  })
  it('finds routes by address, with or without slash, query or /community prefix', () => {
    expect(findRoute('/community/articleDetail/index?articleId=1')?.pageCode).toBe('article-detail')
    expect(findRoute('/community/community/home/index')?.pageCode).toBe('community-home')
    expect(normalisePath('/')).toBe('pages/index/index')
    expect(normalisePath('/community/')).toBe('pages/index/index')
    expect(findRoute('/nope/index')).toBeUndefined()
  })
})

describe('derived app config', () => {
  const config = deriveAppConfig()
  it('lists every page of the product, the home page first, and none of Taro’s own location pages', () => {
    const all = [...config.pages, ...config.subPackages.flatMap((p) => p.pages.map((x) => p.root + x))]
    expect(all).not.toContain('choose-location')
    expect(all).toHaveLength(ROUTES.length - 2)
    expect(all.sort()).toEqual(
      productRoutes()
        .map((r) => r.path)
        .sort(),
    )
    expect(config.pages[0]).toBe('pages/index/index')
  })
  it('keeps the main package to pages/ and makes the other roots subpackages', () => {
    expect(config.pages.every((p) => p.startsWith('pages/'))).toBe(true)
    for (const sub of config.subPackages) expect(sub.root).not.toBe('pages/')
  })
  it('sets the page window (§2.2)', () => {
    expect(config.window).toMatchObject({
      navigationStyle: 'custom',
      backgroundColor: '#F8F8F8',
      onReachBottomDistance: 100,
    })
  })
  it('derives page configs with the PTR flag', () => {
    expect(derivePageConfig('community/home/index', 'weapp').enablePullDownRefresh).toBe(true)
    expect(derivePageConfig('community/articleDetail/index', 'weapp').enablePullDownRefresh).toBe(false)
    // H5 uses the shell's own pull-to-refresh, not Taro's.
    expect(derivePageConfig('community/home/index', 'h5').enablePullDownRefresh).toBe(false)
    expect(() => derivePageConfig('nope')).toThrow(/No route-table entry/)
  })
  it('enables Taro’s own pull-down on no H5 page: the H5 build leaves its component out (config/shims)', () => {
    const h5 = productRoutes().map((route) => derivePageConfig(route.path, 'h5').enablePullDownRefresh)
    expect(h5.length).toBeGreaterThan(10)
    expect(h5.filter(Boolean)).toEqual([])
    expect(deriveAppConfig().window).not.toHaveProperty('enablePullDownRefresh', true)
  })
})
