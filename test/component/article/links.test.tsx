import { decideArticleLink, tappedHref } from '@/components/article'

const ORIGIN = 'https://broker.example'

describe('decideArticleLink', () => {
  it('leaves fragments, mail and phone links to the browser', () => {
    for (const href of ['', null, '#p2', 'mailto:a@b.cn', 'TEL:95555']) {
      expect(decideArticleLink(href, ORIGIN)).toEqual({ kind: 'none' })
    }
  })

  it('opens our own built pages in the router, with their query', () => {
    expect(decideArticleLink('/community/community/articleDetail/index?articleId=7&source=post', ORIGIN)).toEqual({
      kind: 'page',
      url: '/community/articleDetail/index?articleId=7&source=post',
    })
    expect(decideArticleLink(`${ORIGIN}/community/pages/index/index`, ORIGIN)).toEqual({
      kind: 'page',
      url: '/pages/index/index',
    })
    expect(decideArticleLink('/community/', ORIGIN)).toEqual({ kind: 'page', url: '/pages/index/index' })
  })

  it('sends other sites (and pages we do not have) through the web-view allow-list', () => {
    expect(decideArticleLink('https://www.sse.com.cn/a', ORIGIN)).toEqual({
      kind: 'outside',
      url: 'https://www.sse.com.cn/a',
    })
    expect(decideArticleLink('//cdn.example/x', ORIGIN)).toEqual({ kind: 'outside', url: 'https://cdn.example/x' })
    expect(decideArticleLink('/community/activity/unknown/index', ORIGIN)).toEqual({
      kind: 'outside',
      url: `${ORIGIN}/community/activity/unknown/index`,
    })
    expect(decideArticleLink('notes.html', ORIGIN)).toEqual({ kind: 'outside', url: `${ORIGIN}/community/notes.html` })
  })
})

describe('tappedHref', () => {
  it('finds the anchor a tap landed in (H5) and nothing for mini-program targets', () => {
    document.body.innerHTML =
      '<p><a href="https://a.example/x"><b id="inner">链接</b></a><span id="plain">字</span></p>'
    expect(tappedHref(document.getElementById('inner'))).toBe('https://a.example/x')
    expect(tappedHref(document.getElementById('plain'))).toBeNull()
    expect(tappedHref({ id: 'x', dataset: {} })).toBeNull()
    expect(tappedHref(undefined)).toBeNull()
  })
})
