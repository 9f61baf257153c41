/**
 * The build-time settings (config/env.ts) as this build received them. Each `process.env.X` is spelled
 * out in full because the build replaces those exact expressions with literals; in Jest they are
 * ordinary environment variables, read at call time so a test can set them. None is a secret: the
 * addresses and keys are what every request of the page shows anyway, so the QA page lists them.
 */
import type { BuildEnv } from '../../config/env'

export interface BuildSettings extends BuildEnv {
  /** 'production' or 'development' (the build's mode). */
  NODE_ENV: string
  /** 'h5' or 'weapp'. */
  TARO_ENV: string
}

const text = (value: string | undefined): string => (typeof value === 'string' ? value : '')

export function readBuildSettings(): BuildSettings {
  return {
    API_BASE_MAIN: text(process.env.API_BASE_MAIN),
    API_BASE_FUND: text(process.env.API_BASE_FUND),
    API_BASE_LIVE: text(process.env.API_BASE_LIVE),
    API_BASE_COMMUNITY: text(process.env.API_BASE_COMMUNITY),
    API_BASE_ACCOUNT: text(process.env.API_BASE_ACCOUNT),
    API_BASE_OPS: text(process.env.API_BASE_OPS),
    PRODUCT_ID: text(process.env.PRODUCT_ID),
    MESSAGING_APP_PK: text(process.env.MESSAGING_APP_PK),
    ETF_ACCOUNT_IDS: text(process.env.ETF_ACCOUNT_IDS),
    ETF_CIRCLE_ID: text(process.env.ETF_CIRCLE_ID),
    ETF_MARGIN_ACCOUNT_IDS: text(process.env.ETF_MARGIN_ACCOUNT_IDS),
    ETF_MARGIN_CIRCLE_ID: text(process.env.ETF_MARGIN_CIRCLE_ID),
    FORWARD_ACCOUNT_ID: text(process.env.FORWARD_ACCOUNT_ID),
    SHARE_ACCOUNT_IDS: text(process.env.SHARE_ACCOUNT_IDS),
    BROKER_DOMAINS: text(process.env.BROKER_DOMAINS),
    DEV_SHORTCUTS: text(process.env.DEV_SHORTCUTS),
    APP_OPEN_LINK: text(process.env.APP_OPEN_LINK),
    APP_DOWNLOAD_URL: text(process.env.APP_DOWNLOAD_URL),
    APP_FAVOURITES_FUNCTION_ID: text(process.env.APP_FAVOURITES_FUNCTION_ID),
    NODE_ENV: text(process.env.NODE_ENV),
    TARO_ENV: text(process.env.TARO_ENV),
  }
}
