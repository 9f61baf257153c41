/**
 * The broker app's link to a page (docs/product.md §6.4): the configured template with `{url}` replaced by the
 * page's address, encoded. null when nothing is configured, or the template names no place for the page.
 */
export function appOpenLink(template: string, pageUrl: string): string | null {
  const link = template.trim()
  if (!link.includes('{url}')) return null
  return link.split('{url}').join(encodeURIComponent(pageUrl))
}
