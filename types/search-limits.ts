/**
 * How long a search keyword may be, per search (docs/product.md §4.12), in characters. The request schemas the
 * server validates with (types/requests/search.ts, communities.ts) are built from these, and the search box caps
 * what is typed at the limit of the tab on screen, so a long keyword is cut where the server's limit is instead
 * of being refused.
 */
export const SEARCH_KEYWORD_MAX = {
  content: 50,
  user: 50,
  topic: 50,
  /** A code, a name or the initials of the name's pinyin. */
  stock: 20,
} as const

export type SearchKind = keyof typeof SEARCH_KEYWORD_MAX
