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

/** The same settings as webpack DefinePlugin constants (`process.env.X` replaced at build time). */
export function buildEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const resolved = resolveEnv(env)
  return Object.fromEntries(Object.entries(resolved).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)]))
}
