/**
 * The reader's text scale (docs/product.md §2.10): one number, 1 for the design's sizes, read from whichever host
 * gives it. Hosts and addresses produce junk as well as numbers; junk is "not said", never an error.
 */
import { FONT_SCALE } from '@/config/constants'

export type FontScaleLevel = 'standard' | 'large' | 'care'

/** A plain decimal, as an address spells a number ('1.4', '1', '.9'). */
const DECIMAL = /^\s*(\d+(\.\d*)?|\.\d+)\s*$/

/**
 * A scale as a host or an address gives it, or null when it gives none or something that is not a positive number.
 * Within the range it is kept (to two decimals); outside it is the nearest bound; below the large-text step it is 1,
 * since a scale that small is a host's rounding, not a reader's choice.
 */
export function readFontScale(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value) ? Number(value) : NaN
  if (!Number.isFinite(number) || number <= 0) return null
  const scale = Math.min(Math.max(Math.round(number * 100) / 100, FONT_SCALE.min), FONT_SCALE.max)
  return scale < FONT_SCALE.large ? FONT_SCALE.min : scale
}

/** Standard (the design), large (text grows, nothing else changes) or care mode. */
export function fontScaleLevel(scale: number): FontScaleLevel {
  if (scale >= FONT_SCALE.care) return 'care'
  return scale >= FONT_SCALE.large ? 'large' : 'standard'
}

/** What WeChat reports to a mini-program (wx.getAppBaseInfo); either field may be missing on an old base library. */
export interface WechatFontSetting {
  fontSizeScaleFactor?: unknown
  /** The reader's font size in px, WeChat's standard being FONT_SCALE.wechatStandardPx. */
  fontSizeSetting?: unknown
}

/** WeChat's factor when it reports one, else its size setting against its standard size (any answer is untrusted). */
export function fontScaleFromWechat(info: unknown): number | null {
  const { fontSizeScaleFactor, fontSizeSetting } = (info ?? {}) as WechatFontSetting
  const factor = readFontScale(fontSizeScaleFactor)
  if (factor !== null) return factor
  return typeof fontSizeSetting === 'number' ? readFontScale(fontSizeSetting / FONT_SCALE.wechatStandardPx) : null
}
