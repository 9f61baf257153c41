/**
 * Links inside article HTML. On H5 a plain anchor would replace the whole community (the web view's only
 * page) with another site; instead our own pages open in the router and other sites by the outside-link rules
 * (docs/product.md §2.6), like every outside link of the product.
 */
import { findPage } from '@/config/routes'

export type ArticleLinkAction = { kind: 'none' } | { kind: 'page'; url: string } | { kind: 'outside'; url: string }

const SITE_PREFIX = '/community/'

export function decideArticleLink(href: string | null | undefined, origin: string): ArticleLinkAction {
  const link = (href ?? '').trim()
  // Fragments scroll within the article; mail and phone links belong to the system.
  if (!link || link.startsWith('#') || /^(mailto|tel):/i.test(link)) return { kind: 'none' }
  let path = ''
  if (link.startsWith(SITE_PREFIX)) path = link
  else if (origin && link.startsWith(`${origin}${SITE_PREFIX}`)) path = link.slice(origin.length)
  if (path) {
    const route = findPage(path)
    const query = path.includes('?') ? path.slice(path.indexOf('?')).split('#')[0] : ''
    if (route) return { kind: 'page', url: `/${route.path}${query}` }
  }
  if (/^https?:\/\//i.test(link)) return { kind: 'outside', url: link }
  if (link.startsWith('//')) return { kind: 'outside', url: `https:${link}` }
  return { kind: 'outside', url: origin ? new URL(link, `${origin}${SITE_PREFIX}`).toString() : link }
}

/** The href of the anchor an H5 tap landed in; null in the mini-program (its events carry no DOM node). */
export function tappedHref(target: unknown): string | null {
  const element = target as { closest?: (selector: string) => { getAttribute(name: string): string | null } | null }
  if (!element || typeof element.closest !== 'function') return null
  return element.closest('a[href]')?.getAttribute('href') ?? null
}
