import { isSafeStyle, isSafeUrl, sanitizeArticleHtml } from '@shared/article-html'

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
      '<p style="text-align:center;color:#333">居中</p>',
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
      'position:fixed;top:0;left:0;width:100%;height:100%',
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
