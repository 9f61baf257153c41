import {
  hasStockMention,
  mentionedStockCodes,
  plainStockMentions,
  splitStockMentions,
  replaceKeyAt,
  stockMentionText,
  typedPickerKey,
} from '@/lib/stock-mention'

const joined = (text: string) =>
  splitStockMentions(text)
    .map((piece) => piece.raw)
    .join('')

describe('splitStockMentions (docs/product.md §5.6)', () => {
  it('reads a mention with its code', () => {
    expect(splitStockMentions('看好$新航能源(BJ430241)$后市')).toEqual([
      { kind: 'text', raw: '看好' },
      { kind: 'stock', name: '新航能源', code: 'BJ430241', raw: '$新航能源(BJ430241)$' },
      { kind: 'text', raw: '后市' },
    ])
  })

  it('reads a mention without a code, and full-width brackets and lower-case codes', () => {
    expect(splitStockMentions('$天源科技$ +0.12%')).toEqual([
      { kind: 'stock', name: '天源科技', code: null, raw: '$天源科技$' },
      { kind: 'text', raw: ' +0.12%' },
    ])
    expect(splitStockMentions('$贵州茅台（sh600519）$')[0]).toMatchObject({ name: '贵州茅台', code: 'SH600519' })
  })

  it('reads adjacent mentions as two', () => {
    const pieces = splitStockMentions('$贵州茅台(SH600519)$$平安银行(SZ000001)$')
    expect(pieces.map((p) => p.kind)).toEqual(['stock', 'stock'])
    expect(mentionedStockCodes('$贵州茅台(SH600519)$$平安银行(SZ000001)$ $贵州茅台(SH600519)$')).toEqual([
      'SH600519',
      'SZ000001',
    ])
  })

  it('leaves an unmatched or money $ as text', () => {
    expect(splitStockMentions('只有一个$符号')).toEqual([{ kind: 'text', raw: '只有一个$符号' }])
    expect(splitStockMentions('it costs $5 and $6 now')).toEqual([{ kind: 'text', raw: 'it costs $5 and $6 now' }])
    expect(splitStockMentions('$5$贵州茅台$').map((p) => p.kind)).toEqual(['text', 'stock'])
    expect(splitStockMentions('$$')).toEqual([{ kind: 'text', raw: '$$' }])
    expect(hasStockMention('$ 贵州茅台 $')).toBe(false)
    expect(hasStockMention('a$贵州茅台$')).toBe(true)
  })

  it('never decodes or encodes: HTML-escaped text comes back exactly', () => {
    const text = '&lt;b&gt;$A&amp;B(SH600000)$&lt;/b&gt; &#128512;'
    expect(joined(text)).toBe(text)
    expect(splitStockMentions(text)[1]).toMatchObject({ kind: 'stock', name: 'A&amp;B', code: 'SH600000' })
  })

  it('gives no pieces for empty text and the text back joined', () => {
    expect(splitStockMentions('')).toEqual([])
    const text = '行情\n$贵州茅台$ 和 $平安银行(SZ000001)$！$'
    expect(joined(text)).toBe(text)
  })

  it('reads a text by its names and writes a picked stock as a mention', () => {
    expect(plainStockMentions('$贵州茅台(SH600519)$ 涨了')).toBe('贵州茅台 涨了')
    expect(stockMentionText({ name: '贵州茅台', code: 'SH600519' })).toBe('$贵州茅台(SH600519)$')
    expect(stockMentionText({ name: '贵州茅台' })).toBe('$贵州茅台$')
    expect(splitStockMentions(stockMentionText({ name: '贵州茅台', code: 'SH600519' }))[0]).toMatchObject({
      code: 'SH600519',
    })
  })
})

describe('typedPickerKey and replaceKeyAt (the composer, docs/product.md §4.14)', () => {
  it('sees one typed $ or # anywhere, and nothing else', () => {
    expect(typedPickerKey('看好', '看好$')).toEqual({ kind: 'stock', at: 2, key: '$' })
    expect(typedPickerKey('看好后市', '看好#后市')).toEqual({ kind: 'topic', at: 2, key: '#' })
    expect(typedPickerKey('', '$')).toEqual({ kind: 'stock', at: 0, key: '$' })
    expect(typedPickerKey('$$', '$$$')).toEqual({ kind: 'stock', at: 2, key: '$' })
    // A Chinese keyboard's full-width keys.
    expect(typedPickerKey('看好', '看好￥')).toEqual({ kind: 'stock', at: 2, key: '￥' })
    expect(typedPickerKey('看好', '看好＃')).toEqual({ kind: 'topic', at: 2, key: '＃' })
    expect(typedPickerKey('看好', '看好%')).toBeNull()
    expect(typedPickerKey('看好', '看好a')).toBeNull()
    expect(typedPickerKey('看好', '看好$$')).toBeNull()
    expect(typedPickerKey('看好$', '看好')).toBeNull()
    expect(typedPickerKey('ab', 'x$b')).toBeNull()
  })

  it('puts the picked mention where the key was, only if it is still there', () => {
    expect(replaceKeyAt('看好$后市', 2, '$', '$贵州茅台(SH600519)$')).toBe('看好$贵州茅台(SH600519)$ 后市')
    expect(replaceKeyAt('看好后市', 2, '$', '$贵州茅台$')).toBeNull()
    expect(replaceKeyAt('看好￥', 2, '￥', '$贵州茅台$')).toBe('看好$贵州茅台$ ')
  })
})
