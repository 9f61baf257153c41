import { capKeyword, searchTabFor } from '@/lib/search-keyword'
import { SEARCH_KEYWORD_MAX } from '@shared/search-limits'

describe('capKeyword (docs/product.md §4.12)', () => {
  it('cuts at the limit in whole characters and leaves shorter keywords alone', () => {
    expect(capKeyword('贵州茅台', SEARCH_KEYWORD_MAX.stock)).toBe('贵州茅台')
    expect(capKeyword('字'.repeat(30), SEARCH_KEYWORD_MAX.stock)).toBe('字'.repeat(20))
    expect(capKeyword('😀'.repeat(3), 2)).toBe('😀😀')
    expect(capKeyword('a'.repeat(60), SEARCH_KEYWORD_MAX.content)).toHaveLength(50)
  })
})

describe('searchTabFor', () => {
  it('starts a code on 股票, a #topic# on 话题 and anything else on 综合', () => {
    expect(searchTabFor('600519')).toBe('stock')
    expect(searchTabFor(' sh600519 ')).toBe('stock')
    expect(searchTabFor('HK00700')).toBe('stock')
    expect(searchTabFor('#新能源#')).toBe('topic')
    expect(searchTabFor('#新能源')).toBe('topic')
    expect(searchTabFor('新能源')).toBe('content')
    expect(searchTabFor('#')).toBe('content')
    expect(searchTabFor('1234')).toBe('content')
  })
})
