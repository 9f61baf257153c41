/**
 * The composer's text box as a person sees it in Chromium (docs/product.md §4.14): a full-height editor in the
 * app's font that grows with its text, in the theme's colours (no white strip in the dark theme), and typing `$`
 * opens the add-stock page, whose pick comes back into the text as a mention, the box still as tall as its text.
 */
import { current, waitForPageSettled } from '../support/browser'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(120_000)

const world = hostedApp()

const field = '[data-testid="post-text"] .taro-textarea'

/** Opens the composer with no draft left by another test (the browser's storage is shared). */
async function openEmpty(page: Awaited<ReturnType<typeof world.chrome.browser.newPage>>, query = '') {
  await page.goto(`${world.hosted.site}community/post/index${query}`)
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  await current(page, '[data-testid="post-send"]').waitFor({ timeout: 20_000 })
}

async function box(page: Awaited<ReturnType<typeof world.chrome.browser.newPage>>) {
  return current(page, field).evaluate((element) => {
    const css = getComputedStyle(element)
    return { height: element.getBoundingClientRect().height, font: css.fontFamily, background: css.backgroundColor }
  })
}

it('is at least 40% of the screen in the app font, grows with its text, and is not white in the dark theme', async () => {
  const page = await world.chrome.browser.newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  await openEmpty(page, '?theme=night')
  const empty = await box(page)
  expect(empty.height).toBeGreaterThanOrEqual(0.4 * 844 - 1)
  expect(empty.font).not.toMatch(/monospace/)
  expect(empty.background).not.toBe('rgb(255, 255, 255)')
  await current(page, field).fill(Array.from({ length: 40 }, (_, i) => `第${i + 1}行`).join('\n'))
  expect((await box(page)).height).toBeGreaterThan(empty.height + 200)
  await page.close()
})

it('typing $ opens the add-stock page, and the stock picked there is written where the $ was', async () => {
  const page = await world.chrome.browser.newPage()
  await openEmpty(page)
  await current(page, field).pressSequentially('看好$')
  await page.waitForURL(/community\/addStock\/index/)
  await waitForPageSettled(page)
  const choice = current(page, '[data-testid="stock-choice"]').first()
  await choice.waitFor({ timeout: 20_000 })
  const code = await choice.getAttribute('data-code')
  await choice.click()
  await page.waitForURL(/community\/post\/index/)
  await waitForPageSettled(page)
  await expect(current(page, field).inputValue()).resolves.toMatch(new RegExp(`^看好\\$[^$]+\\(${code}\\)\\$ $`))
  expect(await current(page, '[data-testid="compose-chip-stock"]').count()).toBe(1)
  await page.close()
})

it('keeps a long text at its full height after a typed $ brings a stock back (the pick is written while hidden)', async () => {
  const page = await world.chrome.browser.newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  await openEmpty(page)
  await current(page, field).fill(Array.from({ length: 40 }, (_, i) => `第${i + 1}行`).join('\n'))
  const long = await box(page)
  await current(page, field).press('End')
  await current(page, field).pressSequentially('\n$')
  await page.waitForURL(/community\/addStock\/index/)
  await waitForPageSettled(page)
  const choice = current(page, '[data-testid="stock-choice"]').first()
  await choice.waitFor({ timeout: 20_000 })
  await choice.click()
  await page.waitForURL(/community\/post\/index/)
  await waitForPageSettled(page)
  await current(page, '[data-testid="compose-chip-stock"]').waitFor()
  const picked = await current(page, field).evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    hiddenInside: element.scrollHeight - element.clientHeight,
  }))
  expect(picked.height).toBeGreaterThan(long.height)
  expect(picked.hiddenInside).toBeLessThanOrEqual(1)
  await page.close()
})
