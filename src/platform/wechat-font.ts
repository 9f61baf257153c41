/**
 * WeChat's font setting (docs/product.md §2.10) exists only in the mini-program (wechat-font.weapp.ts); the H5 build,
 * which never chooses the wx platform, carries this stand-in instead of the reading.
 */
import type { Logger } from './transport'

export function readWechatFontScale(_log: Logger): number | null {
  return null
}
