/**
 * Stock mentions in article HTML in the mini-program (docs/product.md §5.5): a plain paragraph that mentions a stock
 * is drawn as text whose mention opens the stock; other blocks reach WeChat's rich text, those with a mention as node
 * objects (each mention a span with the name and its change; markup in the text stays text, nothing is written back
 * as an HTML string). A body without mentions stays the sanitised string.
 */
import { fireEvent, screen } from '@testing-library/react'
import { ArticleBody } from '@/components/article'
import { richNodesWithMentions, type RichNode } from '@/components/article/rich-nodes'
import { sanitizeArticleHtml } from '@shared/article-html'
import { api as fake, resetFakeApi } from './fake-api'
import { flush, makeStores, renderWithStores, setupPlatform } from './support'

const lookup = { codeOf: (name: string) => (name === '平安银行' ? 'SZ000001' : null), rise: () => 123 }

const textOf = (nodes: RichNode[]): string =>
  nodes.map((node) => ('type' in node ? node.text : textOf(node.children))).join('')

describe('richNodesWithMentions', () => {
  it('draws mentions in text nodes as spans, resolves a name by the article stocks, and keeps links and code', () => {
    const html = sanitizeArticleHtml(
      '<p>看好 $贵州茅台(SH600519)$ 和 $平安银行$、$不认识$ &lt;b&gt;</p><p><a href="https://e.com/">$贵州茅台(SH600519)$</a></p>',
    )
    const { nodes, codes } = richNodesWithMentions(html, lookup)
    expect(codes).toEqual(['SH600519', 'SZ000001'])
    const first = nodes[0] as { name: string; children: RichNode[] }
    expect(first.name).toBe('p')
    const spans = first.children.filter((n) => !('type' in n)) as { attrs: Record<string, string> }[]
    expect(spans.map((s) => s.attrs.class)).toEqual(['stock-mention', 'stock-mention'])
    // Text nodes carry the text's own brackets as entities (WeChat decodes them): they show as typed.
    expect(textOf(first.children)).toBe('看好 贵州茅台 +1.23% 和 平安银行 +1.23%、不认识 &lt;b&gt;')
    expect(textOf([nodes[1]])).toBe('$贵州茅台(SH600519)$')
  })
})

describe('the mini-program article body', () => {
  beforeEach(() => resetFakeApi())

  it('draws a paragraph with a mention as text whose mention opens the stock, the rest stays rich text', async () => {
    const { calls } = setupPlatform()
    fake.quote.query.mockResolvedValue([
      { code: 'SH600519', up_rose: -45, price: 1500 },
      { code: 'SZ000001', up_rose: 12, price: 10 },
    ])
    const { container } = renderWithStores(
      <ArticleBody
        html="<h2>前言</h2><p>相关标的：<b>$贵州茅台(SH600519)$</b></p><ul><li>$平安银行$</li></ul>"
        content={null}
        stocks={[{ code: 'SZ000001', name: '平安银行' }]}
      />,
      makeStores(false),
    )
    await flush()
    const rich = [...container.querySelectorAll('taro-rich-text-core')] as unknown as { nodes: string | RichNode[] }[]
    expect(rich[0].nodes).toBe('<h2>前言</h2>')
    // A list stays rich text: its mention is coloured there, as node objects.
    expect(textOf(rich[1].nodes as RichNode[])).toBe('平安银行 +0.12%')
    expect(fake.quote.query).toHaveBeenCalledWith(['SH600519', 'SZ000001'])
    const mention = screen.getByTestId('stock-mention')
    expect(mention.getAttribute('data-code')).toBe('SH600519')
    expect(mention.textContent).toBe('贵州茅台 -0.45%')
    expect(mention.closest('.article-html__p')?.textContent).toBe('相关标的：贵州茅台 -0.45%')
    fireEvent.click(mention)
    await flush()
    expect(calls.navigateTo.mock.calls[0][0]).toContain('code=SH600519')
  })

  it('keeps a body without mentions as the sanitised string', () => {
    setupPlatform()
    const { container } = renderWithStores(<ArticleBody html="<p>没有股票</p>" content={null} />, makeStores(false))
    expect((container.querySelector('taro-rich-text-core') as unknown as { nodes: string }).nodes).toBe(
      '<p>没有股票</p>',
    )
  })
})
