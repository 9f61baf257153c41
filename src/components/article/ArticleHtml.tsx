import { RichText } from '@tarojs/components'

/** Sanitised article HTML (types/article-html.ts) as WeChat's rich text; ArticleHtml.h5.tsx is the H5 one. */
export function ArticleHtml({ html }: { html: string }) {
  return <RichText nodes={html} />
}
