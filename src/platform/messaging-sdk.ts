/**
 * The messaging app's JS-SDK inside its web view: configured once with the signature the
 * servlet computes for this page's address (docs/product.md §4.1). When the SDK script is not on
 * the page there is nothing to configure; that is logged, not shown (docs/product.md §8).
 */
import type { BridgeHost, Logger } from './transport'

export interface MessagingSdkConfig {
  appId: string
  timestamp: string
  nonceStr: string
  signature: string
}

/** What the community asks the SDK for: sharing to chats and moments, and opening the mini-program. */
export const MESSAGING_SDK_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'] as const

interface SdkHost {
  wx?: { config?: (options: Record<string, unknown>) => void }
}

export function configureMessagingSdk(config: MessagingSdkConfig, host: BridgeHost, log: Logger): boolean {
  const sdk = (host as SdkHost).wx
  if (typeof sdk?.config !== 'function') {
    log('messaging-app SDK not on the page; signature kept for later')
    return false
  }
  sdk.config({ debug: false, ...config, jsApiList: [...MESSAGING_SDK_APIS] })
  return true
}
