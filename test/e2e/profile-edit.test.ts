/**
 * 编辑资料 in Chromium, in the host-simulated app (the test account, docs/product.md §4.15): a nickname that breaks
 * the rule is refused on the page with its reason and 保存 stays off; a good one is saved, and 我的 and one's own
 * dynamics show it at once and after a reload.
 */
import { current, ownProblems, waitForPageSettled, watchProblems, type Page } from '../support/browser'
import { PROFILE_MESSAGES } from '@shared/profile-text'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(120_000)

const world = hostedApp()

const saveOff = async (page: Page) =>
  (await current(page, '[data-testid="profile-save"]').getAttribute('data-disabled')) === '1'
/** H5 renders Taro's Input as the <input> itself, carrying the test id. */
const NICKNAME = 'input[data-testid="profile-nickname"], [data-testid="profile-nickname"] input'

async function typeNickName(page: Page, text: string): Promise<void> {
  const input = current(page, NICKNAME).first()
  await input.fill(text)
}

async function ownPageShows(page: Page, name: string): Promise<void> {
  await current(page, '[data-testid="centre-header"]').waitFor({ timeout: 20_000 })
  await page.waitForFunction(
    (want) =>
      [...document.querySelectorAll('[data-testid="centre-header"]')].some((n) => n.textContent?.includes(want)),
    name,
  )
  const author = current(page, '[data-testid="feed-card-author"]').first()
  await author.waitFor({ timeout: 20_000 })
  expect(await author.textContent()).toContain(name)
}

it('changes the nickname; 我的 and one’s own dynamics show it, before and after a reload', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}community/personalCenter/index`)
  await current(page, '[data-testid="centre-edit"]').click()
  await page.waitForURL(/personDetail\/index/)
  await waitForPageSettled(page)
  await current(page, NICKNAME).first().waitFor({ timeout: 20_000 })
  expect(await saveOff(page)).toBe(true)

  await typeNickName(page, '官方小号')
  await current(page, '[data-testid="profile-nickname-error"]').waitFor()
  expect(await current(page, '[data-testid="profile-nickname-error"]').textContent()).toBe(
    PROFILE_MESSAGES.nickNameReserved('官方'),
  )
  expect(await saveOff(page)).toBe(true)

  const name = `价值投资${Date.now() % 10000}`
  await typeNickName(page, name)
  expect(await current(page, '[data-testid="profile-nickname-counter"]').textContent()).toBe(`${name.length}/16`)
  expect(await saveOff(page)).toBe(false)
  await current(page, '[data-testid="profile-save"]').click()
  await page.waitForFunction(() => document.body.textContent?.includes('资料已保存'))

  await page.goBack()
  await page.waitForURL(/personalCenter\/index/)
  await ownPageShows(page, name)
  await page.reload()
  await ownPageShows(page, name)
  expect(ownProblems(problems)).toEqual([])
  await page.close()
})
