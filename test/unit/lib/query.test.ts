import { RELOAD_TIME_PARAM, appendReloadTime, buildQuery, hasReloadTime, parseQuery, withQuery } from '@/lib/query'

describe('buildQuery', () => {
  it('encodes keys and values in insertion order', () => {
    expect(buildQuery({ a: 1, b: 'x y', c: true })).toBe('a=1&b=x%20y&c=true')
    expect(buildQuery({ '名 字': '茅台&五粮液=?' })).toBe(
      '%E5%90%8D%20%E5%AD%97=%E8%8C%85%E5%8F%B0%26%E4%BA%94%E7%B2%AE%E6%B6%B2%3D%3F',
    )
  })
  it('leaves out null and undefined, keeps empty strings and zero', () => {
    expect(buildQuery({ a: null, b: undefined, c: '', d: 0, e: false })).toBe('c=&d=0&e=false')
  })
  it('repeats the key for arrays', () => {
    expect(buildQuery({ code: ['SH1', 'SZ2'], n: [] })).toBe('code=SH1&code=SZ2')
  })
  it('gives an empty string for an empty record', () => {
    expect(buildQuery({})).toBe('')
  })
})

describe('withQuery', () => {
  it('adds a query to a bare path', () => {
    expect(withQuery('/p', { a: 1 })).toBe('/p?a=1')
  })
  it('extends an existing query', () => {
    expect(withQuery('/p?x=1', { a: 1 })).toBe('/p?x=1&a=1')
    expect(withQuery('/p?', { a: 1 })).toBe('/p?a=1')
    expect(withQuery('/p?x=1&', { a: 1 })).toBe('/p?x=1&a=1')
  })
  it('keeps the fragment at the end', () => {
    expect(withQuery('/p#top', { a: 1 })).toBe('/p?a=1#top')
    expect(withQuery('/p?x=1#top?y', { a: 1 })).toBe('/p?x=1&a=1#top?y')
  })
  it('leaves the address alone when there is nothing to add', () => {
    expect(withQuery('/p#h', { a: undefined })).toBe('/p#h')
  })
})

describe('parseQuery', () => {
  it('reads a query with or without the question mark, or a whole address', () => {
    const expected = { a: '1', b: 'x y' }
    expect(parseQuery('a=1&b=x%20y')).toEqual(expected)
    expect(parseQuery('?a=1&b=x%20y')).toEqual(expected)
    expect(parseQuery('https://h.example.com/community/p?a=1&b=x%20y#frag')).toEqual(expected)
  })
  it('round-trips buildQuery', () => {
    const record = { name: '茅台&五粮液=?', empty: '', pct: '100%', plus: 'a+b' }
    expect(parseQuery(buildQuery(record))).toEqual(record)
  })
  it('keeps a malformed escape raw instead of throwing', () => {
    expect(parseQuery('a=100%&b=%E4%B8&c=%41')).toEqual({ a: '100%', b: '%E4%B8', c: 'A' })
    expect(parseQuery('%zz=1')).toEqual({ '%zz': '1' })
  })
  it("keeps '+' as '+' so base64 tokens survive", () => {
    expect(parseQuery('token=ab+cd/ef==')).toEqual({ token: 'ab+cd/ef==' })
  })
  it('reads keys without a value as empty, and values with "="', () => {
    expect(parseQuery('flag&x=a=b')).toEqual({ flag: '', x: 'a=b' })
  })
  it('lets the last of repeated keys win and skips empty parts', () => {
    expect(parseQuery('a=1&&a=2&')).toEqual({ a: '2' })
  })
  it('gives an empty record for no query', () => {
    expect(parseQuery('')).toEqual({})
    expect(parseQuery('/path/only')).toEqual({ '/path/only': '' })
    expect(parseQuery('/path/only?')).toEqual({})
  })
  it('keeps a __proto__ key as a plain entry', () => {
    const parsed = parseQuery('__proto__=x&a=1')
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(Object.keys(parsed)).toEqual(['__proto__', 'a'])
    expect(parsed.a).toBe('1')
  })
})

describe('reload-once time parameter', () => {
  it('is named _t', () => {
    expect(RELOAD_TIME_PARAM).toBe('_t')
  })
  it('is appended with ? or &, before the fragment', () => {
    expect(appendReloadTime('/community/home/index', 123)).toBe('/community/home/index?_t=123')
    expect(appendReloadTime('/p?a=1', 123)).toBe('/p?a=1&_t=123')
    expect(appendReloadTime('/p?a=1#x', 123)).toBe('/p?a=1&_t=123#x')
    expect(appendReloadTime('/p?', 5)).toBe('/p?_t=5')
  })
  it('replaces an earlier one instead of piling up', () => {
    expect(appendReloadTime('/p?_t=1&a=1', 9)).toBe('/p?a=1&_t=9')
    expect(appendReloadTime(appendReloadTime('/p', 1), 2)).toBe('/p?_t=2')
  })
  it('does not mistake similar names for it', () => {
    expect(appendReloadTime('/p?_tab=1&x_t=2', 3)).toBe('/p?_tab=1&x_t=2&_t=3')
  })
  it('defaults to the current time', () => {
    const before = Date.now()
    const url = appendReloadTime('/p')
    const stamp = Number(parseQuery(url)._t)
    expect(stamp).toBeGreaterThanOrEqual(before)
    expect(stamp).toBeLessThanOrEqual(Date.now())
  })
  it('is detected in the query only', () => {
    expect(hasReloadTime('/p?_t=1')).toBe(true)
    expect(hasReloadTime('/p?a=1&_t=')).toBe(true)
    expect(hasReloadTime('/p?a=1&_t')).toBe(true)
    expect(hasReloadTime('/p?_tab=1')).toBe(false)
    expect(hasReloadTime('/p#?_t=1')).toBe(false)
    expect(hasReloadTime('/p')).toBe(false)
    expect(hasReloadTime('/p_t=1')).toBe(false)
  })
  it('is detected after appending', () => {
    expect(hasReloadTime(appendReloadTime('/p?a=1#h', 7))).toBe(true)
  })
})
