/**
 * Stock mentions in Chromium (docs/product.md §5.5): a post whose body says `$name(code)$` shows the name as a link
 * with its change, never the raw markers, and a tap opens that stock's page; a card in a feed shows it the same way.
 */
import { current, waitForPageSettled } from '../support/browser'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(120_000)

const world = hostedApp({ hostSim: false })

interface Db {
  prepare(sql: string): { get(): { id: number; code: string } | undefined }
}

it('draws a post body mention as a link with its change, and a tap opens the stock page', async () => {
  const db = (world.hosted.app as unknown as { db: Db }).db
  const post = db
    .prepare(
      `SELECT d.id, s.code FROM dynamics d JOIN dynamic_stocks s ON s.dynamic_id = d.id
       WHERE d.pub_type = 5 AND d.body LIKE '%$%(' || s.code || ')$%' ORDER BY d.id LIMIT 1`,
    )
    .get()
  expect(post).toBeDefined()
  const page = await world.chrome.browser.newPage()
  await page.goto(`${world.hosted.site}community/articleDetail/index?articleId=${post!.id}&source=post`)
  const mention = current(page, `[data-testid="article-body"] [data-testid="stock-mention"][data-code="${post!.code}"]`)
  await mention.first().waitFor({ timeout: 20_000 })
  await current(page, '[data-testid="article-body"] .stock-mention__rise').first().waitFor({ timeout: 20_000 })
  const body = (await current(page, '[data-testid="article-body"]').textContent()) ?? ''
  expect(body).not.toMatch(/\$[^$\s]+\([A-Z]{2}\d+\)\$/)
  expect(await mention.first().textContent()).toMatch(/[+-]?\d+\.\d{2}%$/)
  await mention.first().click()
  await page.waitForURL(new RegExp(`subPackages-stock/pages/stock/stock\\?.*code=${post!.code}`))
  await waitForPageSettled(page)
  await page.close()
})
