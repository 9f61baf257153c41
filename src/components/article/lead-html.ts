/**
 * The mini-program has no HTML page for the server to draw an article into (lead-html.h5.ts): its body is always
 * sanitised here.
 */
export function leadArticleHtml(_html: string): string | null {
  return null
}
