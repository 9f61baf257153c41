/**
 * Markets (docs/product.md §4.16, §4.17): stock quotes, hot stocks and intraday charts, the trading calendar,
 * fund rankings and trends, the ETF boards, and the sectors (plates) posts talk about and the guessing game offers.
 * Routes, other areas and the seed import from here, never from the files behind it.
 */
export {
  QUOTE_BATCH_MAX,
  hotStocks,
  quote,
  stockIntraday,
  tradingDay,
  type QuoteAnswer,
  type QuoteQuery,
} from './stocks'
export { fundResults, rangeStartDay, type FundQuery } from './funds'
export { articlesInCategory, etfCircleFeed, etfThemes, etfsByCodes, marginEtfs, newEtfs } from './etfs'
export { sessionMinutes, simulateIntraday, type IntradayStock } from './intraday'
export { PLATES } from './sectors'
