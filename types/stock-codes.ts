/**
 * What a stock code is and which quote attrs it is asked with (docs/product.md §7.3): the client builds its quote
 * requests and reads codes from addresses with these, and the server checks requests against the same rule.
 */
import { QUOTE_ATTRS_ZERO_PREFIXES, STOCK_CODE_PATTERN, type QuoteAttrs } from './api'

export const QUOTE_ATTRS = {
  knownPrefix: 0,
  other: 128,
} as const satisfies Record<string, QuoteAttrs>

/** The json_head attrs for a stock code: 0 for the known market prefixes (any case), 128 for all else. */
export function quoteAttrs(code: string): QuoteAttrs {
  const prefix = code.trim().slice(0, 2).toUpperCase()
  return (QUOTE_ATTRS_ZERO_PREFIXES as readonly string[]).includes(prefix) ? QUOTE_ATTRS.knownPrefix : QUOTE_ATTRS.other
}

/** Market prefix plus code, as the quote service and the server know them (SH600519, HK00700 ...), or null. */
export function cleanStockCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').trim().toUpperCase()
  return STOCK_CODE_PATTERN.test(code) ? code : null
}
