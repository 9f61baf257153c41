/**
 * An article opened by link (the way shares and pushes arrive, the first page loaded) draws its topic and circle
 * tags as the feed does: blue chips, not plain grey text (docs/product.md §4.12). The tags' stylesheet must come
 * with the tags, not with a feed page loaded earlier.
 */
import { current } from '../support/browser'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(120_000)

const world = hostedApp()

interface Db {
  prepare(sql: string): { get(): { id: number } | undefined }
}

it('draws the topic and circle tags of an article opened first as chips in the primary colour', async () => {
  const db = (world.hosted.app as unknown as { db: Db }).db
  const row = db
    .prepare(
      `SELECT d.id FROM dynamics d JOIN dynamic_topics t ON t.dynamic_id = d.id
       WHERE d.pub_type = 2 AND d.circle_id IS NOT NULL ORDER BY d.id LIMIT 1`,
    )
    .get()
  expect(row).toBeDefined()
  const page = await world.chrome.browser.newPage()
  await page.goto(`${world.hosted.site}community/articleDetail/index?articleId=${row!.id}&source=article`)
  for (const testId of ['topic-tag', 'circle-tag']) {
    const tag = current(page, `[data-testid="article-tags"] [data-testid="${testId}"]`).first()
    await tag.waitFor({ timeout: 20_000 })
    const style = await tag.evaluate((element) => {
      const css = getComputedStyle(element)
      return {
        color: css.color,
        primary: css.getPropertyValue('--color-primary').trim(),
        radius: css.borderTopLeftRadius,
        background: css.backgroundColor,
        padding: css.paddingLeft,
      }
    })
    // The primary colour as the browser writes it (rgb), against the theme variable's hex.
    const hex = style.primary.replace('#', '')
    const rgb = `rgb(${[0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`
    expect({ testId, color: style.color }).toEqual({ testId, color: rgb })
    expect(style.radius).not.toBe('0px')
    expect(style.padding).not.toBe('0px')
    expect(style.background).not.toBe('rgba(0, 0, 0, 0)')
  }
  await page.close()
})
