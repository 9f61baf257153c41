import type { ArticleDetail } from '@shared/api'
import { sanitizeArticleHtml } from '@shared/article-html'
import {
  articleLeadMarkup,
  articleTitleMarkup,
  escapeText,
  homeLeadMarkup,
  navBarRoomMarkup,
  PLAIN_IMAGE_URL,
} from '@shared/lead-markup'
import { H5_NAV_BAR_HEIGHT } from '@shared/nav-bar'

/** Where index.html's loading layer opens (src/index.html): the lead goes inside it, so it hides with it. */
const BOOT_LAYER_OPEN = '<div class="boot-loading" role="status">'

function navBarRoom(navBar: boolean): string {
  return navBarRoomMarkup(navBar ? H5_NAV_BAR_HEIGHT : null)
}

/**
 * A page's first screen as the app will draw it, written into its HTML (docs/product.md §2.9, types/lead-markup.ts).
 * The entry page's stylesheet is linked in the HTML (server/preload.ts), so the largest paint shows before any script
 * has run, and index.html's loader starts the app's scripts once it has (config/first-screen-loader.ts).
 *
 * Home: the bar's room, the search entry's box and the banner's first image.
 */
export function homeBootLead(image: string, options: { navBar: boolean }): string {
  if (!PLAIN_IMAGE_URL.test(image)) return ''
  return homeLeadMarkup(navBarRoom(options.navBar), image)
}

/**
 * An article opened by link, its body sanitised as the app sanitises it. Only an article written in HTML, on the
 * shelf: a post's text is worded by the app (its emoji), and a taken-down one shows a message instead.
 */
export function articleBootLead(article: ArticleDetail, options: { navBar: boolean }): string {
  if (!article.html || article.offShelf) return ''
  return articleLeadMarkup({
    room: navBarRoom(options.navBar),
    authorName: escapeText(article.author.nickName),
    title: articleTitleMarkup(article.title ? escapeText(article.title) : ''),
    body: sanitizeArticleHtml(article.html),
  })
}

/** The page with `lead` drawn inside its loading layer; the page as it was when there is no lead or no layer. */
export function withBootLead(html: string, lead: string): string {
  if (!lead || !html.includes(BOOT_LAYER_OPEN)) return html
  // A function, so a `$` in an address is never read as a replacement pattern.
  return html.replace(BOOT_LAYER_OPEN, () => `${BOOT_LAYER_OPEN}${lead}`)
}
