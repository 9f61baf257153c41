/**
 * Opening a fund (docs/product.md §4.16). Imported by path by the pages that list funds, not through the
 * navigation index, so it stays out of the other pages' chunks and the first screen.
 */
import { FUND_CODE_PATTERN } from '@shared/api'
import { getPlatform } from '@/platform'
import type { OpenDecision } from './decide-open'
import { currentLinkContext } from './app-settings'
import { decideOpenOutsideLink, type LinkContext } from './outside-link'
import { performOpen } from './open'

/** The app's fund detail, opened by function id with `{ fundCode }` (docs/bridge.md, openFunction). */
export const APP_FUND_FUNCTION = 'fund_detail'
/** Outside the app a fund opens on a public fund page, by the outside-link rules (docs/product.md §2.6). */
export const fundPageUrl = (fundCode: string) => `https://fund.eastmoney.com/${fundCode}.html`
export const FUND_TEXTS = { badCode: '基金代码有误，无法打开', miniProgram: '请在App内查看基金详情' } as const

/**
 * The app's own fund detail inside it; the mini-program cannot show an outside site, so it says where to
 * look; a browser opens the public fund page in our web-view page.
 */
export function decideOpenFund(fundCode: string, context: LinkContext): OpenDecision {
  const code = fundCode.trim()
  if (!FUND_CODE_PATTERN.test(code)) return { kind: 'refuse', message: FUND_TEXTS.badCode }
  if (context.host === 'native') return { kind: 'function', functionId: APP_FUND_FUNCTION, params: { fundCode: code } }
  if (context.miniProgram) return { kind: 'refuse', message: FUND_TEXTS.miniProgram }
  return decideOpenOutsideLink(fundPageUrl(code), context)
}

export async function openFund(fundCode: string): Promise<boolean> {
  return performOpen(decideOpenFund(fundCode, await currentLinkContext()), getPlatform())
}
