/** Market prefixes whose quotes are requested with attrs 0 (docs/product.md §7.3). */
export const QUOTE_ATTRS_ZERO_PREFIXES = ['SH', 'SZ', 'BJ', 'BI', 'SG', 'HH', 'HZ', 'HK', 'ZI'] as const

export const QUOTE_ATTRS = {
  knownPrefix: 0,
  other: 128,
} as const

export type QuoteAttrs = (typeof QUOTE_ATTRS)[keyof typeof QUOTE_ATTRS]

/** The json_head attrs for a stock code: 0 for the prefixes above (any case), 128 for all else. */
export function quoteAttrs(code: string): QuoteAttrs {
  const prefix = code.trim().slice(0, 2).toUpperCase()
  return (QUOTE_ATTRS_ZERO_PREFIXES as readonly string[]).includes(prefix) ? QUOTE_ATTRS.knownPrefix : QUOTE_ATTRS.other
}

/** Market prefix plus code, as the quote service and the server know them (SH600519, HK00700 ...). */
export function cleanStockCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').trim().toUpperCase()
  return /^[A-Z]{2}[0-9A-Z]{1,10}$/.test(code) ? code : null
}
