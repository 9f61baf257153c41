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
}

export const DEFAULT_ENV: BuildEnv = {
  API_BASE_MAIN: '',
  API_BASE_FUND: '',
  API_BASE_LIVE: '',
  API_BASE_COMMUNITY: '',
  API_BASE_ACCOUNT: '',
  API_BASE_OPS: '',
  PRODUCT_ID: 'community',
}

export function buildEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(DEFAULT_ENV) as (keyof BuildEnv)[]) {
    out[`process.env.${key}`] = JSON.stringify(env[key] ?? DEFAULT_ENV[key])
  }
  return out
}
