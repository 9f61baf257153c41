import type { ArticleDetail } from '@shared/api'
import { sanitizeArticleHtml } from '@shared/article-html'
import { H5_NAV_BAR_HEIGHT } from '@shared/nav-bar'
import { PLAIN_IMAGE_URL } from './preload'

/** Where index.html's loading layer opens (src/index.html): the lead goes inside it, so it hides with it. */
const BOOT_LAYER_OPEN = '<div class="boot-loading" role="status">'

/** The room the navigation bar takes above a page (none when the opener hides the bar), as the app's spacer. */
function navBarRoom(navBar: boolean): string {
  return navBar
    ? `<div class="nav-bar-spacer" style="padding-top:env(safe-area-inset-top, 0px);height:${H5_NAV_BAR_HEIGHT}px"></div>`
    : ''
}

/** Text for an element's content: shown as written, never read as markup. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * A page's first screen as the app will draw it, written into its HTML (docs/product.md §2.9). It uses the app's
 * own classes: the entry page's stylesheet is linked in the HTML (server/preload.ts), so each box has the size and
 * place the page's will have, and the largest paint shows before any script has run. The page then takes over in
 * the same frame as the loading layer goes, with nothing moving. Texts that the app formats or words itself (times,
 * counts, buttons) are left as empty boxes of their height.
 *
 * Home: the bar's room, the search entry's box and the banner's first image.
 */
export function homeBootLead(image: string, options: { navBar: boolean }): string {
  if (!PLAIN_IMAGE_URL.test(image)) return ''
  return (
    '<div class="boot-lead" aria-hidden="true">' +
    navBarRoom(options.navBar) +
    '<div class="search-entry"><span class="search-entry__text"></span></div>' +
    '<div class="home-banner"><div class="taro-img home-banner__image">' +
    `<img class="taro-img__mode-aspectfill" src="${image}" alt="" fetchpriority="high">` +
    '</div></div></div>'
  )
}

/**
 * An article opened by link: the bar's room, the author's row (an empty avatar, the name), the title, the reads
 * line's room and the body, sanitised as the app sanitises it. Only an article written in HTML, on the shelf: a
 * post's text is worded by the app (its emoji), and a taken-down one shows a message instead.
 */
export function articleBootLead(article: ArticleDetail, options: { navBar: boolean }): string {
  if (!article.html || article.offShelf) return ''
  const title = article.title ? `<span class="taro-text article-detail__title">${escapeText(article.title)}</span>` : ''
  return (
    '<div class="boot-lead" aria-hidden="true">' +
    navBarRoom(options.navBar) +
    '<div class="article-detail"><div class="article-author">' +
    '<div class="article-author__avatar article-author__avatar--empty"></div><div class="article-author__who">' +
    `<div class="article-author__line"><span class="taro-text article-author__name">${escapeText(
      article.author.nickName,
    )}</span></div>` +
    '<span class="taro-text article-author__time">&nbsp;</span></div></div>' +
    title +
    '<div class="article-detail__meta-row"><span class="taro-text article-detail__meta">&nbsp;</span></div>' +
    '<div class="article-body article-body--html"><div class="article-html">' +
    sanitizeArticleHtml(article.html) +
    '</div></div></div></div>'
  )
}

/** The page with `lead` drawn inside its loading layer; the page as it was when there is no lead or no layer. */
export function withBootLead(html: string, lead: string): string {
  if (!lead || !html.includes(BOOT_LAYER_OPEN)) return html
  // A function, so a `$` in an address is never read as a replacement pattern.
  return html.replace(BOOT_LAYER_OPEN, () => `${BOOT_LAYER_OPEN}${lead}`)
}

/** Taro's script tags in index.html: `<script defer="defer" src="…"></script>`. */
const DEFERRED_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g

/**
 * The app's scripts started only once the browser has shown the lead: fetched at once (preloaded), run when the
 * browser reports a paint of the lead (a largest-paint entry inside it), or two frames on where it reports no such
 * entries. Deferred scripts that arrive as fast as the lead would otherwise run first, and the app's start-up
 * (a long task on a slow phone) would hold the lead off the screen. The loader is the last thing in the body, so
 * it runs once the stylesheets are in. A timer starts the scripts anyway when the lead is slow to show, or for a page
 * that gets no frame (a background tab). The order of the tags is kept (`async = false`).
 */
export function withBootAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1])
  if (sources.length === 0 || !html.includes('</body>')) return html
  // Low, as for a deferred script: the stylesheets and the lead's image come first.
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low">`).join('')
  const loader = `(function(){var done=false;function go(){if(done)return;done=true;
${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;
document.head.appendChild(s)})}
var lead=document.querySelector('.boot-lead');
var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];
if(lead&&types.indexOf('largest-contentful-paint')>=0){new PerformanceObserver(function(list,observer){
list.getEntries().forEach(function(entry){if(entry.element&&lead.contains(entry.element)){observer.disconnect();setTimeout(go)}})
}).observe({type:'largest-contentful-paint',buffered:true})}
else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})});
setTimeout(go,${BOOT_LATEST_MS})})()`
  return html
    .replace(DEFERRED_SCRIPT, '')
    .replace('</head>', () => `${preloads}</head>`)
    .replace('</body>', () => `<script>${loader}</script></body>`)
}

/** How long the app waits at most for the lead to be shown before it starts anyway. */
export const BOOT_LATEST_MS = 300
