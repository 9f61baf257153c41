import { H5_NAV_BAR_HEIGHT } from '@shared/nav-bar'
import { PLAIN_IMAGE_URL } from './preload'

/** Where index.html's loading layer opens (src/index.html): the lead goes inside it, so it hides with it. */
const BOOT_LAYER_OPEN = '<div class="boot-loading" role="status">'

/**
 * Home's first screen as the app will draw it, written into the HTML (docs/product.md §2.9): the room the
 * navigation bar takes (none when the opener hides the bar), the search entry's box and the banner's first image.
 * It uses the app's own classes: the entry page's stylesheet is linked in the HTML (server/preload.ts), so each
 * box has the size and place the page's will have, and the image shows before any script has run. The page then
 * takes over in the same frame as the loading layer goes, with nothing moving.
 *
 * Texts are left out (the app's texts live in its own bundle), so this draws boxes and the image only.
 */
export function homeBootLead(image: string, options: { navBar: boolean }): string {
  if (!PLAIN_IMAGE_URL.test(image)) return ''
  const navBar = options.navBar
    ? `<div class="nav-bar-spacer" style="padding-top:env(safe-area-inset-top, 0px);height:${H5_NAV_BAR_HEIGHT}px"></div>`
    : ''
  return (
    '<div class="boot-lead" aria-hidden="true">' +
    navBar +
    '<div class="search-entry"><span class="search-entry__text"></span></div>' +
    '<div class="home-banner"><div class="taro-img home-banner__image">' +
    `<img class="taro-img__mode-aspectfill" src="${image}" alt="" fetchpriority="high">` +
    '</div></div></div>'
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
 * browser reports the lead's image painted (its largest-paint entry), or two frames on where it reports no such
 * entries. Deferred scripts that arrive as fast as the image would otherwise run first, and the app's start-up
 * (a long task on a slow phone) would hold the lead off the screen. The loader is the last thing in the body, so
 * it runs once the stylesheets are in. A timer starts the scripts anyway when the image is slow, or for a page
 * that gets no frame (a background tab). The order of the tags is kept (`async = false`).
 */
export function withBootAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1])
  if (sources.length === 0 || !html.includes('</body>')) return html
  // Low, as for a deferred script: the stylesheets and the lead image come first.
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low">`).join('')
  const loader = `(function(){var done=false;function go(){if(done)return;done=true;
${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;
document.head.appendChild(s)})}
var image=document.querySelector('.boot-lead img');
var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];
if(image&&types.indexOf('largest-contentful-paint')>=0){new PerformanceObserver(function(list,observer){
list.getEntries().forEach(function(entry){if(entry.element===image){observer.disconnect();setTimeout(go)}})
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
