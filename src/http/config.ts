/** The HTTP layer's view of the build-time settings (src/config/build-settings.ts). */
import { readBuildSettings } from '@/config/build-settings'
import type { BaseKey } from './types'

export type BaseAddresses = Record<Exclude<BaseKey, 'none'>, string>

export interface HttpConfig {
  bases: BaseAddresses
  /** The {product} part of '/{product}-admin/...' paths. */
  productId: string
}

const DEFAULT_PRODUCT_ID = 'community'

export function readHttpConfig(): HttpConfig {
  const settings = readBuildSettings()
  return {
    bases: {
      main: settings.API_BASE_MAIN,
      fund: settings.API_BASE_FUND,
      live: settings.API_BASE_LIVE,
      community: settings.API_BASE_COMMUNITY,
      account: settings.API_BASE_ACCOUNT,
      ops: settings.API_BASE_OPS,
    },
    productId: settings.PRODUCT_ID || DEFAULT_PRODUCT_ID,
  }
}
