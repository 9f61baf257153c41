/**
 * Cutting a mini-program article into parts (docs/product.md §5.5): plain paragraphs that mention a stock become
 * Text blocks whose mentions can be tapped; everything else stays the sanitiser's HTML, sliced out unchanged.
 */
import { splitArticleHtml, textPartCodes, type ArticlePart, type InlineNode } from '@/components/article/html-blocks'
import { sanitizeArticleHtml } from '@shared/article-html'

const text = (value: string): InlineNode => ({ kind: 'text', text: value })

/** The html parts joined: what rich text still receives. */
const richHtml = (parts: ArticlePart[]) => parts.map((part) => (part.kind === 'html' ? part.html : '|')).join('')

describe('splitArticleHtml', () => {
  it('draws a paragraph with a mention as text and keeps the blocks around it as written', () => {
    const html = '<h2>标题</h2><p style="text-align:center">相关标的：$贵州茅台(SH600519)$</p><p>别的</p>'
    const parts = splitArticleHtml(html)
    expect(parts).toEqual([
      { kind: 'html', html: '<h2>标题</h2>' },
      { kind: 'text', paragraph: true, style: 'text-align:center', children: [text('相关标的：$贵州茅台(SH600519)$')] },
      { kind: 'html', html: '<p>别的</p>' },
    ])
  })

  it('keeps bold, italic and styled spans with their look, and line breaks', () => {
    const html = sanitizeArticleHtml(
      '<p><strong>重点</strong> <em>看</em><br>$平安银行$ <span style="color:#f00">涨&amp;跌</span><i>斜</i><b>粗</b></p>',
    )
    const [part] = splitArticleHtml(html)
    expect(part).toEqual({
      kind: 'text',
      paragraph: true,
      style: '',
      children: [
        { kind: 'styled', style: 'font-weight:bold', children: [text('重点')] },
        text(' '),
        { kind: 'styled', style: 'font-style:italic', children: [text('看')] },
        { kind: 'break' },
        text('$平安银行$ '),
        { kind: 'styled', style: 'color:#f00;', children: [text('涨&跌')] },
        { kind: 'styled', style: 'font-style:italic', children: [text('斜')] },
        { kind: 'styled', style: 'font-weight:bold', children: [text('粗')] },
      ],
    })
  })

  it('lays spaces out as a browser does: runs collapsed, none at the start or end of a line', () => {
    const [part] = splitArticleHtml(
      '<p>\n  看好\n\n $贵州茅台(SH600519)$  <b> 理由 </b> <br>  第二行 <span> </span></p>',
    )
    expect(part.kind === 'text' && part.children).toEqual([
      text('看好 $贵州茅台(SH600519)$ '),
      { kind: 'styled', style: 'font-weight:bold', children: [text('理由')] },
      { kind: 'break' },
      text('第二行'),
    ])
  })

  it('draws loose text between blocks as a line of its own', () => {
    const parts = splitArticleHtml('<p>前</p>看 $贵州茅台(SH600519)$ 走势<b>!</b><hr>')
    expect(parts).toEqual([
      { kind: 'html', html: '<p>前</p>' },
      {
        kind: 'text',
        paragraph: false,
        style: '',
        children: [
          text('看 $贵州茅台(SH600519)$ 走势'),
          { kind: 'styled', style: 'font-weight:bold', children: [text('!')] },
        ],
      },
      { kind: 'html', html: '<hr>' },
    ])
  })

  it('leaves rich text alone where Text cannot draw the markup or nothing is mentioned', () => {
    const html = [
      '<p><a href="https://e.com/">$贵州茅台(SH600519)$</a></p>',
      '<p>$贵州茅台(SH600519)$<img src="https://e.com/a.png"></p>',
      '<ul><li>$贵州茅台(SH600519)$</li></ul>',
      '<blockquote>$贵州茅台(SH600519)$</blockquote>',
      '<p>$5 和 $6</p>',
      '<p><u>$贵州茅台(SH600519)$</u></p>',
      '<p>$贵州茅台(SH600519)$<!-- 注释 --></p>',
      '看<code>$贵州茅台(SH600519)$</code>',
    ].join('')
    expect(splitArticleHtml(html)).toEqual([{ kind: 'html', html }])
  })

  it('splits several mention paragraphs and keeps the HTML between them whole', () => {
    const html = '<p>$甲$</p><p>$乙(SZ000001)$</p><table><tr><td>表</td></tr></table><p>$丙(SH600000)$</p>'
    const parts = splitArticleHtml(html)
    expect(parts.map((part) => part.kind)).toEqual(['text', 'text', 'html', 'text'])
    expect(richHtml(parts)).toBe('||<table><tr><td>表</td></tr></table>|')
  })
})

describe('textPartCodes', () => {
  it('lists the text parts’ stocks once each, names resolved by the article’s stocks', () => {
    const parts = splitArticleHtml(
      '<p>$贵州茅台(sh600519)$ <b>$平安银行$</b> $不认识$ $贵州茅台(SH600519)$</p><ul><li>$浦发银行(SH600000)$</li></ul>',
    )
    const codeOf = (name: string) => (name === '平安银行' ? 'SZ000001' : null)
    expect(textPartCodes(parts, codeOf)).toEqual(['SH600519', 'SZ000001'])
  })
})
