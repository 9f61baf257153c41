import fc from 'fast-check'
import { filterStyle, isSafeStyle, isSafeUrl, sanitizeArticleHtml } from '@shared/article-html'

const DANGEROUS_ELEMENTS = 'script, style, iframe, frame, svg, math, object, embed, template, form, base, link, meta'

/**
 * What must never be in the output, judged the way a browser reads it: the output is parsed by jsdom and
 * every element, attribute and URL is checked after the parser decoded it.
 */
function expectInert(html: string) {
  const out = sanitizeArticleHtml(html)
  const doc = new DOMParser().parseFromString(`<body>${out}</body>`, 'text/html')
  expect(doc.querySelectorAll(DANGEROUS_ELEMENTS)).toHaveLength(0)
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name).not.toMatch(/^on/i)
      if (attribute.name === 'href' || attribute.name === 'src') {
        // As a URL parser reads it: whitespace and control characters are skipped.
        const seen = Array.from(attribute.value)
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
        expect(seen).not.toMatch(/^(javascript|vbscript|data:text|data:image\/svg)/i)
      }
      if (attribute.name === 'style') expect(attribute.value).not.toMatch(/expression|url\(|\\/i)
    }
  }
  expect(out).not.toMatch(/<script/i)
  return out
}

describe('sanitizeArticleHtml: keeps editorial HTML', () => {
  it('keeps paragraphs, emphasis, lists, headings, tables and quotes', () => {
    const html =
      '<h2>标题</h2><p>正文<strong>加粗</strong><em>强调</em><br></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<blockquote>引用</blockquote><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>'
    expect(sanitizeArticleHtml(html)).toBe(html)
  })

  it('keeps escaped angle brackets in prose as entities (seeded bodies carry them)', () => {
    expect(sanitizeArticleHtml('<p>市盈率 &lt; 10 &gt; 5 &amp; 成长</p>')).toBe(
      '<p>市盈率 &lt; 10 &gt; 5 &amp; 成长</p>',
    )
  })

  it('keeps http(s), mailto, tel, site and fragment links', () => {
    for (const href of [
      'https://a.example/x?a=1&amp;b=2',
      'http://a.example',
      'mailto:a@b.cn',
      'tel:95555',
      '/community/x',
      '#p2',
    ]) {
      expect(sanitizeArticleHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`)
    }
  })

  it('keeps images with safe sources and makes them fit the column', () => {
    expect(sanitizeArticleHtml('<img src="https://img.example/a.png" alt="图">')).toBe(
      '<img style="max-width:100%;height:auto;" src="https://img.example/a.png" alt="图">',
    )
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain(
      'src="data:image/png;base64,iVBORw0KGgo="',
    )
  })

  it('keeps harmless inline style', () => {
    expect(sanitizeArticleHtml('<p style="text-align:center;color:#333">居中</p>')).toBe(
      '<p style="text-align:center; color:#333;">居中</p>',
    )
  })

  it('answers empty for null, undefined and empty bodies', () => {
    expect(sanitizeArticleHtml(null)).toBe('')
    expect(sanitizeArticleHtml(undefined)).toBe('')
    expect(sanitizeArticleHtml('')).toBe('')
  })

  it('removes tags outside the list but keeps their text', () => {
    expect(sanitizeArticleHtml('<marquee>滚动</marquee><font color="red">字</font>')).toBe('滚动字')
  })
})

describe('sanitizeArticleHtml: XSS vectors', () => {
  it.each([
    ['script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['mixed-case script', '<ScRiPt>alert(1)</sCrIpT><p>b</p>', '<p>b</p>'],
    ['script with src', '<script src="https://evil.example/x.js"></script>', ''],
    ['style block', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>后', '后'],
    ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>后', '后'],
    ['svg script', '<svg><script>alert(1)</script></svg>', ''],
    ['math', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ''],
    ['object', '<object data="javascript:alert(1)"></object>', ''],
    ['embed', '<embed src="javascript:alert(1)">', ''],
    ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['form with button', '<form action="javascript:alert(1)"><button>go</button></form>', ''],
    ['html comment', '<!--<script>alert(1)</script>--><p>t</p>', '<p>t</p>'],
  ])('%s', (_name, html, expected) => {
    expect(expectInert(html)).toBe(expected)
  })

  it('drops event handlers: img onerror, body onload, a onclick, any on*', () => {
    expect(expectInert('<img src=x onerror=alert(1)>')).not.toContain('onerror')
    expect(expectInert('<img src="/a.png" onerror="alert(1)">')).toBe(
      '<img style="max-width:100%;height:auto;" src="/a.png">',
    )
    expect(expectInert('<a href="https://ok.example" onclick="steal()">x</a>')).toBe(
      '<a href="https://ok.example">x</a>',
    )
    expect(expectInert('<p onmouseover="x()" ONCLICK="y()">t</p>')).toBe('<p>t</p>')
    expect(expectInert('<body onload=alert(1)>t</body>')).toBe('t')
    expect(expectInert('<p/onclick=alert(1)>t</p>')).not.toMatch(/onclick/i)
  })

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['uppercase JAVASCRIPT:', '<a href="JAVASCRIPT:alert(1)">x</a>'],
    ['mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['leading spaces', '<a href="   javascript:alert(1)">x</a>'],
    ['tab inside', '<a href="java\tscript:alert(1)">x</a>'],
    ['newline inside', '<a href="java\nscript:alert(1)">x</a>'],
    ['decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['hex entities', '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>'],
    ['entities without semicolons', '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">x</a>'],
    ['zero-padded entities', '<a href="&#0000106;avascript:alert(1)">x</a>'],
    ['&colon; entity', '<a href="javascript&colon;alert(1)">x</a>'],
    ['named tab entity', '<a href="java&Tab;script:alert(1)">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data:text/html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['unquoted', '<a href=javascript:alert(1)>x</a>'],
    ['single-quoted', "<a href='javascript:alert(1)'>x</a>"],
  ])('removes a %s link', (_name, html) => {
    expect(expectInert(html)).toBe('<a>x</a>')
  })

  it('removes unsafe image sources: javascript:, svg data URLs, entity-obfuscated', () => {
    for (const src of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '&#106;avascript:alert(1)',
      'JAVASCRIPT:alert(1)',
    ]) {
      expect(expectInert(`<img src="${src}">`)).toBe('<img style="max-width:100%;height:auto;">')
    }
  })

  it('removes style expressions, url() and imports, even split by comments or escapes', () => {
    for (const style of [
      'width:expression(alert(1))',
      'width:EXPRESSION(alert(1))',
      'width:expr/**/ession(alert(1))',
      'background:url(javascript:alert(1))',
      'background-image:url("https://track.example/p.gif")',
      'behavior:url(x.htc)',
      '-moz-binding:url(x.xml#xss)',
      'position:fixed;top:0;left:0;z-index:9999',
      'width:&#101;xpression(alert(1))',
      'width:\\65 xpression(alert(1))',
    ]) {
      expect(expectInert(`<p style="${style}">s</p>`)).toBe('<p>s</p>')
    }
  })

  it('cannot be broken out of an attribute with quotes or angle brackets', () => {
    const out = expectInert('<img src="/a.png" alt="x&quot; onerror=&quot;alert(1)">')
    // The quote stays inside the alt text: escaped, never closing the attribute.
    expect(out).toContain('alt="x&quot; onerror=&quot;alert(1)"')
    const out2 = expectInert('<a title="a><script>alert(1)</script>" href="/x">t</a>')
    expect(out2).not.toContain('<script')
  })

  it('drops attributes outside the list (srcdoc, formaction, xlink:href, id)', () => {
    expect(expectInert('<p id="x" class="y" srcdoc="<script>">t</p>')).toBe('<p>t</p>')
    expect(expectInert('<a xlink:href="javascript:alert(1)">t</a>')).toBe('<a>t</a>')
  })
})

describe('isSafeUrl and isSafeStyle', () => {
  it('judges URLs by what the browser would see', () => {
    expect(isSafeUrl('https://a.example', 'href')).toBe(true)
    expect(isSafeUrl('//cdn.example/a.png', 'src')).toBe(true)
    expect(isSafeUrl('./a.png', 'src')).toBe(true)
    expect(isSafeUrl('/\\evil.example', 'href')).toBe(false)
    expect(isSafeUrl('data:image/png;base64,AAAA', 'href')).toBe(false)
    expect(isSafeUrl('data:image/png;base64,AAAA', 'src')).toBe(true)
    expect(isSafeUrl('ftp://a.example', 'href')).toBe(false)
    expect(isSafeUrl('\u0000javascript:alert(1)', 'href')).toBe(false)
  })

  it('judges styles after removing comments and escapes', () => {
    expect(isSafeStyle('color:red')).toBe(true)
    expect(isSafeStyle('color:red;/* x */text-align:left')).toBe(true)
    expect(isSafeStyle('background:url(a.png)')).toBe(false)
    expect(isSafeStyle('@import "x.css"')).toBe(false)
  })
})

describe('inline style: an allow-list of properties and bounded values', () => {
  it('drops what moves, lifts or enlarges a box over the page: the "【官方公告】" cover of issue 29', () => {
    const cover =
      '<div style="transform:translateY(-240px);margin:-120px -16px 0;position:relative;top:-300px;left:0;' +
      'z-index:10;background-color:#fff;font-size:40px;height:2000px">【官方公告】账户异常，请立即验证</div>'
    expect(sanitizeArticleHtml(cover)).toBe(
      '<div style="background-color:#fff;">【官方公告】账户异常，请立即验证</div>',
    )
  })

  it.each([
    'text-align:justify',
    'color:rgb(204, 0, 0)',
    'color:#c00',
    'background-color:lightyellow',
    'font-weight:700',
    'font-style:italic',
    'text-decoration:underline dotted #999',
    'text-indent:2em',
    'line-height:1.8',
    'font-size:12px',
    'font-size:32px',
    'font-size:1.25em',
    'font-size:120%',
    'font-size:large',
    'margin:0 auto',
    'margin:8px 0 16px',
    'margin-left:0',
    'padding:4px 12px',
    'padding-left:1em',
    'width:50%',
    'max-width:100%',
    'border:1px solid #ddd',
    'border-left:3px solid #c00',
  ])('keeps %s', (declaration) => {
    expect(filterStyle(declaration)).toBe(`${declaration};`)
  })

  it.each([
    ['a transform', 'transform:translate(0, -300px)'],
    ['a position', 'position:absolute'],
    ['an offset', 'top:-40px'],
    ['a stacking order', 'z-index:2147483647'],
    ['a float', 'float:left'],
    ['a display', 'display:none'],
    ['a height', 'height:2000px'],
    ['a negative margin', 'margin-top:-1px'],
    ['a negative side in a shorthand', 'margin:0 -16px'],
    ['a negative padding', 'padding:-4px'],
    ['a negative indent', 'text-indent:-9999px'],
    ['a font below 12px', 'font-size:11px'],
    ['a font above 32px', 'font-size:33px'],
    ['a relative font above twice the size', 'font-size:2.5em'],
    ['a width past the column', 'width:120%'],
    ['a width in pixels', 'width:800px'],
    ['an unbounded max-width', 'max-width:none'],
    ['a zero line height', 'line-height:0'],
    ['!important', 'color:red !important'],
    ['a colour function other than rgb/hsl', 'color:var(--x)'],
  ])('drops %s', (_name, declaration) => {
    expect(filterStyle(`${declaration};color:#333`)).toBe('color:#333;')
  })

  it('refuses the whole style when anything could fetch or script, and survives odd property names', () => {
    expect(filterStyle('color:#333;background-color:url(https://track.example/p.gif)')).toBe('')
    expect(filterStyle('color:#333;font-size:expr/**/ession(1)')).toBe('')
    expect(filterStyle('__defineGetter__:x;constructor:y;toString:z;color:#333')).toBe('color:#333;')
    expect(sanitizeArticleHtml('<p style="transform:scale(9)">字</p>')).toBe('<p>字</p>')
  })
})

describe('the output is a balanced tree', () => {
  /** The frame the server writes an article body into (server/boot-lead.ts), then what follows it in the page. */
  function inFrame(body: string): Document {
    return new DOMParser().parseFromString(
      '<div class="boot-loading"><div class="boot-lead"><div class="article-detail"><div class="article-body">' +
        `<div class="article-html">${body}</div></div></div></div>加载中</div><div class="after"></div>`,
      'text/html',
    )
  }

  /** True when the frame around the body is the frame that was written: one box in each, the text after the lead. */
  function frameIntact(doc: Document): boolean {
    const path = ['boot-loading', 'boot-lead', 'article-detail', 'article-body', 'article-html']
    const top = [...doc.body.children].map((child) => child.className)
    if (top.join() !== 'boot-loading,after') return false
    if (doc.querySelector('.boot-loading')?.lastChild?.textContent !== '加载中') return false
    return path.slice(0, -1).every((name, i) => {
      const children = [...doc.querySelector(`.${name}`)!.children]
      return children.length === 1 && children[0].className === path[i + 1]
    })
  }

  /**
   * Whether a browser builds exactly the tree that was written: the same elements in the same places, but for the
   * <tbody> it adds to a bare row and text standing in a table outside any cell, which it moves above the table.
   */
  function builtAsWritten(out: string): boolean {
    const shape = (html: string) => html.replace(/<\/?tbody>/g, '').replace(/(^|>)[^<]*/g, '$1')
    return shape(inFrame(out).querySelector('.article-html')!.innerHTML) === shape(out)
  }

  it('drops end tags with no opener: the fake notice of issue 29 stays inside the body', () => {
    const html =
      `<p>正文。</p>${'</div>'.repeat(6)}<div style="position:fixed;inset:0">` +
      '【系统通知】您的账户存在风险，请添加客服微信<a href="https://evil.example/">立即处理</a></div>'
    const out = sanitizeArticleHtml(html)
    expect(out).toBe(
      '<p>正文。</p><div>【系统通知】您的账户存在风险，请添加客服微信<a href="https://evil.example/">立即处理</a></div>',
    )
    const doc = inFrame(out)
    expect(frameIntact(doc)).toBe(true)
    expect(doc.querySelector('a')?.closest('.article-html')).not.toBeNull()
  })

  it('closes what is left open, and writes void elements without end tags', () => {
    expect(sanitizeArticleHtml('<div><p>未闭合<b>加粗')).toBe('<div><p>未闭合<b>加粗</b></p></div>')
    expect(sanitizeArticleHtml('<p>一<br>二</br></p><hr></hr>')).toBe('<p>一<br>二<br></p><hr>')
  })

  it.each([
    ['a list item the browser would close', '<ul><li>一<div><li>二</li></div>'],
    ['a heading inside a heading', '<h3><div><h1><h2>x</h2></h1>y</div></h3>'],
    ['a table inside a table', '<table><div><table><tr><td>x</td></tr></table></div></table>'],
    ['a cell outside a row', '<div><td><div>x</div></td></div>'],
    ['a block inside a paragraph', '<p><span><div>x</div></span></p>'],
    ['a link inside a link', '<a href="/a"><div><a href="/b">x</a></div></a>'],
  ])('builds %s the way a browser does, so its end tags close nothing outside', (_name, html) => {
    // Each case, followed by enough end tags to reach the page if any of them were matched outside.
    const out = sanitizeArticleHtml(`${html}${'</div>'.repeat(6)}`)
    expect(builtAsWritten(out)).toBe(true)
    expect(frameIntact(inFrame(out))).toBe(true)
  })

  const TAGS = ['div', 'p', 'span', 'b', 'li', 'ul', 'ol', 'h1', 'h2', 'section', 'blockquote', 'pre', 'figure']
  const TABLE = ['table', 'thead', 'tbody', 'tr', 'td', 'th']
  const token = fc.oneof(
    fc.constantFrom(...[...TAGS, ...TABLE, 'a href="/x"'].map((tag) => `<${tag}>`)),
    fc.constantFrom(...[...TAGS, ...TABLE, 'a', 'br', 'body', 'html'].map((tag) => `</${tag}>`)),
    fc.constantFrom('字', ' ', '<br>', '<img src="/a.png">', '&lt;', '<p style="margin:-9px">'),
  )

  it('keeps any mix of allowed, stray and misnested tags inside the body as written, and is stable run again', () => {
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        const out = sanitizeArticleHtml(tokens.join(''))
        expect(builtAsWritten(out)).toBe(true)
        expect(frameIntact(inFrame(out))).toBe(true)
        expect(sanitizeArticleHtml(out)).toBe(out)
      }),
      { numRuns: 300 },
    )
  })
})
