/**
 * The constants table: docs/product.md §9.1 (business constants and limits), plus the few
 * section-5 limits the UI kit enforces. Every other module reads these; none repeats a value.
 */
export const TIMEOUTS = {
  chunkLoadMs: 120_000,
  /**
   * Code a tap soon may need (the toast, a feed item's opening) loads this long after the page's load event, once the
   * first screen's own chunks have come (lib/idle.ts loadAheadAfterPageLoad).
   */
  loadAheadDelayMs: 2000,
  asyncPageLoadDelayMs: 200,
  asyncPageLoadTimeoutMs: 60_000,
  networkMs: 60_000,
  /** The product's own HTTP layer sets none (docs/product.md §7.2). */
  productRequestMs: 0,
  /** A native call that is never answered resolves empty after this long. */
  nativeCallMs: 10_000,
  /** How long home's feed waits at most, once arrived, for the sections above it (docs/product.md §2.9). */
  homeSectionsWaitMs: 1000,
} as const

export const LIMITS = {
  bottomReachDistancePx: 100,
  badgeMax: 999,
  verifyCodeSeconds: 60,
  verifyCodeLength: 6,
  quoteBatchSize: 50,
  androidUserInfoPollMs: 300,
  androidUserInfoPollTries: 10,
  uploadMaxCount: 52,
  avatarGroupMax: 5,
  albumMaxCount: 9,
  numberBoxMin: 1,
  pickerYearsBack: 10,
  pickerYearsAhead: 10,
  pageSize: 20,
} as const

export const DURATIONS = {
  toastMs: 2000,
  notifyMs: 3000,
  /**
   * A second tap on the same thing within this time of the first is a double tap, ignored even when
   * the first write was already answered (a fast network answers in less than a double tap takes).
   */
  doubleTapMs: 500,
} as const

/**
 * Offline copies (docs/product.md §8.5): the reads kept on the device, least recently read leaving first. The byte
 * budget is the mini-program's deciding limit (10 MB of storage for everything, 1 MB a key): copies take at most
 * 4 MB of it and one answer larger than 512 KB is not kept. The same budget holds on H5 (IndexedDB).
 */
export const OFFLINE_COPIES = {
  bytes: 4 * 1024 * 1024,
  copyBytes: 512 * 1024,
  /** Articles and posts, each with its detail and first comments page. */
  details: 50,
  /** The copy store loads this long after the first answer to copy, so the first screen carries none of it. */
  firstWriteMs: 5_000,
} as const

/**
 * The H5 service worker (docs/product.md §8.6): the app shell, code and images on the device. Its script sits at the
 * site's root so its scope is the whole site; a navigation waits this long for the network before the shell the
 * worker keeps is drawn instead; images read before stay for this many entries and days.
 */
export const APP_WORKER = {
  scope: '/community/',
  script: '/community/sw.js',
  shell: '/community/index.html',
  navigationTimeoutSeconds: 3,
  imageEntries: 300,
  /** Page chunks and styles kept, least recently used out first: a few deployments' worth of what was opened. */
  codeEntries: 200,
  imageMaxAgeDays: 30,
  /** The page registers it this long after its load event, once the first screen's chunks have come. */
  registerDelayMs: 3000,
  /** An open page asks for a new version at most this often, on its in-app navigations. */
  updateCheckMs: 60_000,
  /** Cache Storage names (besides Workbox's precache); what the worker keeps is in them and nowhere else. */
  caches: { code: 'community-code', images: 'community-images' },
  /** The message workbox-window sends to let a waiting worker take over. */
  skipWaitingMessage: 'SKIP_WAITING',
} as const

export const APP = {
  version: '1.0.0',
  versionCode: 100,
  /** The share minimum when the server's setting is missing or unreadable (docs/product.md §3.8). */
  shareMinAppVersionDefault: '8.94',
  environment: 'production',
  screenReferenceWidth: 375,
  miniScreenReferenceWidth: 750,
  maxDeviceWidth: 960,
} as const

export const POPUP = {
  libraryVersion: '0.4.2',
  pullIntervalMs: 600_000,
  historyMaxEntries: 3000,
  historyMaxDays: 90,
  localDataDays: 30,
  screenWidthThreshold: 1024,
} as const

/** Large text and care mode (关怀模式), docs/product.md §2.10. */
export const FONT_SCALE = {
  /** The design's sizes; a host's smaller setting is read as this, the product's text being small already. */
  min: 1,
  /** A larger setting is read as this: past it a phone's column can no longer hold a card's line of figures. */
  max: 1.6,
  /** From here text grows; below it a scale is a host's rounding and changes nothing. */
  large: 1.1,
  /** From here the page is in care mode. */
  care: 1.3,
  /** Care mode: no text smaller, and lines at least this many times their text's height. */
  careMinTextPx: 18,
  careMinLineHeight: 1.3,
  /** WeChat's standard size in px (wx.getAppBaseInfo's fontSizeSetting), for a base library with no factor. */
  wechatStandardPx: 17,
} as const

/** Layer ordering (z-index), docs/product.md §9.2. */
export const LAYERS = {
  toast: 10090,
  noNetwork: 10080,
  popup: 10075,
  mask: 10070,
  navbar: 980,
  topTips: 975,
  sticky: 970,
  indexListSticky: 965,
} as const

export const COLORS = {
  pageBackground: '#F8F8F8',
  /** The dark theme's page and inset surfaces (chips, inputs, quoted replies): darker than its cards. */
  darkPageBackground: '#262626',
  pullToRefresh: '#002FA7',
  lightBackground: '#ffffff',
  lightText: '#333333',
  primary: '#002fa7',
  darkPrimary: '#2677ff',
  /**
   * The red theme's bar and accent. The spec's red is #f7332d; deepened so a white title on the bar and red text on
   * light surfaces reach 4.5:1 (WCAG AA, docs/product.md §2.9). Rises keep the spec's red.
   */
  red: '#d92b25',
  rise: '#f7332d',
  fall: '#1aa36f',
  /** Secondary text: the darkest grey that still reads as grey, 4.5:1 on both light surfaces (WCAG AA). */
  neutral: '#707070',
  /** Secondary text on the dark theme's background, 4.5:1 or more (docs/product.md §2.9). */
  darkNeutral: '#a6a6a6',
} as const

export const NUMBER_DISPLAY = {
  tenThousand: 10_000,
  capThreshold: 999_000,
  defaultUnit: 'w',
} as const

/** The product's fixed user-visible texts (docs/product.md §9.5). */
export const TEXTS = {
  pageMissing: '页面不存在',
  pageNotOpen: '该功能暂未开放，敬请期待',
  loadMore: '加载更多',
  loading: '加载中...',
  noMore: '没有更多了',
  confirm: '确认',
  cancel: '取消',
  searchPlaceholder: '请输入关键词',
  searchAction: '搜索',
  requestError: '接口请求错误!',
  contentTakenDown: '抱歉本内容已下架，无法查看详情',
  chunkTimeout: '连接服务器超时，点击屏幕重试',
  noNetwork: '哎呀，网络信号丢失了',
  /** The quiet line over a page drawn from an offline copy, followed by the copy's time (docs/product.md §8.5). */
  offlineCopy: '离线 · 内容保存于',
  /** An article never read with the network has no copy. */
  needsNetwork: '该内容需要联网查看，点击重试',
  /** A new deployment is ready: a quiet bar on the next in-app navigation, its button reloads (§8.6). */
  newVersion: '有新版本',
  refresh: '刷新',
  close: '关闭',
  justNow: '刚刚',
  today: '今天',
  yesterday: '昨天',
  /** A live still to come: 明天 09:00 开播 (docs/product.md §4.11). */
  tomorrow: '明天',
  startsAt: '开播',
  /** After a pull to refresh (docs/product.md §4.21): 为你更新了 N 条内容, or none. */
  refreshedPrefix: '为你更新了 ',
  refreshedSuffix: ' 条内容',
  refreshedNone: '暂无新内容',
  empty: '暂无内容',
  loadFailed: '加载失败，点击重试',
  openInApp: '请在App内打开后操作',
  loginFailed: '登录失败，请稍后重试',
  viewInApp: '请在App内查看该内容',
  /** Sharing from an app older than the share minimum (docs/product.md §3.8). */
  appTooOldToShare: '当前App版本过低，请升级后分享',
  minutesAgo: '分钟前',
  hoursAgo: '小时前',
  daysAgo: '天前',
  monthsAgo: '个月前',
  yearsAgo: '年前',
  sourceOrgAccount: '通财号',
  sourceStock: '个股',
  sourceNews: '资讯',
  sourceTopic: '话题',
  sourceCourse: '课程',
  sourceLive: '直播',
} as const

export const NATIVE_LOGS = {
  noModule: 'current webView has no community module injected',
  urlIncorrect: 'url incorrect',
  functionIdIncorrect: 'function id cannot be empty/incorrect',
} as const

/** Time display thresholds (docs/product.md §9.4). */
export const TIME_DISPLAY = {
  justNowSeconds: 300,
  relativeDaysMax: 30,
} as const

/**
 * What a person is told after an interaction (docs/product.md §8.3). The store layer maps every
 * failure to one of these or to the server's own message; no screen words its own.
 */
export const ACTION_TEXTS = {
  failed: '操作失败，请稍后重试',
  /** A switch or a write tapped with no network: refused, nothing shown as done (docs/product.md §8.5). */
  offline: '网络不可用，请稍后再试',
  /** A comment or reply sent with no network: the text stays in the box and its draft. */
  offlineDraft: '网络不可用，评论已保存在草稿中',
  /** A post or article sent with no network: the composer keeps it, as its draft. */
  offlinePostDraft: '网络不可用，内容已保存在草稿中',
  sendFailed: '发送失败，内容已保留，请稍后重试',
  voteFailed: '投票失败，请稍后重试',
  deleteFailed: '删除失败，请稍后重试',
  followed: '已关注',
  unfollowed: '已取消关注',
  collected: '已收藏',
  uncollected: '已取消收藏',
  commented: '评论成功',
  replied: '回复成功',
  deleted: '已删除',
  joined: '已加入圈子',
  appointed: '预约成功，开播前会提醒你',
  voted: '投票成功',
  left: '已退出圈子',
} as const
