/**
 * Sanitised article HTML (types/article-html.ts) on H5, written into a plain element. Taro's rich text is a web
 * component that sets the same HTML one frame after the page has drawn, and only once its runtime has loaded: an
 * article opened by link would show its body blank after the first screen drawn in its HTML (server/boot-lead.ts,
 * which writes the same element). The sanitiser is what makes the HTML safe, on both targets.
 */
export function ArticleHtml({ html }: { html: string }) {
  return <div className="article-html" dangerouslySetInnerHTML={{ __html: html }} />
}
