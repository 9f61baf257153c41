/**
 * Requests of the market data: hot stocks, a stock's session, the trading calendar, funds and the ETF boards
 * (docs/product.md §4.16, §4.17). The quote gateway (quote.query) is not here: it answers a malformed request in its
 * own envelope with HTTP 200, so the server reads that request by hand (server/domain/markets, quote).
 */
import { Type } from '@sinclair/typebox'
import { ARTICLE_CATEGORIES, ETF_SCOPES, FUNC_NO, FUND_CODE_PATTERN, FUND_RANGES } from '../api'
import { id, numericId, obj, oneOf, opt, pageObj, str, strArray } from './fields'

export const MARKET_REQUESTS = {
  'misc.getHotStock': obj({}),
  /** Market prefix plus code (SH600519), any case. */
  'quote.intraday': obj({ code: str(16) }),
  /** A calendar day, YYYY-MM-DD; a day no calendar has (02-30) is refused by the server. */
  'misc.getTradingDay': obj({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) }),
  /** The ranking (fundRange) or one fund's trend (fundTrend, fundCode required); range 近1月 when left out. */
  'misc.fundServlet': obj({
    funcNo: oneOf([FUNC_NO.fundRange, FUNC_NO.fundTrend]),
    fundCode: opt(str(16)),
    range: opt(oneOf(FUND_RANGES)),
  }),

  /** The ETF data service's new list; the server answers the same whatever they say. */
  'etf.newList': obj({ type: opt(str(32)), version: opt(str(32)), channel: opt(str(32)) }),
  /** Six-digit fund codes, at most 50. */
  'etf.byCodes': obj({ codes: strArray(Type.String({ pattern: FUND_CODE_PATTERN.source }), 50) }),
  'etf.marginList': obj({}),
  'etf.themes': obj({ scope: opt(oneOf(ETF_SCOPES)) }),
  /** An ETF circle: the posts of its accounts (at most 20) and, when named, what readers posted into its circle. */
  'etf.circleFeed': pageObj({ accountIds: strArray(id, 20), circleId: opt(numericId) }),
  'article.byCategory': pageObj({ category: oneOf(ARTICLE_CATEGORIES) }),
} as const
