/**
 * Build-time settings fed to the app as constants. Every value can be overridden from the
 * environment at build time; the defaults point at the reference API server on the same origin.
 */
export interface BuildEnv {
  API_BASE_MAIN: string
  API_BASE_FUND: string
  API_BASE_LIVE: string
  API_BASE_COMMUNITY: string
  API_BASE_ACCOUNT: string
  API_BASE_OPS: string
  PRODUCT_ID: string
  /** The messaging-app public account key the JS-SDK signature is computed for (weixinpk). */
  MESSAGING_APP_PK: string
  /**
   * The community accounts and circles of the market pages (src/config/community-accounts.ts reads
   * them): comma-separated account ids or one id; '' keeps that module's default.
   */
  ETF_ACCOUNT_IDS: string
  ETF_CIRCLE_ID: string
  ETF_MARGIN_ACCOUNT_IDS: string
  ETF_MARGIN_CIRCLE_ID: string
  FORWARD_ACCOUNT_ID: string
  SHARE_ACCOUNT_IDS: string
  /**
   * The broker's own web domains, comma-separated (e.g. `broker.com,m.broker.com`): outside links to them and their
   * subdomains are always trusted (docs/product.md §2.6). Partner sites come from the server instead.
   */
  BROKER_DOMAINS: string
  /**
   * '1' turns the development shortcuts on in a build that is not a development build (src/platform/dev-shortcuts.ts):
   * `npm test` builds the mini-program so, since its headless harness has no host simulator. Never in production.
   */
  DEV_SHORTCUTS: string
  /**
   * Opening the current page in the broker's app from a plain browser (docs/product.md §6.4): an app-scheme or
   * universal link with `{url}` where the page's address goes (encoded), e.g. `brokerapp://web?url={url}`. '' offers
   * nothing to open.
   */
  APP_OPEN_LINK: string
  /** The broker app's download page, offered beside APP_OPEN_LINK in a plain browser; '' offers none. */
  APP_DOWNLOAD_URL: string
  /** The app function (openFunction id) that shows the app's own favourites (docs/product.md §4.15); '' shows none. */
  APP_FAVOURITES_FUNCTION_ID: string
}

export const DEFAULT_ENV: BuildEnv = {
  API_BASE_MAIN: '',
  API_BASE_FUND: '',
  API_BASE_LIVE: '',
  API_BASE_COMMUNITY: '',
  API_BASE_ACCOUNT: '',
  API_BASE_OPS: '',
  PRODUCT_ID: 'community',
  MESSAGING_APP_PK: '',
  ETF_ACCOUNT_IDS: '',
  ETF_CIRCLE_ID: '',
  ETF_MARGIN_ACCOUNT_IDS: '',
  ETF_MARGIN_CIRCLE_ID: '',
  FORWARD_ACCOUNT_ID: '',
  SHARE_ACCOUNT_IDS: '',
  BROKER_DOMAINS: '',
  DEV_SHORTCUTS: '',
  APP_OPEN_LINK: '',
  APP_DOWNLOAD_URL: '',
  APP_FAVOURITES_FUNCTION_ID: '',
}

/**
 * The mini-program has no origin of its own: wx.request needs absolute addresses, so its
 * default is the reference server on this machine (WeChat DevTools with domain checks off).
 */
export const WEAPP_DEFAULT_ORIGIN = 'http://127.0.0.1:8080'

export function resolveEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  const origin = env.TARO_ENV === 'weapp' ? WEAPP_DEFAULT_ORIGIN : ''
  const out = { ...DEFAULT_ENV }
  for (const key of Object.keys(DEFAULT_ENV) as (keyof BuildEnv)[]) {
    const fallback = key.startsWith('API_BASE_') ? origin : DEFAULT_ENV[key]
    out[key] = env[key] ?? fallback
  }
  return out
}

/** The environment a build is for: `production` builds are checked by productionProblems. */
export const COMMUNITY_ENV_KEY = 'COMMUNITY_ENV'
/** Set to 1 to build for production against the reference server anyway (a rehearsal, a demo). */
export const ALLOW_REFERENCE_API_KEY = 'COMMUNITY_ALLOW_REFERENCE_API'

const API_BASE_KEYS = (Object.keys(DEFAULT_ENV) as (keyof BuildEnv)[]).filter((key) => key.startsWith('API_BASE_'))
const LOOPBACK = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i

/**
 * Why a production build would still talk to the reference server: every API base must be given (an empty
 * value is the site's own origin, behind its proxy: deploy/nginx.conf) and none may be a loopback address;
 * the mini-program needs https (WeChat refuses anything else). Empty when the build may go ahead.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production' || env[COMMUNITY_ENV_KEY] !== 'production') return []
  const shortcuts = env.DEV_SHORTCUTS === '1' ? ['DEV_SHORTCUTS=1 会让 dev 参数以测试账号登录，生产构建不能打开'] : []
  if (env[ALLOW_REFERENCE_API_KEY] === '1') return shortcuts
  return shortcuts.concat(
    API_BASE_KEYS.flatMap((key) => {
      const value = env[key]
      if (value === undefined) return [`${key} 未设置（仍是参考服务器的默认值）`]
      if (LOOPBACK.test(value)) return [`${key}=${value} 指向本机的参考服务器`]
      if (env.TARO_ENV === 'weapp' && !value.startsWith('https://'))
        return [`${key}=${value} 不是 https 地址（小程序只能请求 https）`]
      return []
    }),
  )
}

/** Stops a production build that would ship the reference server's addresses (config/index.ts calls it). */
export function assertProductionEnv(env: NodeJS.ProcessEnv = process.env): void {
  const problems = productionProblems(env)
  if (problems.length === 0) return
  throw new Error(
    [
      `生产构建（${COMMUNITY_ENV_KEY}=production）拒绝使用参考服务器的接口地址：`,
      ...problems.map((problem) => `  - ${problem}`),
      `请设置券商真实的接口地址（见 docs/deploy.md），或设置 ${ALLOW_REFERENCE_API_KEY}=1 明确允许。`,
    ].join('\n'),
  )
}

/** The same settings as webpack DefinePlugin constants (`process.env.X` replaced at build time). */
export function buildEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const resolved = resolveEnv(env)
  return Object.fromEntries(Object.entries(resolved).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)]))
}
