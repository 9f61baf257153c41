/**
 * Who may write what (docs/product.md §4.14), shared by the composer, which offers a long article only to those
 * who may write one, and the reference server, which refuses anyone else's (server/routes/publishing.ts).
 */
import type { AccountKind } from './api'

/** Every logged-in account writes posts; only verified accounts (big-V and organisations) write long articles. */
export function mayWriteLongArticle(account: { kind: AccountKind } | null | undefined): boolean {
  return account?.kind === 'bigV' || account?.kind === 'org'
}

/** The server's answer (403) to a long article from an account that may not write one. */
export const LONG_ARTICLE_REFUSED = '仅认证的财经博主和机构可以发布长文'
