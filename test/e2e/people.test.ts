/**
 * People in Chromium, in the host-simulated app (the test account): an author's avatar on a feed
 * card opens their personal centre; following there moves their fans count and puts them in 我的关注;
 * unfollowing from the follow page takes them out again.
 */
import { CURRENT_PAGE, waitForPageSettled, watchProblems, type Page, current, ownProblems } from '../support/browser'
import { ENDPOINTS, fillPath } from '@shared/api'
import { DEV_ACCOUNT } from '../../server/seed'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(120_000)

const world = hostedApp()

const clean = ownProblems
const fans = async (page: Page) =>
  Number(((await current(page, '[data-testid="centre-followers"]').textContent()) ?? '').replace(/\D/g, ''))

async function waitFollowed(page: Page, state: '0' | '1'): Promise<void> {
  await page.waitForFunction(({ sel, want }) => document.querySelector(sel)?.getAttribute('data-followed') === want, {
    sel: `${CURRENT_PAGE} [data-testid="centre-header"] [data-testid="follow-button"]`,
    want: state,
  })
}

it('an author’s avatar opens their page; following moves the fans count and lists them in 我的关注', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}community/condition/index`)
  const author = current(page, '[data-testid="feed-card-author"]').first()
  await author.waitFor({ timeout: 20_000 })
  const name = ((await author.textContent()) ?? '').trim()
  await author.click()
  // A person opens the personal centre, an organisation its home; both carry the header and follow button.
  await page.waitForURL(/(personalCenter|orgDetail)\/index\?toAccountId=/)
  await waitForPageSettled(page)
  await current(page, '[data-testid="centre-header"]').waitFor({ timeout: 20_000 })
  expect(await current(page, '[data-testid="centre-header"]').textContent()).toContain(name)
  const accountId = new URL(page.url()).searchParams.get('toAccountId') as string
  const button = current(page, '[data-testid="centre-header"] [data-testid="follow-button"]')
  if ((await button.getAttribute('data-followed')) === '1') {
    await button.click()
    await waitFollowed(page, '0')
  }
  const before = await fans(page)
  await button.click()
  await waitFollowed(page, '1')
  await page.waitForFunction(
    ({ sel, want }) => Number((document.querySelector(sel)?.textContent ?? '').replace(/\D/g, '')) === want,
    { sel: `${CURRENT_PAGE} [data-testid="centre-followers"]`, want: before + 1 },
  )

  await page.goto(`${world.hosted.site}pages/myFollow/index`)
  await current(page, `[data-testid="follow-strip-item"][data-account="${accountId}"]`).waitFor({ timeout: 20_000 })

  // From the viewer's own page, 关注 lists the follows; unfollowing there takes the author out.
  await page.goto(`${world.hosted.site}community/personalCenter/index`)
  await current(page, '[data-testid="centre-following"]').click()
  await page.waitForURL(/pages\/follow\/index\?toAccountId=.*tab=following/)
  const row = current(
    page,
    `[data-testid="follow-following"] [data-testid="follow-button"][data-account="${accountId}"]`,
  )
  await row.waitFor({ timeout: 20_000 })
  await row.click()
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-followed') === '0',
    `${CURRENT_PAGE} [data-testid="follow-following"] [data-testid="follow-button"][data-account="${accountId}"]`,
  )
  await page.goto(`${world.hosted.site}pages/myFollow/index`)
  await current(page, '[data-testid="follow-strip"], [data-testid="no-follows"]').first().waitFor({ timeout: 20_000 })
  expect(await current(page, `[data-testid="follow-strip-item"][data-account="${accountId}"]`).count()).toBe(0)
  expect(clean(problems)).toEqual([])
  await page.close()
})

async function api<T>(key: keyof typeof ENDPOINTS, body: object): Promise<T> {
  const res = await fetch(world.hosted.origin + fillPath(ENDPOINTS[key].path, 'community'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return ((await res.json()) as { data: T }).data
}

it('a comment on my post shows as unread in messages; opening it marks it read and opens the post', async () => {
  const me = { accountId: DEV_ACCOUNT.id, token: DEV_ACCOUNT.token, userCode: DEV_ACCOUNT.userCode }
  const post = await api<{ articleId: string }>('publish.publishView', { ...me, content: `等回复 ${Date.now()}` })
  // Another seeded account comments on it.
  await api('publish.publishComment', {
    accountId: 'acc-10002',
    token: 'tok-10002',
    userCode: 'uc-10002',
    articleId: post.articleId,
    content: '这条说得在理',
  })
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}community/personalCenter/index`)
  const entry = current(page, '[data-testid="centre-messages"]')
  await entry.waitFor({ timeout: 20_000 })
  await page.waitForFunction(
    (sel) => /\d/.test(document.querySelector(sel)?.textContent ?? ''),
    `${CURRENT_PAGE} [data-testid="centre-messages"]`,
  )
  await entry.click()
  await page.waitForURL(/personalMsg\/index/)
  const row = current(page, '[data-testid="message-row"]').first()
  await row.waitFor({ timeout: 20_000 })
  expect(await row.textContent()).toContain('这条说得在理')
  expect(await row.getAttribute('data-read')).toBe('0')
  const read = page.waitForResponse((r) => r.url().includes('personalMsg/read'))
  await row.click()
  expect((await read).status()).toBe(200)
  await page.waitForURL(new RegExp(`articleDetail/index\\?articleId=${post.articleId}`))
  await current(page, '[data-testid="article-detail"]').waitFor({ timeout: 20_000 })
  await page.goBack()
  await page.waitForURL(/personalMsg\/index/)
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-read') === '1',
    `${CURRENT_PAGE} [data-testid="message-row"]`,
  )
  expect(clean(problems)).toEqual([])
  await page.close()
})

it('unbinds the outside account, then cancels the account, sees it pending and withdraws it', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}community/personalCenter/index`)
  await current(page, '[data-testid="centre-edit"]').click()
  await page.waitForURL(/personDetail\/index/)
  const apply = current(page, '[data-testid="person-apply"]')
  await apply.waitFor({ timeout: 20_000 })
  // Still bound: the reason, not the consequences.
  await apply.click()
  await current(page, '.kit-modal__box').waitFor()
  expect(await current(page, '.kit-modal__box').textContent()).toContain('请先解除绑定的第三方账号')
  await current(page, '[data-testid="modal-confirm"]').click()

  await current(page, '[data-testid="person-unbind"]').first().click()
  const unbound = page.waitForResponse((r) => r.url().includes('unbound_outer') || r.url().includes('unboundOuter'))
  await current(page, '[data-testid="modal-confirm"]').click()
  expect((await unbound).status()).toBe(200)
  await page.waitForFunction(
    (sel) => document.querySelectorAll(sel).length === 0,
    `${CURRENT_PAGE} [data-testid="person-binding"]`,
  )

  await apply.click()
  await current(page, '.kit-modal__box').waitFor()
  expect(await current(page, '.kit-modal__box').textContent()).toContain('注销后')
  await current(page, '[data-testid="modal-confirm"]').click()
  const applied = page.waitForResponse((r) => r.url().includes('applyLogout'))
  await current(page, '[data-testid="modal-confirm"]').click()
  expect((await applied).status()).toBe(200)
  const section = current(page, '[data-testid="person-cancellation"]')
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-status') === 'pending',
    `${CURRENT_PAGE} [data-testid="person-cancellation"]`,
  )
  // Pending survives a reload (the server's state), and is withdrawn.
  await page.reload()
  await section.waitFor({ timeout: 20_000 })
  expect(await section.getAttribute('data-status')).toBe('pending')
  await current(page, '[data-testid="person-revert"]').click()
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-status') === 'normal',
    `${CURRENT_PAGE} [data-testid="person-cancellation"]`,
  )
  expect(clean(problems)).toEqual([])
  await page.close()
})
