import { RichText } from '@tarojs/components'
import type { StockRef } from '@shared/api'

/**
 * Sanitised article HTML (types/article-html.ts) as WeChat's rich text; ArticleHtml.h5.tsx is the H5 one. Rich text
 * carries no taps inside it, so stock mentions stay text here; the article's stock chips below open them.
 */
export function ArticleHtml({ html }: { html: string; stocks?: readonly StockRef[] }) {
  return <RichText nodes={html} />
}
