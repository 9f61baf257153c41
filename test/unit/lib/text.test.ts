import { escapeAngleBrackets } from '@/lib/html-escape'
import { decodeNonBmp, encodeNonBmp } from '@shared/emoji-entities'
import { escapeRegExp, splitHighlight } from '@/lib/highlight'

describe('escapeAngleBrackets', () => {
  it('escapes < and >', () => {
    expect(escapeAngleBrackets('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(escapeAngleBrackets('a<b>c<<d')).toBe('a&lt;b&gt;c&lt;&lt;d')
  })
  it('leaves everything else alone, ampersands included', () => {
    expect(escapeAngleBrackets('涨停 & "好" \'x\' &#128512;')).toBe('涨停 & "好" \'x\' &#128512;')
    expect(escapeAngleBrackets('')).toBe('')
  })
})

// Every code point of a range, skipping the surrogate block (not characters on their own).
function codePoints(from: number, to: number, step = 1): string[] {
  const out: string[] = []
  for (let cp = from; cp <= to; cp += step) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue
    out.push(String.fromCodePoint(cp))
  }
  return out
}

describe('encodeNonBmp / decodeNonBmp', () => {
  it('encodes a non-BMP character as its decimal code point', () => {
    expect(encodeNonBmp('😀')).toBe('&#128512;')
    expect(encodeNonBmp('a😀b')).toBe('a&#128512;b')
    expect(encodeNonBmp('\u{10FFFF}')).toBe('&#1114111;')
    expect(encodeNonBmp('\u{10000}')).toBe('&#65536;')
  })
  it('leaves BMP text untouched, Chinese and symbols included', () => {
    const bmp = '今日大盘 ↑ ☀ © ™ \uFFFF <>&#60;'
    expect(encodeNonBmp(bmp)).toBe(bmp)
  })
  it('encodes each code point of a ZWJ sequence, keeping joiners and selectors', () => {
    expect(encodeNonBmp('👨‍👩‍👧')).toBe('&#128104;\u200D&#128105;\u200D&#128103;')
    expect(encodeNonBmp('❤️')).toBe('❤️')
    expect(encodeNonBmp('👍🏽')).toBe('&#128077;&#127997;')
    expect(encodeNonBmp('🇨🇳')).toBe('&#127464;&#127475;')
  })
  it('keeps a lone surrogate as it is', () => {
    expect(encodeNonBmp('a\uD83Db')).toBe('a\uD83Db')
    expect(encodeNonBmp('\uDE00')).toBe('\uDE00')
  })
  it('decodes decimal and hex entities of non-BMP code points', () => {
    expect(decodeNonBmp('&#128512;')).toBe('😀')
    expect(decodeNonBmp('&#x1F600;&#X1f600;')).toBe('😀😀')
    expect(decodeNonBmp('涨&#128640;了')).toBe('涨🚀了')
  })
  it('leaves BMP and out-of-range entities as the user typed them', () => {
    expect(decodeNonBmp('&#60;&#65535;&#x4e2d;')).toBe('&#60;&#65535;&#x4e2d;')
    expect(decodeNonBmp('&#1114112;&#99999999999;')).toBe('&#1114112;&#99999999999;')
    expect(decodeNonBmp('&#;&#abc; & #128512;')).toBe('&#;&#abc; & #128512;')
  })

  const ranges: Array<[string, string[]]> = [
    ['emoticons and pictographs 1F000-1FAFF', codePoints(0x1f000, 0x1faff)],
    ['supplementary planes, sampled', codePoints(0x10000, 0x10ffff, 97)],
    ['the BMP, sampled', codePoints(0x20, 0xffff, 13)],
  ]
  it.each(ranges)('round-trips every character of %s', (_name, chars) => {
    for (const char of chars) {
      const encoded = encodeNonBmp(char)
      expect(decodeNonBmp(encoded)).toBe(char)
      // Nothing outside the BMP may survive encoding: that is the point of it.
      expect([...encoded].every((c) => (c.codePointAt(0) as number) < 0x10000)).toBe(true)
    }
  })

  it.each([
    ['family', '👨‍👩‍👧‍👦'],
    ['rainbow flag', '🏳️‍🌈'],
    ['woman technologist, skin tone', '👩🏽‍💻'],
    ['keycap', '1️⃣'],
    ['flag', '🇭🇰'],
    ['mixed text', '今天<b>涨停</b>了🚀🚀！A股 & 港股 👍🏻 cost 100% 😂\n第二行 𠮷野家'],
    ['entity-like text of BMP code points', '&#20013; stays'],
  ])('round-trips %s', (_name, text) => {
    expect(decodeNonBmp(encodeNonBmp(text))).toBe(text)
  })

  it('round-trips all generated emoji joined in one text', () => {
    const text = codePoints(0x1f300, 0x1f64f).join('\u200D') + ' 结束'
    expect(decodeNonBmp(encodeNonBmp(text))).toBe(text)
  })
})

describe('escapeRegExp', () => {
  it('makes every special character literal', () => {
    const special = '.*+?^${}()|[]\\'
    expect(new RegExp(escapeRegExp(special)).test(`x${special}y`)).toBe(true)
    expect(new RegExp(`^${escapeRegExp('a.c')}$`).test('abc')).toBe(false)
  })
})

describe('splitHighlight', () => {
  it('marks each case-insensitive occurrence of the keyword', () => {
    expect(splitHighlight('ETF基金etf', 'etf')).toEqual([
      { text: 'ETF', hit: true },
      { text: '基金', hit: false },
      { text: 'etf', hit: true },
    ])
  })
  it('keeps the original casing of the text', () => {
    expect(splitHighlight('Tesla TSLA', 'tsla')).toEqual([
      { text: 'Tesla ', hit: false },
      { text: 'TSLA', hit: true },
    ])
  })
  it('matches Chinese keywords in the middle of text', () => {
    expect(splitHighlight('今天贵州茅台大涨', '茅台')).toEqual([
      { text: '今天贵州', hit: false },
      { text: '茅台', hit: true },
      { text: '大涨', hit: false },
    ])
  })
  it('treats regex characters in the keyword literally', () => {
    expect(splitHighlight('a.b axb', 'a.b')).toEqual([
      { text: 'a.b', hit: true },
      { text: ' axb', hit: false },
    ])
    expect(splitHighlight('x(1+1)*2', '(1+1)*')).toEqual([
      { text: 'x', hit: false },
      { text: '(1+1)*', hit: true },
      { text: '2', hit: false },
    ])
    expect(splitHighlight('[ok] \\d', '\\d')).toEqual([
      { text: '[ok] ', hit: false },
      { text: '\\d', hit: true },
    ])
  })
  it('splits back-to-back matches into separate hits', () => {
    expect(splitHighlight('aaaa', 'aa')).toEqual([
      { text: 'aa', hit: true },
      { text: 'aa', hit: true },
    ])
  })
  it('matches emoji keywords as whole characters', () => {
    expect(splitHighlight('go🚀go', '🚀')).toEqual([
      { text: 'go', hit: false },
      { text: '🚀', hit: true },
      { text: 'go', hit: false },
    ])
  })
  it('ignores spaces around the keyword', () => {
    expect(splitHighlight('一只股票', ' 股票 ')).toEqual([
      { text: '一只', hit: false },
      { text: '股票', hit: true },
    ])
  })
  it('gives one plain piece without a keyword or a match', () => {
    expect(splitHighlight('abc', '')).toEqual([{ text: 'abc', hit: false }])
    expect(splitHighlight('abc', '   ')).toEqual([{ text: 'abc', hit: false }])
    expect(splitHighlight('abc', 'z')).toEqual([{ text: 'abc', hit: false }])
  })
  it('gives no pieces for empty text', () => {
    expect(splitHighlight('', 'a')).toEqual([])
  })
  it('always joins back to the input and never has empty pieces', () => {
    const samples: Array<[string, string]> = [
      ['Hello hello HELLO', 'hello'],
      ['中文abc中文', '中文'],
      ['??!!??', '?'],
      ['no match here', 'xyz'],
    ]
    for (const [text, keyword] of samples) {
      const segments = splitHighlight(text, keyword)
      expect(segments.map((s) => s.text).join('')).toBe(text)
      expect(segments.every((s) => s.text.length > 0)).toBe(true)
    }
  })
})
