import type { ArticleCategory } from '@shared/api'

/** The editorial category of margin-trading (两融) articles (docs/product.md §4.17, docs/api.md). */
export const MARGIN_CATEGORY: ArticleCategory = 'margin'
