/**
 * The app's own services, used where it has them, in the host-simulated app (docs/product.md §4.8): an app that says
 * it has its own comment input is asked to open it, and what it sends is the comment.
 */
import { current, watchProblems, ownProblems } from '../support/browser'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(120_000)

const world = hostedApp()

it('inside an app with its own comment input, a comment is written there and shows on the article', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  const text = `原生输入框的评论 ${Date.now()}`
  // The simulated app says it has its input, and answers with this text when it is opened.
  await page.addInitScript((written) => {
    window.localStorage.setItem('hostSim:commentInput', 'true')
    const wait = setInterval(() => {
      const sim = (window as unknown as { hostSim?: { nextComment: string } }).hostSim
      if (!sim) return
      sim.nextComment = written
      clearInterval(wait)
    }, 5)
  }, text)
  const feed = `${world.hosted.site}community/condition/index`
  await page.goto(feed)
  await current(page, '[data-testid="feed-card"]').first().click()
  await page.waitForURL(/articleDetail/)
  const field = current(page, '[data-testid="comment-native-input"]')
  await field.waitFor({ timeout: 20_000 })
  expect(await current(page, '[data-testid="comment-composer"] textarea').count()).toBe(0)
  await field.click()
  await current(page, '[data-testid="comment-item"]').first().getByText(text).waitFor({ timeout: 10_000 })
  const asked = await page.evaluate(() =>
    (window as unknown as { hostSim: { calls: { method: string; params: { content?: string } }[] } }).hostSim.calls
      .filter((call) => call.method === 'comment')
      .map((call) => call.params),
  )
  expect(asked).toEqual([expect.objectContaining({ content: '' })])
  expect(ownProblems(problems)).toEqual([])
  await page.close()
})
