import { LIMITS, TEXTS } from '@/config/constants'
import { BACK_PAGE_CODES, decideBack } from '@/lib/back'
import { nextPraise } from '@/lib/like'
import { CONTENT_SOURCE_LABELS, contentSourceLabel, isContentSource } from '@/lib/content-source'
import { isLoggedIn, isPresentIdentity } from '@/lib/session'
import { hasNews } from '@/lib/follow-news'
import { chunk } from '@/lib/chunk'
import { QUOTE_ATTRS, quoteAttrs } from '@/lib/quote'
import { isTruthyFlag, presentText } from '@/lib/flags'

describe('decideBack', () => {
  it('asks the native app to go back and reload on comment detail, even as the first page', () => {
    expect(decideBack({ pageCode: 'comment-detail', stackDepth: 3 })).toEqual({
      kind: 'nativeBackReload',
      refresh: true,
    })
    expect(decideBack({ pageCode: BACK_PAGE_CODES.commentDetail, stackDepth: 1 })).toEqual({
      kind: 'nativeBackReload',
      refresh: true,
    })
  })
  it('emits the left-handle event on add-stock, even as the first page', () => {
    expect(decideBack({ pageCode: 'add-stock', stackDepth: 2 })).toEqual({ kind: 'emitLeftHandle' })
    expect(decideBack({ pageCode: 'add-stock', stackDepth: 1 })).toEqual({ kind: 'emitLeftHandle' })
  })
  it('closes on the first page of the stack', () => {
    expect(decideBack({ pageCode: 'article-detail', stackDepth: 1 })).toEqual({ kind: 'close' })
    expect(decideBack({ pageCode: 'search', stackDepth: 0 })).toEqual({ kind: 'close' })
  })
  it('closes on community home wherever it is in the stack', () => {
    expect(decideBack({ pageCode: 'community-home', stackDepth: 4 })).toEqual({ kind: 'close' })
  })
  it('goes back one page otherwise', () => {
    expect(decideBack({ pageCode: 'article-detail', stackDepth: 2 })).toEqual({ kind: 'back' })
    expect(decideBack({ pageCode: 'app-home', stackDepth: 5 })).toEqual({ kind: 'back' })
  })
})

describe('nextPraise', () => {
  it.each([[true], [1], ['1'], ['true']])('un-likes an item that is liked (%p)', (liked) => {
    expect(nextPraise(liked)).toBe(0)
  })
  it.each([[false], [0], ['0'], [''], ['false'], [null], [undefined]])(
    'likes an item that is not liked (%p)',
    (liked) => {
      expect(nextPraise(liked)).toBe(1)
    },
  )
})

describe('content source labels', () => {
  it('labels every content source (docs/product.md §3.10)', () => {
    expect(CONTENT_SOURCE_LABELS).toEqual({
      post: '通财号',
      article: '通财号',
      stock: '个股',
      news: '资讯',
      topic: '话题',
      course_new: '课程',
      live_new: '直播',
    })
    expect(contentSourceLabel('course_new')).toBe(TEXTS.sourceCourse)
    expect(contentSourceLabel('post')).toBe('通财号')
  })
  it('gives an empty label for unknown or missing sources', () => {
    expect(contentSourceLabel('video')).toBe('')
    expect(contentSourceLabel('toString')).toBe('')
    expect(contentSourceLabel(null)).toBe('')
    expect(contentSourceLabel(undefined)).toBe('')
  })
  it('tells source types apart from other values', () => {
    expect(isContentSource('live_new')).toBe(true)
    expect(isContentSource('constructor')).toBe(false)
    expect(isContentSource(3)).toBe(false)
  })
})

describe('isLoggedIn', () => {
  it('needs an account id plus a token or a user code', () => {
    expect(isLoggedIn({ accountId: '100', token: 'tk' })).toBe(true)
    expect(isLoggedIn({ accountId: 100, userCode: 'uc' })).toBe(true)
    expect(isLoggedIn({ accountId: '100', token: 'tk', userCode: 'uc' })).toBe(true)
    expect(isLoggedIn({ accountId: '100' })).toBe(false)
    expect(isLoggedIn({ token: 'tk', userCode: 'uc' })).toBe(false)
    expect(isLoggedIn({})).toBe(false)
  })
  it.each([[''], ['0'], [0], [null], [undefined], ['null'], ['undefined'], ['  ']])(
    'treats %p as absent',
    (missing) => {
      expect(isPresentIdentity(missing)).toBe(false)
      expect(isLoggedIn({ accountId: missing, token: 'tk' })).toBe(false)
      expect(isLoggedIn({ accountId: '1', token: missing, userCode: missing })).toBe(false)
      expect(isLoggedIn({ accountId: '1', token: missing, userCode: 'uc' })).toBe(true)
    },
  )
  it('accepts ids that merely contain a zero', () => {
    expect(isLoggedIn({ accountId: '10', token: '0a' })).toBe(true)
  })
})

describe('hasNews', () => {
  it('is true when the item is newer than the last click', () => {
    expect(hasNews('2024-06-15 10:00:01', '2024-06-15 10:00:00')).toBe(true)
    expect(hasNews('20240615100001', '20240615100000')).toBe(true)
    expect(hasNews('2024-06-15 10:00:00', 1)).toBe(true)
  })
  it('is false when the item is not newer', () => {
    expect(hasNews('2024-06-15 10:00:00', '2024-06-15 10:00:00')).toBe(false)
    expect(hasNews('2024-06-14 10:00:00', '20240615100000')).toBe(false)
  })
  it('is true when there is no last click', () => {
    expect(hasNews('2024-06-14 10:00:00', undefined)).toBe(true)
    expect(hasNews('2024-06-14 10:00:00', null)).toBe(true)
    expect(hasNews('2024-06-14 10:00:00', '')).toBe(true)
    expect(hasNews(undefined, undefined)).toBe(true)
  })
  it('is false for an unreadable item date when a last click exists', () => {
    expect(hasNews('garbage', '2024-06-15 10:00:00')).toBe(false)
    expect(hasNews(null, '2024-06-15 10:00:00')).toBe(false)
  })
  it('compares across formats', () => {
    const lastClick = Date.parse('2024-06-15T10:00:00+08:00')
    expect(hasNews('2024-06-15 10:30:00', lastClick)).toBe(true)
    expect(hasNews('20240615093000', lastClick)).toBe(false)
  })
})

describe('quoteAttrs', () => {
  it.each([
    'SH600000',
    'SZ000001',
    'BJ430047',
    'BI1',
    'SG1',
    'HH1',
    'HZ1',
    'HK00700',
    'ZI000001',
    'sh600000',
    'hK00700',
    ' SZ000001',
  ])('uses attrs 0 for %p', (code) => {
    expect(quoteAttrs(code)).toBe(0)
  })
  it.each(['US.AAPL', 'OF110011', '600000', 'S', '', 'XSH600000'])('uses attrs 128 for %p', (code) => {
    expect(quoteAttrs(code)).toBe(128)
  })
  it('matches the constants it exports', () => {
    expect(QUOTE_ATTRS).toEqual({ knownPrefix: 0, other: 128 })
  })
})

describe('chunk', () => {
  it('splits into slices of the given size, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(chunk([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(chunk(['a'], 5)).toEqual([['a']])
    expect(chunk([], 3)).toEqual([])
  })
  it('makes quote batches of 50', () => {
    const codes = Array.from({ length: 120 }, (_, i) => `SH${i}`)
    const batches = chunk(codes, LIMITS.quoteBatchSize)
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20])
    expect(batches.flat()).toEqual(codes)
  })
  it('does not change the input', () => {
    const list = [1, 2, 3]
    chunk(list, 1)[0].push(9)
    expect(list).toEqual([1, 2, 3])
  })
  it.each([[0], [-1], [1.5], [NaN]])('refuses size %p', (size) => {
    expect(() => chunk([1], size)).toThrow(RangeError)
  })
})

describe('flags', () => {
  it('reads loose yes/no values', () => {
    expect([true, 1, '1', 'yes', 'TRUE', 2].map(isTruthyFlag)).toEqual([true, true, true, true, true, true])
    expect([false, 0, '0', '', ' ', 'false', 'False', null, undefined].map(isTruthyFlag)).toEqual(Array(9).fill(false))
  })
  it('reads present text', () => {
    expect(presentText(' a ')).toBe('a')
    expect(presentText(0)).toBe('0')
    expect(presentText(NaN)).toBeNull()
    expect(presentText('')).toBeNull()
    expect(presentText(null)).toBeNull()
  })
})
