/**
 * An article opened by link: the server drew its sanitised body into the page (server/boot-lead.ts) from the detail
 * it also wrote as the page's boot answer. The H5 body takes that markup instead of sanitising the same HTML again
 * (issue 38: the longest step before the body is drawn on a slow phone), and only for that very HTML.
 */
import { render } from '@testing-library/react'
import { ArticleBody } from '@/components/article'
import { BOOT_ANSWERS_ELEMENT_ID, bootAnswersJson } from '@shared/boot-answers'
import { sanitizeArticleHtml } from '@shared/article-html'
import { StoreProvider } from '@/stores'
import { makeStores, setupPlatform } from './support'

const mockSanitize = jest.fn((html: string | null | undefined): string =>
  jest.requireActual('@shared/article-html').sanitizeArticleHtml(html),
)
jest.mock('@shared/article-html', () => ({
  ...jest.requireActual('@shared/article-html'),
  sanitizeArticleHtml: (html: string | null | undefined) => mockSanitize(html),
}))
const sanitize = mockSanitize
// Jest resolves the mini-program's files; the H5 build picks the .h5 ones.
jest.mock('@/components/article/ArticleHtml', () => jest.requireActual('@/components/article/ArticleHtml.h5'))
jest.mock('@/components/article/lead-html', () => jest.requireActual('@/components/article/lead-html.h5'))

const ARTICLE = '<p>正文第一段。</p><script>alert(1)</script><p style="color:#c00">第二段</p>'

/** The page as the server writes it for a deep link: the boot answer, and the lead with the body it drew. */
function serverPage(answeredHtml: string, drawn: string) {
  document.body.innerHTML =
    `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">` +
    bootAnswersJson({ '/community-admin/front/articleInfo/appInfo/7': { code: '200', data: { html: answeredHtml } } }) +
    '</script><div id="app"></div><div class="boot-loading"><div class="boot-lead">' +
    `<div class="article-body article-body--html"><div class="article-html">${drawn}</div></div></div></div>`
}

beforeEach(() => {
  sanitize.mockClear()
  jest
    .requireMock<typeof import('@/components/article/lead-html.h5')>('@/components/article/lead-html')
    .resetLeadArticleHtml()
})

/** The app root's stores above the body (its stock mentions read quotes). */
function wrapper({ children }: { children?: React.ReactNode }) {
  setupPlatform()
  return <StoreProvider store={makeStores(false)}>{children}</StoreProvider>
}

const bodyOf = (container: HTMLElement) => container.querySelector('[data-testid="article-body"] .article-html')!

it('takes the body the server drew for this HTML, without sanitising it again', () => {
  serverPage(ARTICLE, sanitizeArticleHtml(ARTICLE))
  sanitize.mockClear()
  const { container } = render(<ArticleBody html={ARTICLE} content={null} />, {
    container: document.getElementById('app')!,
    wrapper,
  })
  expect(sanitize).not.toHaveBeenCalled()
  expect(bodyOf(container).innerHTML).toBe(document.querySelector('.boot-lead .article-html')!.innerHTML)
  expect(bodyOf(container).querySelector('script')).toBeNull()
})

it('sanitises any other HTML itself: the lead is used only for the HTML it was drawn from', () => {
  const other = '<p>另一篇</p><img src="javascript:alert(1)">'
  serverPage(ARTICLE, sanitizeArticleHtml(ARTICLE))
  sanitize.mockClear()
  const { container } = render(<ArticleBody html={other} content={null} />, {
    container: document.getElementById('app')!,
    wrapper,
  })
  expect(sanitize).toHaveBeenCalledWith(other)
  expect(bodyOf(container).textContent).toBe('另一篇')
  expect(bodyOf(container).querySelector('img')?.getAttribute('src') ?? null).toBeNull()
})

it('sanitises when the page carries no lead, or no answer it was drawn from', () => {
  document.body.innerHTML = '<div id="app"></div>'
  render(<ArticleBody html={ARTICLE} content={null} />, { container: document.getElementById('app')!, wrapper })
  expect(sanitize).toHaveBeenCalledTimes(1)
})
