/**
 * The article body as the client renders it, given the hostile HTML of the security probe (issue 29): end tags with
 * no opener followed by a fake notice, and a box styled to draw over the page's header. On H5 the body is written
 * into a plain element (ArticleHtml.h5.tsx); the mini-program hands the same string to WeChat's rich text, whose
 * parser is not a browser's, so the string itself must close nothing around it.
 */
import { render } from '@testing-library/react'
import { View } from '@tarojs/components'
import { ArticleBody } from '@/components/article'
import { StoreProvider } from '@/stores'
import { makeStores, setupPlatform } from './support'

let mockTarget: 'h5' | 'weapp' = 'h5'
// Jest resolves './ArticleHtml' to the mini-program's file; the H5 build picks ArticleHtml.h5.tsx.
jest.mock('@/components/article/ArticleHtml', () => {
  const h5 = jest.requireActual('@/components/article/ArticleHtml.h5')
  const weapp = jest.requireActual('@/components/article/ArticleHtml')
  const { createElement } = jest.requireActual('react')
  // Each target's component as an element (the mini-program's is an observer, not a plain function).
  return {
    ArticleHtml: (props: { html: string }) => createElement((mockTarget === 'h5' ? h5 : weapp).ArticleHtml, props),
  }
})

const NOTICE = '【系统通知】您的账户存在风险，请添加客服微信 kf-8888 处理'
const COVER = '【官方公告】账户异常，请立即验证身份'
const HOSTILE =
  `<p>正文第一段。</p>${'</div>'.repeat(6)}</section></p>` +
  `<div style="position:fixed;top:0;left:0;right:0;bottom:0;z-index:99999">${NOTICE}` +
  '<a href="https://evil.example/">立即处理</a></div>' +
  '<div style="transform:translateY(-240px);margin:-120px -16px 0;background-color:#fff;font-size:40px">' +
  `${COVER}</div><p style="text-align:center;color:#c00;margin:8px 0">正文第二段。</p>`

/** The article page's shape around the body: a header above it, the comments below. */
function renderPage(target: 'h5' | 'weapp') {
  mockTarget = target
  setupPlatform()
  return render(
    <StoreProvider store={makeStores(false)}>
      <View className="page">
        <View className="page-header">财经老张说市</View>
        <ArticleBody html={HOSTILE} content={null} />
        <View className="comments">评论</View>
      </View>
    </StoreProvider>,
  ).container
}

const classesOf = (parent: Element) => [...parent.children].map((child) => child.className)

describe('the article body on H5, given hostile HTML', () => {
  it('keeps everything inside the body, and nothing in it is moved, lifted or placed over the page', () => {
    const container = renderPage('h5')
    const page = container.querySelector('.page')!
    expect(classesOf(page)).toEqual(['page-header', 'article-body article-body--html', 'comments'])
    const body = page.querySelector('.article-html')!
    expect(body.textContent).toContain(NOTICE)
    expect(body.textContent).toContain(COVER)
    expect(body.querySelector('a')?.getAttribute('href')).toBe('https://evil.example/')
    for (const element of [...body.querySelectorAll<HTMLElement>('*')]) {
      const { style } = element
      expect([style.position, style.transform, style.top, style.left, style.zIndex]).toEqual(['', '', '', '', ''])
      for (const margin of [style.marginTop, style.marginRight, style.marginBottom, style.marginLeft]) {
        expect(parseFloat(margin || '0')).toBeGreaterThanOrEqual(0)
      }
      // Beyond the allowed sizes (at most 32px).
      expect(style.fontSize).not.toBe('40px')
    }
    // What may stay does: the second paragraph's alignment, colour and spacing.
    const kept = [...body.querySelectorAll<HTMLElement>('p')].find((p) => p.textContent === '正文第二段。')!
    expect([kept.style.textAlign, kept.style.color, kept.style.marginTop]).toEqual(['center', 'rgb(204, 0, 0)', '8px'])
  })
})

describe("the string the mini-program's rich text gets, given hostile HTML", () => {
  it('is self-contained: written into a page, it closes nothing of the page around it', () => {
    const container = renderPage('weapp')
    const nodes = (container.querySelector('taro-rich-text-core') as unknown as { nodes: string }).nodes
    // Read as one document, as any renderer that writes the string into its own markup would.
    const page = new DOMParser().parseFromString(
      `<div class="page"><div class="page-header">财经老张说市</div><div class="article-html">${nodes}</div>` +
        '<div class="comments">评论</div></div>',
      'text/html',
    )
    expect(classesOf(page.body)).toEqual(['page'])
    expect(classesOf(page.querySelector('.page')!)).toEqual(['page-header', 'article-html', 'comments'])
    const body = page.querySelector('.article-html')!
    expect(body.textContent).toContain(NOTICE)
    expect(body.textContent).toContain(COVER)
    expect(body.querySelector('a')?.getAttribute('href')).toBe('https://evil.example/')
  })
})
