export { StockQuoteHeader, type StockQuoteHeaderProps } from './StockQuoteHeader'
export { HotStockRows, type HotStockRowsProps } from './HotStockRows'
export { MARKET_TEXTS } from './texts'
