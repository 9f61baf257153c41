/**
 * Markets (docs/product.md, market boards): stock quotes, hot stocks and intraday charts, the trading calendar,
 * fund rankings and trends, and the ETF boards. Routes import from here, never from the files behind it.
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
