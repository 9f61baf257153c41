/**
 * The composer's editor grows with its text in WebKit (docs/product.md §4.14), which has no CSS `field-sizing`:
 * typed and pasted lines make the text box taller than its 40%-of-the-screen minimum, the page scrolls and the box
 * does not (a box that scrolls inside a scrolling page hides what was just written). The text is kept as a draft
 * and counted as before, and a draft opened again is drawn at its height. Screenshots of the composer with a long text go to /tmp/webkit-shots.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Key } from 'selenium-webdriver'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { CURRENT_PAGE } from '../support/browser'
import { webkitWorld, type Phone } from '../support/webkit'

jest.setTimeout(90_000)

const world = webkitWorld()
const SHOTS = process.env.WEBKIT_SHOTS ?? '/tmp/webkit-shots'
const FIELD = `${CURRENT_PAGE} [data-testid="post-text"] textarea`

afterEach(async () => {
  expect(await world.phone.takeProblems(world.plain, world.hosted)).toEqual([])
})

interface Sizes {
  /** The text box's height and its least height, in CSS pixels. */
  height: number
  minHeight: number
  /** How much of the text box's own content is hidden below its edge (it scrolls inside when above 0). */
  hiddenInside: number
  /** How much of the page is below the window (the page scrolls when above 0). */
  pageBelow: number
  /** Whether WebKit knows field-sizing (it does not, so the fallback is what is tested). */
  fieldSizing: boolean
}

/** The sizes once the page has drawn what was typed (two frames: the input's render, then its layout). */
const settled = (phone: Phone) =>
  phone.driver.executeAsyncScript(
    `var done = arguments[arguments.length - 1], field = document.querySelector(arguments[0])
    var page = document.querySelector(arguments[1])
    requestAnimationFrame(() => requestAnimationFrame(() => done({
      height: field.getBoundingClientRect().height,
      minHeight: parseFloat(getComputedStyle(field).minHeight),
      hiddenInside: field.scrollHeight - field.clientHeight,
      pageBelow: page.scrollHeight - page.clientHeight,
      fieldSizing: CSS.supports('field-sizing', 'content'),
    })))`,
    FIELD,
    CURRENT_PAGE,
  ) as Promise<Sizes>

it('grows the editor with typed and pasted lines and a picked stock; the page scrolls, not the box', async () => {
  const { phone, hosted } = world
  mkdirSync(SHOTS, { recursive: true })
  await phone.open(`${hosted.site}community/post/index`)
  await phone.find('[data-testid="post-text"] textarea')
  const empty = await settled(phone)
  expect(empty.fieldSizing).toBe(false)
  expect(empty.height).toBeGreaterThan(0.35 * 844)
  expect(empty.hiddenInside).toBeLessThanOrEqual(1)

  // Typed: five short lines, each ended with the return key, as a person types them.
  await phone.type('[data-testid="post-text"]', ['一', '二', '三', '四', '五'].join(Key.ENTER))
  // Pasted: forty more lines at once, as the keyboard's paste commits them.
  const pasted = Array.from({ length: 40 }, (_, i) => `第 ${i + 1} 行：长文在苹果内核里也跟着变高`).join('\n')
  await phone.insertText(`\n${pasted}`)
  const typed = await settled(phone)
  writeFileSync(join(SHOTS, 'composer-long-text.png'), await phone.screenshot())

  // 45 lines of 25.6 px are over 1,100 px: far past the 40vh minimum.
  expect(typed.height).toBeGreaterThan(typed.minHeight + 500)
  expect(typed.hiddenInside).toBeLessThanOrEqual(1)
  expect(typed.pageBelow).toBeGreaterThan(300)

  // A typed $ opens the add-stock page; the pick is written into the text while the composer is hidden, and back
  // on the composer the box still shows all of it.
  await phone.driver.findElement({ css: FIELD }).then((field) => field.sendKeys('\n$'))
  await phone.waitForUrl(/addStock/)
  await phone.settled()
  await phone.type('.kit-search__input', 'gzmt')
  await phone.click('.kit-search__action')
  await phone.click('[data-testid="stock-result"][data-code="SH600519"]')
  await phone.waitForUrl(/post\/index/)
  await phone.settled()
  await phone.find('[data-testid="compose-chip-stock"]')
  const picked = await settled(phone)
  writeFileSync(join(SHOTS, 'composer-after-pick.png'), await phone.screenshot())
  expect(await phone.js('return document.querySelector(arguments[0]).value', FIELD)).toContain('$贵州茅台(SH600519)$')
  expect(picked.height).toBeGreaterThan(typed.height)
  expect(picked.hiddenInside).toBeLessThanOrEqual(1)

  // The draft, opened again and continued, is drawn at its full height from the start.
  await phone.open(`${hosted.site}community/post/index`)
  await phone.click('[data-testid="modal-confirm"]')
  await phone.find('[data-testid="post-text"] textarea')
  const continued = await settled(phone)
  expect(continued.height).toBeGreaterThan(continued.minHeight + 500)
  expect(continued.hiddenInside).toBeLessThanOrEqual(1)

  // Deleting all but one character shrinks the box back to its minimum, never below, and the count follows.
  const field = await phone.driver.findElement({ css: FIELD })
  await field.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE)
  await field.sendKeys('短')
  const short = await settled(phone)
  expect(Math.abs(short.height - short.minHeight)).toBeLessThan(2)
  expect(short.hiddenInside).toBeLessThanOrEqual(1)
  expect(await phone.text('[data-testid="post-counter"]')).toBe(`1/${CONTENT_LIMITS.post}`)

  // 重新开始 on a long draft empties the box while it is on screen: back to its minimum too.
  await phone.insertText(`\n${pasted}`)
  expect((await settled(phone)).height).toBeGreaterThan(short.minHeight + 500)
  await phone.open(`${hosted.site}community/post/index`)
  await phone.click('[data-testid="modal-cancel"]')
  await phone.find('[data-testid="post-text"] textarea')
  const restarted = await settled(phone)
  expect(Math.abs(restarted.height - restarted.minHeight)).toBeLessThan(2)
  expect(await phone.text('[data-testid="post-counter"]')).toBe(`0/${CONTENT_LIMITS.post}`)
})
