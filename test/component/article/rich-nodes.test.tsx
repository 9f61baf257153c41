/**
 * Stock mentions in article HTML in the mini-program (docs/product.md §5.5): a body that mentions stocks reaches
 * WeChat's rich text as node objects, each mention a span with the name and its change; markup in the text stays
 * text, and nothing is written back as an HTML string. A body without mentions stays the sanitised string.
 */
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

  it('hands rich text node objects with the mention and its change once quoted', async () => {
    setupPlatform()
    fake.quote.query.mockResolvedValue([{ code: 'SH600519', up_rose: -45, price: 1500 }])
    const { container } = renderWithStores(
      <ArticleBody html="<p>相关标的：$贵州茅台(SH600519)$</p>" content={null} />,
      makeStores(false),
    )
    await flush()
    const nodes = (container.querySelector('taro-rich-text-core') as unknown as { nodes: RichNode[] }).nodes
    expect(Array.isArray(nodes)).toBe(true)
    expect(textOf(nodes)).toBe('相关标的：贵州茅台 -0.45%')
    expect(fake.quote.query).toHaveBeenCalledWith(['SH600519'])
  })

  it('keeps a body without mentions as the sanitised string', () => {
    setupPlatform()
    const { container } = renderWithStores(<ArticleBody html="<p>没有股票</p>" content={null} />, makeStores(false))
    expect((container.querySelector('taro-rich-text-core') as unknown as { nodes: string }).nodes).toBe(
      '<p>没有股票</p>',
    )
  })
})
