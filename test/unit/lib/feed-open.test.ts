import { TEXTS } from '@/config/constants'
import {
  ARTICLE_DETAIL_PATH,
  SHORT_VIDEO_PATH,
  articleDetailUrl,
  decideAfterArticleInfo,
  decideOpenFeedItem,
  platformOutLink,
  type FeedItemRef,
  type FeedOpenAction,
  type OpenEnv,
} from '@/lib/feed-open'

const app: OpenEnv = { platform: 'ios', miniProgram: false }
const android: OpenEnv = { platform: 'android', miniProgram: false }
const browser: OpenEnv = { platform: 'other', miniProgram: false }
const mini: OpenEnv = { platform: 'android', miniProgram: true }

const takenDown: FeedOpenAction = { kind: 'toast', text: TEXTS.contentTakenDown }
const blocked: FeedOpenAction = { kind: 'blocked', text: TEXTS.viewInApp }

const links = { outLinkUrlIos: 'https://ios.example.com/a', outLinkUrlAndroid: 'https://android.example.com/a' }

describe('articleDetailUrl', () => {
  it('builds the detail route with articleId and source', () => {
    expect(ARTICLE_DETAIL_PATH).toBe('/community/articleDetail/index')
    expect(articleDetailUrl('42', 'post')).toBe('/community/articleDetail/index?articleId=42&source=post')
    expect(articleDetailUrl('a b', 'article')).toBe('/community/articleDetail/index?articleId=a%20b&source=article')
  })
})

describe('platformOutLink', () => {
  it('uses only the link of the platform on iOS and Android', () => {
    expect(platformOutLink(links, 'ios')).toBe(links.outLinkUrlIos)
    expect(platformOutLink(links, 'android')).toBe(links.outLinkUrlAndroid)
    expect(platformOutLink({ outLinkUrlAndroid: 'x' }, 'ios')).toBeNull()
    expect(platformOutLink({ outLinkUrlIos: 'x' }, 'android')).toBeNull()
  })
  it('elsewhere prefers the iOS link, then the Android one', () => {
    expect(platformOutLink(links, 'other')).toBe(links.outLinkUrlIos)
    expect(platformOutLink({ outLinkUrlIos: ' ', outLinkUrlAndroid: 'b' }, 'other')).toBe('b')
    expect(platformOutLink({}, 'other')).toBeNull()
  })
})

describe('decideOpenFeedItem', () => {
  describe('articles (2) and posts (5)', () => {
    it('opens the detail page with source article for 2', () => {
      expect(decideOpenFeedItem({ pubType: 2, articleId: 1001 }, app)).toEqual({
        kind: 'page',
        url: '/community/articleDetail/index?articleId=1001&source=article',
      })
    })
    it('opens the detail page with source post for 5, pubType as a string too', () => {
      expect(decideOpenFeedItem({ pubType: '5', articleId: '77' }, android)).toEqual({
        kind: 'page',
        url: '/community/articleDetail/index?articleId=77&source=post',
      })
    })
    it('opens the detail page in the mini-program as well', () => {
      expect(decideOpenFeedItem({ pubType: 2, articleId: 5 }, mini).kind).toBe('page')
    })
    it.each([[1], [true], ['1']])('sends robot-written items (isRobotWrite %p) to the platform link', (flag) => {
      const item: FeedItemRef = { pubType: 2, articleId: 9, isRobotWrite: flag, ...links }
      expect(decideOpenFeedItem(item, app)).toEqual({ kind: 'outLink', url: links.outLinkUrlIos })
      expect(decideOpenFeedItem(item, android)).toEqual({ kind: 'outLink', url: links.outLinkUrlAndroid })
      expect(decideOpenFeedItem({ ...item, pubType: 5 }, app)).toEqual({ kind: 'outLink', url: links.outLinkUrlIos })
    })
    it.each([[0], [false], ['0'], [''], [null]])('does not treat isRobotWrite %p as robot-written', (flag) => {
      expect(decideOpenFeedItem({ pubType: 2, articleId: 9, isRobotWrite: flag, ...links }, app).kind).toBe('page')
    })
    it('shows the taken-down toast when the target is missing', () => {
      expect(decideOpenFeedItem({ pubType: 2 }, app)).toEqual(takenDown)
      expect(decideOpenFeedItem({ pubType: 5, articleId: '  ' }, app)).toEqual(takenDown)
      expect(decideOpenFeedItem({ pubType: 2, articleId: 9, isRobotWrite: 1, outLinkUrlAndroid: 'x' }, app)).toEqual(
        takenDown,
      )
    })
  })

  describe('lives (3)', () => {
    it('opens the in-app live room for supplier 3', () => {
      expect(decideOpenFeedItem({ pubType: 3, supplier: 3, webinarId: 880 }, app)).toEqual({
        kind: 'liveRoom',
        webinarId: '880',
      })
      expect(decideOpenFeedItem({ pubType: '3', supplier: '3', webinarId: 'w1' }, android)).toEqual({
        kind: 'liveRoom',
        webinarId: 'w1',
      })
    })
    it('opens an ads-style link for supplier 5, shareUrl first, then h5Url', () => {
      expect(decideOpenFeedItem({ pubType: 3, supplier: 5, shareUrl: 'https://s', h5Url: 'https://h' }, app)).toEqual({
        kind: 'adsLink',
        url: 'https://s',
      })
      expect(decideOpenFeedItem({ pubType: 3, supplier: 5, shareUrl: '', h5Url: 'https://h' }, app)).toEqual({
        kind: 'adsLink',
        url: 'https://h',
      })
    })
    it('opens the share link of other suppliers as an outside link', () => {
      expect(decideOpenFeedItem({ pubType: 3, supplier: 9, h5Url: 'https://h' }, app)).toEqual({
        kind: 'outLink',
        url: 'https://h',
      })
    })
    it('shows the taken-down toast without a webinar or link', () => {
      expect(decideOpenFeedItem({ pubType: 3, supplier: 3 }, app)).toEqual(takenDown)
      expect(decideOpenFeedItem({ pubType: 3, supplier: 5 }, app)).toEqual(takenDown)
      expect(decideOpenFeedItem({ pubType: 3 }, app)).toEqual(takenDown)
    })
    it('is blocked in the mini-program', () => {
      expect(decideOpenFeedItem({ pubType: 3, supplier: 3, webinarId: 1 }, mini)).toEqual(blocked)
    })
  })

  describe('links (4)', () => {
    it('opens the shareUrl', () => {
      expect(decideOpenFeedItem({ pubType: 4, shareUrl: 'https://share', ...links }, app)).toEqual({
        kind: 'outLink',
        url: 'https://share',
      })
    })
    it('shows the taken-down toast without a shareUrl', () => {
      expect(decideOpenFeedItem({ pubType: 4, ...links }, app)).toEqual(takenDown)
    })
  })

  describe('short videos (6)', () => {
    it('opens the short-video page', () => {
      expect(SHORT_VIDEO_PATH).toBe('/community/shortVideo/index')
      expect(decideOpenFeedItem({ pubType: 6, articleId: 314 }, app)).toEqual({
        kind: 'page',
        url: '/community/shortVideo/index?articleId=314',
      })
    })
    it('shows the taken-down toast without an article id', () => {
      expect(decideOpenFeedItem({ pubType: 6 }, app)).toEqual(takenDown)
    })
    it('is blocked in the mini-program', () => {
      expect(decideOpenFeedItem({ pubType: 6, articleId: 314 }, mini)).toEqual(blocked)
    })
  })

  describe('look-up types (7, 8)', () => {
    it.each([[7], [8], ['8']])('asks for the article info first for %p', (pubType) => {
      expect(decideOpenFeedItem({ pubType, articleId: 55, ...links }, app)).toEqual({
        kind: 'lookupArticle',
        articleId: '55',
      })
    })
    it('shows the taken-down toast without an article id', () => {
      expect(decideOpenFeedItem({ pubType: 7 }, app)).toEqual(takenDown)
    })
    it('looks up in the mini-program too (the source decides later)', () => {
      expect(decideOpenFeedItem({ pubType: 8, articleId: 1 }, mini)).toEqual({ kind: 'lookupArticle', articleId: '1' })
    })
  })

  describe('other types', () => {
    it.each([[1], [9], [0], [null], [undefined], ['x']])('opens the platform link for pubType %p', (pubType) => {
      expect(decideOpenFeedItem({ pubType, ...links }, app)).toEqual({ kind: 'outLink', url: links.outLinkUrlIos })
      expect(decideOpenFeedItem({ pubType, ...links }, android)).toEqual({
        kind: 'outLink',
        url: links.outLinkUrlAndroid,
      })
      expect(decideOpenFeedItem({ pubType, ...links }, browser)).toEqual({ kind: 'outLink', url: links.outLinkUrlIos })
    })
    it('shows the taken-down toast without a link for the platform', () => {
      expect(decideOpenFeedItem({ pubType: 1, outLinkUrlAndroid: 'a' }, app)).toEqual(takenDown)
      expect(decideOpenFeedItem({ pubType: 1 }, browser)).toEqual(takenDown)
    })
  })

  describe('taken-down and blocked items', () => {
    it.each([[true], [1], ['1']])('shows the taken-down toast for offShelf %p, whatever the type', (offShelf) => {
      for (const pubType of [2, 3, 4, 5, 6, 7, 8, 1]) {
        const item: FeedItemRef = {
          pubType,
          offShelf,
          articleId: 1,
          supplier: 3,
          webinarId: 1,
          shareUrl: 'u',
          ...links,
        }
        expect(decideOpenFeedItem(item, app)).toEqual(takenDown)
        expect(decideOpenFeedItem(item, mini)).toEqual(takenDown)
      }
    })
    it.each([[false], [0], ['0'], [null]])('opens items with offShelf %p', (offShelf) => {
      expect(decideOpenFeedItem({ pubType: 2, articleId: 1, offShelf }, app).kind).toBe('page')
    })
    it('blocks news items in the mini-program only', () => {
      const news: FeedItemRef = { pubType: 2, articleId: 3, isNews: 1, isRobotWrite: 1, ...links }
      expect(decideOpenFeedItem(news, mini)).toEqual(blocked)
      expect(decideOpenFeedItem({ pubType: 1, isNews: true, ...links }, mini)).toEqual(blocked)
      expect(decideOpenFeedItem(news, android)).toEqual({ kind: 'outLink', url: links.outLinkUrlAndroid })
    })
    it('returns a fresh action each time', () => {
      const first = decideOpenFeedItem({ pubType: 2 }, app) as { kind: 'toast'; text: string }
      first.text = 'changed'
      expect(decideOpenFeedItem({ pubType: 2 }, app)).toEqual(takenDown)
    })
  })

  it('accepts a stricter API item type structurally', () => {
    interface ApiItem {
      pubType: number
      pubId: number
      articleId: string
      subject: { id: number }
      isRobotWrite: 0 | 1
      praise: boolean
      shareUrl: string
    }
    const item: ApiItem = {
      pubType: 4,
      pubId: 1,
      articleId: '2',
      subject: { id: 1 },
      isRobotWrite: 0,
      praise: true,
      shareUrl: 'https://x',
    }
    expect(decideOpenFeedItem(item, app)).toEqual({ kind: 'outLink', url: 'https://x' })
  })
})

describe('decideAfterArticleInfo', () => {
  it('opens the detail page for articles and posts by orgArtId', () => {
    expect(decideAfterArticleInfo({ source: 'article', title: 't', orgArtId: 12, linkUrl: 'https://x' }, app)).toEqual({
      kind: 'page',
      url: '/community/articleDetail/index?articleId=12&source=article',
    })
    expect(decideAfterArticleInfo({ source: 'post', orgArtId: '13' }, mini)).toEqual({
      kind: 'page',
      url: '/community/articleDetail/index?articleId=13&source=post',
    })
  })
  it('opens the link of news and stock items', () => {
    expect(decideAfterArticleInfo({ source: 'news', linkUrl: 'https://news' }, app)).toEqual({
      kind: 'outLink',
      url: 'https://news',
    })
    expect(decideAfterArticleInfo({ source: 'stock', linkUrl: 'https://stock' }, app)).toEqual({
      kind: 'outLink',
      url: 'https://stock',
    })
    expect(decideAfterArticleInfo({ source: 'stock', linkUrl: 'https://stock' }, mini)).toEqual({
      kind: 'outLink',
      url: 'https://stock',
    })
  })
  it('blocks news in the mini-program', () => {
    expect(decideAfterArticleInfo({ source: 'news', linkUrl: 'https://news' }, mini)).toEqual(blocked)
  })
  it('shows the taken-down toast for missing info, unknown sources and missing targets', () => {
    expect(decideAfterArticleInfo(null, app)).toEqual(takenDown)
    expect(decideAfterArticleInfo(undefined, app)).toEqual(takenDown)
    expect(decideAfterArticleInfo({}, app)).toEqual(takenDown)
    expect(decideAfterArticleInfo({ source: 'topic', linkUrl: 'x' }, app)).toEqual(takenDown)
    expect(decideAfterArticleInfo({ source: 'article' }, app)).toEqual(takenDown)
    expect(decideAfterArticleInfo({ source: 'news', linkUrl: '' }, app)).toEqual(takenDown)
    expect(decideAfterArticleInfo({ source: 'stock', linkUrl: null }, app)).toEqual(takenDown)
  })
})
