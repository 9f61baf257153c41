// The stock-code rules are shared with the server (types/stock-codes.ts); lib re-exports them for the client.
export { QUOTE_ATTRS, cleanStockCode, quoteAttrs } from '@shared/stock-codes'
