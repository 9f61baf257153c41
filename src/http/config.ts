/**
 * Build-time addresses (config/env.ts). Each `process.env.X` below is spelled out in full because
 * the build replaces those exact expressions with literals; in Jest they are ordinary environment
 * variables, read at call time so a test can set them.
 */
import type { BaseKey } from './types'

export type BaseAddresses = Record<Exclude<BaseKey, 'none'>, string>

export interface HttpConfig {
  bases: BaseAddresses
  /** The {product} part of '/{product}-admin/...' paths. */
  productId: string
}

const DEFAULT_PRODUCT_ID = 'community'

function valueOr(value: string | undefined, fallback: string): string {
  return typeof value === 'string' ? value : fallback
}

export function readHttpConfig(): HttpConfig {
  return {
    bases: {
      main: valueOr(process.env.API_BASE_MAIN, ''),
      fund: valueOr(process.env.API_BASE_FUND, ''),
      live: valueOr(process.env.API_BASE_LIVE, ''),
      community: valueOr(process.env.API_BASE_COMMUNITY, ''),
      account: valueOr(process.env.API_BASE_ACCOUNT, ''),
      ops: valueOr(process.env.API_BASE_OPS, ''),
    },
    productId: valueOr(process.env.PRODUCT_ID, '') || DEFAULT_PRODUCT_ID,
  }
}
