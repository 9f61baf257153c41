/**
 * Where WebKit (iOS web views) and an iPhone differ from Chromium on a desktop, each looked for on purpose: dates
 * read from the server's zone-less strings, 100vh against the screen left under the navigation bar, fixed bars
 * under the navigation bar, the software keyboard covering the comment box, the notch and home-bar insets, the
 * 16 px that keeps iOS from zooming into a field, and the -webkit- prefixes the broker's iOS versions need.
 * What WebKitGTK on a desktop cannot show by itself (a keyboard, a notch) is brought about as the comments say.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import autoprefixer from 'autoprefixer'
import browserslist from 'browserslist'
import postcss from 'postcss'
import type { Dynamic, Page } from '@shared/api'
import { ENDPOINTS, fillPath } from '@shared/api'
import { formatDateDisplay } from '@/lib'
import { findSeeded, type Seeded } from '../journeys/seeded'
import { CURRENT_PAGE } from '../support/browser'
import { DIST_H5 } from '../support/e2e-server'
import { PHONE, PHONE_TIME_ZONE, webkitWorld, type Phone } from '../support/webkit'

jest.setTimeout(90_000)

const world = webkitWorld()
let seed: Seeded

beforeAll(async () => {
  seed = await findSeeded(world.plain.origin)
}, 60_000)

afterEach(async () => {
  expect(await world.phone.takeProblems(world.plain, world.hosted)).toEqual([])
})

interface Box {
  top: number
  bottom: number
  height: number
}
const box = (phone: Phone, selector: string) =>
  phone.js<Box | null>(
    'var e = document.querySelector(arguments[0]); if (!e) return null; var r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, height: r.height }',
    `${CURRENT_PAGE} ${selector}`,
  )
const visibleBottom = (phone: Phone) => phone.js<number>('return visualViewport.offsetTop + visualViewport.height')
const articleUrl = (site: string) =>
  `${site}community/articleDetail/index?articleId=${seed.article.articleId}&source=article`

it('reads the server’s zone-less times on Beijing’s clock, with the phone in another zone', async () => {
  const { phone, plain } = world
  await phone.open(articleUrl(plain.site))
  await phone.find('.article-author__time')
  // The trap: WebKit reads 'YYYY-MM-DD HH:mm:ss' as the phone's local time (older iOS gives NaN).
  const native = await phone.js<number>('return Date.parse("2024-01-02 10:00:00")')
  expect(native).not.toBe(Date.parse('2024-01-02T10:00:00+08:00'))
  expect(await phone.js('return Intl.DateTimeFormat().resolvedOptions().timeZone')).toBe(PHONE_TIME_ZONE)
  expect(await phone.text('.article-author__time')).toBe(formatDateDisplay(seed.article.createdDate))
  // A comment sent now is 刚刚, not an hour old.
  await phone.type('[data-testid="comment-composer"]', `时区 ${Date.now()}`)
  await phone.click('[data-testid="comment-send"]')
  await phone.until('the comment', `return document.querySelector('${CURRENT_PAGE} [data-testid="comment-item"]')`)
  expect(await phone.text('[data-testid="comment-item"]')).toContain('刚刚')
})

/** The author of the seeded short video, whose page lists it. */
async function videoAuthor(origin: string): Promise<string> {
  for (let pageNum = 1; pageNum <= 20; pageNum += 1) {
    const response = await fetch(origin + fillPath(ENDPOINTS['article.dynamicList'].path, 'community'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tab: 'recommend', pageNum, pageSize: 50 }),
    })
    const found = ((await response.json()) as { data: Page<Dynamic> }).data.list.find(
      (d) => d.articleId === seed.videoId,
    )
    if (found) return found.accountId
  }
  throw new Error('the seeded video has no author in the recommended feed')
}

it('fits the short video to the screen under a navigation bar with the status bar’s inset, not to 100vh', async () => {
  const { phone, hosted } = world
  await phone.open(`${hosted.site}community/dynamicData/index?lookUserId=${await videoAuthor(hosted.origin)}`)
  // Inside the app on a notched iPhone the bar sits under the status bar: the app answers getTopInset with its
  // height (47 px on an iPhone 14). The simulated app answers 0, so its answer is made the iPhone's here.
  await phone.js(`var call = window.community.call
    window.community.call = function (method, params, callback) {
      if (method !== 'getTopInset') return call.apply(this, arguments)
      setTimeout(function () { window[callback](JSON.stringify({ top: 47 })) }, 20)
    }`)
  await phone.click('[data-testid="feed-card"][data-kind="shortVideo"]')
  await phone.waitForUrl(/shortVideo\/index/)
  await phone.settled()
  // The feed is drawn once the author's videos have arrived; the bar may grow before or after that.
  await phone.find('[data-testid="short-video"][data-active="1"]')
  await phone.until(
    'the taller bar',
    `return document.querySelector('${CURRENT_PAGE} [data-testid="nav-bar"]').getBoundingClientRect().height > 80`,
  )
  const bar = await box(phone, '[data-testid="nav-bar"]')
  const feed = await box(phone, '[data-testid="short-video-feed"]')
  const slide = await box(phone, '[data-testid="short-video"][data-active="1"]')
  const screenBottom = await visibleBottom(phone)
  expect(feed?.top).toBeGreaterThanOrEqual((bar?.bottom ?? 0) - 1)
  // The slide ends where the screen does: its buttons at the bottom are not cut off, and a swipe moves one screen.
  expect(Math.abs((slide?.bottom ?? 0) - screenBottom)).toBeLessThanOrEqual(1)
  expect(Math.abs((feed?.bottom ?? 0) - screenBottom)).toBeLessThanOrEqual(1)
})

it('keeps the navigation bar and the floating 发布 button fixed while the page scrolls under them', async () => {
  const { phone, plain } = world
  await phone.open(`${plain.site}community/home/index`)
  await phone.find('[data-testid="feed-card"]')
  const bar = await box(phone, '[data-testid="nav-bar"]')
  // The first thing on the page starts below the bar, not under it.
  const first = await phone.js<number>(
    'var body = document.querySelector(arguments[0]); return body.getBoundingClientRect().top',
    `${CURRENT_PAGE} .page-shell__body`,
  )
  expect(first).toBeGreaterThanOrEqual((bar?.bottom ?? 0) - 1)
  const button = await box(phone, '.home-post-button')
  expect(button?.top).toBeGreaterThan(bar?.bottom ?? 0)
  expect(button?.bottom).toBeLessThanOrEqual(PHONE.height)
  await phone.js(`document.querySelector('${CURRENT_PAGE}').scrollBy(0, 1500)`)
  await phone.until('the page scrolled', `return document.querySelector('${CURRENT_PAGE}').scrollTop > 1000`)
  expect(await box(phone, '[data-testid="nav-bar"]')).toEqual(bar)
  // Scrolling down sends the button aside; a little back up brings it back, to the same place on the screen. Both
  // are checked, each in turn, so the move back is one the page has read on its own. It slides back (a 0.2 s
  // transition whose last frames are a fraction of a pixel short): its place is read once the slide has ended.
  await phone.until(
    'the button aside',
    `return Boolean(document.querySelector('${CURRENT_PAGE} .home-post-button.post-button--away'))`,
  )
  await phone.js(`document.querySelector('${CURRENT_PAGE}').scrollBy(0, -300)`)
  await phone
    .until(
      'the button back in its place',
      'var e = document.querySelector(arguments[0]); return e && e.getAnimations().length === 0 && Math.abs(e.getBoundingClientRect().top - arguments[1]) < 0.5',
      20_000,
      `${CURRENT_PAGE} .home-post-button:not(.post-button--away)`,
      button?.top,
    )
    .catch(async (failure: Error) => {
      // Says what was seen instead: the button still aside, or back at another height, and where the page was.
      const seen = await phone.js<string>(
        `var e = document.querySelector(arguments[0]), p = document.querySelector(arguments[1])
        return e.className + ' top ' + e.getBoundingClientRect().top + ', ' + e.getAnimations().length + ' running, page at ' + p.scrollTop`,
        `${CURRENT_PAGE} .home-post-button`,
        CURRENT_PAGE,
      )
      throw new Error(`${failure.message} (wanted top ${button?.top}; seen: ${seen})`)
    })
  expect(await phone.js<number>(`return document.querySelector('${CURRENT_PAGE}').scrollTop`)).toBeGreaterThan(900)
  expect(await box(phone, '.home-post-button')).toEqual(button)
})

it('lifts the comment box above the software keyboard', async () => {
  const { phone, hosted } = world
  await phone.open(articleUrl(hosted.site))
  await phone.click('[data-testid="comment-composer"] textarea')
  // WebKitGTK has no software keyboard. On an iPhone the keyboard shrinks the visual viewport and leaves the
  // layout viewport, where fixed bars sit, as it was; that is what the page is shown here: a visual viewport
  // 336 px shorter (the iPhone 14's keyboard with its suggestion bar) and its resize event.
  await phone.js(`var vv = window.visualViewport, height = innerHeight - 336
    Object.defineProperty(vv, 'height', { configurable: true, get: function () { return height } })
    vv.dispatchEvent(new Event('resize'))`)
  const keyboardTop = await visibleBottom(phone)
  await phone.until(
    'the box above the keyboard',
    'return document.querySelector(arguments[0]).getBoundingClientRect().bottom <= arguments[1] + 1',
    5_000,
    `${CURRENT_PAGE} [data-testid="comment-composer"]`,
    keyboardTop,
  )
  // The keyboard goes: the box goes back to the bottom.
  await phone.js(`var vv = window.visualViewport; delete vv.height; vv.dispatchEvent(new Event('resize'))`)
  await phone.until(
    'the box at the bottom',
    'return Math.abs(document.querySelector(arguments[0]).getBoundingClientRect().bottom - innerHeight) <= 1',
    5_000,
    `${CURRENT_PAGE} [data-testid="comment-composer"]`,
  )
})

/**
 * The values WebKit kept, after parsing the shipped CSS, for properties of the rules that apply to an element: a
 * declaration WebKit cannot parse is dropped, so this is what an iPhone would apply. A longhand set through its
 * shorthand with env() reads empty until computed, so the shorthand is asked for too.
 */
const declared = (phone: Phone, selector: string, ...properties: string[]) =>
  phone.js<string[]>(
    `var e = document.querySelector(arguments[0]), out = [], styles = [e.style]
    for (var s of document.styleSheets) for (var r of s.cssRules) if (r.selectorText && e.matches(r.selectorText)) styles.push(r.style)
    for (var style of styles) for (var p of arguments[1]) if (style.getPropertyValue(p)) out.push(style.getPropertyValue(p))
    return out`,
    `${CURRENT_PAGE} ${selector}`,
    properties,
  )

it('keeps the bars clear of the notch and the home bar (viewport-fit=cover with the safe-area insets)', async () => {
  const { phone, hosted } = world
  await phone.open(articleUrl(hosted.site))
  await phone.find('[data-testid="comment-composer"]')
  // viewport-fit=cover lays the page under the notch and the home bar; env(safe-area-inset-*) moves the bars out.
  expect(await phone.js('return document.querySelector("meta[name=viewport]").content')).toContain('viewport-fit=cover')
  // WebKitGTK's insets are 0 (no notch): what is checked is that WebKit kept each bar's inset in its CSS.
  expect((await declared(phone, '[data-testid="nav-bar"]', 'padding-top', 'padding')).join()).toContain(
    'safe-area-inset-top',
  )
  expect((await declared(phone, '[data-testid="comment-composer"]', 'padding-bottom', 'padding')).join()).toContain(
    'safe-area-inset-bottom',
  )
  await phone.open(`${hosted.site}community/post/index`)
  await phone.find('.post-bar')
  expect((await declared(phone, '.post-bar', 'padding-bottom', 'padding')).join()).toContain('safe-area-inset-bottom')
  await phone.open(`${hosted.site}community/home/index`)
  await phone.find('.home-post-button')
  expect((await declared(phone, '.home-post-button', 'bottom')).join()).toContain('safe-area-inset-bottom')
})

/** Font sizes of the text fields on the page, as WebKit computed them. */
const fieldFonts = (phone: Phone) =>
  phone.js<{ field: string; size: number }[]>(
    `return [...document.querySelectorAll(arguments[0])].map((f) => ({
      field: f.tagName + '.' + f.className + ' ' + (f.getAttribute('data-testid') || f.placeholder || ''),
      size: parseFloat(getComputedStyle(f).fontSize) }))`,
    `${CURRENT_PAGE} input:not([type=file]), ${CURRENT_PAGE} textarea`,
  )

it('gives every text field at least 16 px, so iOS does not zoom the page when it is tapped', async () => {
  const { phone, hosted } = world
  const small: { field: string; size: number }[] = []
  const check = async () => small.push(...(await fieldFonts(phone)).filter((f) => f.size < 16))
  await phone.open(articleUrl(hosted.site))
  await phone.find('[data-testid="comment-composer"] textarea')
  await check()
  await phone.open(`${hosted.site}community/post/index`)
  await phone.find('[data-testid="post-text"] textarea')
  await phone.click('[data-testid="post-add-vote"]')
  await phone.find('input[data-testid="vote-option"]')
  await check()
  await phone.open(`${hosted.site}community/search/index`)
  await phone.find('.kit-search__input')
  await check()
  await phone.open(`${hosted.site}community/addStock/index`)
  await phone.find('.kit-search__input')
  await check()
  expect(small).toEqual([])
})

describe('-webkit- prefixes for the broker’s iOS versions', () => {
  it('targets iOS 13 and later (package.json browserslist)', () => {
    const ios = browserslist(undefined, { path: resolve(__dirname, '../..') }).filter((b) => b.startsWith('ios_saf'))
    expect(ios).toContain('ios_saf 13.0-13.1')
    expect(ios.some((b) => /^ios_saf 12/.test(b))).toBe(false)
  })

  it('ships every prefix those versions need: autoprefixer finds nothing to add to the built CSS', async () => {
    const dir = join(DIST_H5, 'static/css')
    const missing: string[] = []
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.css'))) {
      const from = join(dir, file)
      const css = readFileSync(from, 'utf8')
      const declaration = (d: postcss.Declaration) => `${(d.parent as postcss.Rule).selector} { ${d.prop}: ${d.value} }`
      const shipped = new Set<string>()
      postcss.parse(css, { from }).walkDecls((d) => {
        shipped.add(declaration(d))
      })
      // remove: false, so only additions count; the browsers come from package.json, found from the file's path.
      const result = await postcss([autoprefixer({ remove: false })]).process(css, { from })
      result.root.walkDecls((d) => {
        if (!shipped.has(declaration(d))) missing.push(`${file}: ${declaration(d)}`)
      })
    }
    expect(missing).toEqual([])
  })
})

it('records what goes wrong in the page, so the suite’s “nothing went wrong” can fail', async () => {
  const { phone, plain } = world
  await phone.open(`${plain.site}community/search/index`)
  await phone.js('setTimeout(function () { throw new Error("on purpose") }, 0)')
  await phone.until('the error recorded', 'return window.__problems.length > 0', 5_000)
  expect(await phone.takeProblems(plain)).toEqual([expect.stringContaining('on purpose')])
})
