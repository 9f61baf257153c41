/**
 * The first screen drawn before the app's script has run (docs/product.md §2.9), as markup with the app's own classes,
 * so each box has the size and place the page will give it. Two sides draw it from these functions:
 * - the reference server writes it into an entry page's HTML (server/boot-lead.ts);
 * - where index.html is a static file (the nginx deployment), its inline loader draws it from the early answers it
 *   started (config/first-screen-loader.ts). The loader carries these functions as their source text, so each one
 *   stands alone: no imports and no calls to anything outside itself.
 *
 * Texts that the app formats or words itself (times, counts, buttons) are left as empty boxes of their height.
 */

/** An image address safe to place in an attribute as it is: root-relative or http(s), without quotes or brackets. */
export const PLAIN_IMAGE_URL = /^(https?:\/\/|\/)[^\s"'<>]+$/

/** Text for an element's content: shown as written, never read as markup. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The room the navigation bar takes above a page, as the app's spacer; none (null) when the opener hides the bar. */
export function navBarRoomMarkup(barHeight: number | null): string {
  return barHeight === null
    ? ''
    : '<div class="nav-bar-spacer" style="padding-top:env(safe-area-inset-top, 0px);height:' + barHeight + 'px"></div>'
}

/** Home: the bar's room, the search entry's box and the banner's first image (checked against PLAIN_IMAGE_URL). */
export function homeLeadMarkup(room: string, image: string): string {
  return (
    '<div class="boot-lead" aria-hidden="true">' +
    room +
    '<div class="search-entry"><span class="search-entry__text"></span></div>' +
    '<div class="home-banner"><div class="taro-img home-banner__image">' +
    '<img class="taro-img__mode-aspectfill" src="' +
    image +
    '" alt="" fetchpriority="high">' +
    '</div></div></div>'
  )
}

/** The parts of an article's lead, each already markup: texts escaped, the body sanitised or written as text. */
export interface ArticleLeadParts {
  room: string
  authorName: string
  /** The title's element, or '' for none. */
  title: string
  body: string
}

/** An article opened by link: the bar's room, the author's row (an empty avatar, the name), the title, the reads
 * line's room and the body. */
export function articleLeadMarkup(parts: ArticleLeadParts): string {
  return (
    '<div class="boot-lead" aria-hidden="true">' +
    parts.room +
    '<div class="article-detail"><div class="article-author">' +
    '<div class="article-author__avatar article-author__avatar--empty"></div><div class="article-author__who">' +
    '<div class="article-author__line"><span class="taro-text article-author__name">' +
    parts.authorName +
    '</span></div>' +
    '<span class="taro-text article-author__time">&nbsp;</span></div></div>' +
    parts.title +
    '<div class="article-detail__meta-row"><span class="taro-text article-detail__meta">&nbsp;</span></div>' +
    '<div class="article-body article-body--html"><div class="article-html">' +
    parts.body +
    '</div></div></div></div>'
  )
}

/** The title's element for an article's lead ('' for an article without one). */
export function articleTitleMarkup(escapedTitle: string): string {
  return escapedTitle ? '<span class="taro-text article-detail__title">' + escapedTitle + '</span>' : ''
}
