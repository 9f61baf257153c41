import { appendQuery, isAbsoluteUrl, needsSessionHeaders, resolveUrl } from '@/http/url'

const bases = {
  main: 'https://main.example',
  fund: 'https://fund.example/',
  live: 'https://live.example/api',
  community: '',
  account: 'https://acc.example',
  ops: 'https://ops.example',
}

describe('resolveUrl', () => {
  it('joins paths to the chosen base, main by default', () => {
    expect(resolveUrl('/a', undefined, bases)).toBe('https://main.example/a')
    expect(resolveUrl('/a', 'fund', bases)).toBe('https://fund.example/a')
    expect(resolveUrl('a', 'account', bases)).toBe('https://acc.example/a')
    expect(resolveUrl('/a', 'community', bases)).toBe('/a')
    expect(resolveUrl('', 'ops', bases)).toBe('https://ops.example')
  })
  it('takes none as given and live full addresses as given', () => {
    expect(resolveUrl('https://other.example/x', 'none', bases)).toBe('https://other.example/x')
    expect(resolveUrl('relative', 'none', bases)).toBe('relative')
    expect(resolveUrl('https://live2.example/v2/getLives', 'live', bases)).toBe('https://live2.example/v2/getLives')
    expect(resolveUrl('/v2/getLives', 'live', bases)).toBe('https://live.example/api/v2/getLives')
  })
  it('recognises absolute addresses', () => {
    expect(isAbsoluteUrl('//cdn.example/x')).toBe(true)
    expect(isAbsoluteUrl('/x')).toBe(false)
  })
})

describe('needsSessionHeaders', () => {
  it('is true for admin paths and for the live service at its configured base', () => {
    expect(needsSessionHeaders('/community-admin/front/topic/queryTopicAll', undefined, bases)).toBe(true)
    expect(needsSessionHeaders('https://live.example/api/api/live/v2/getLives', 'live', bases)).toBe(true)
    expect(needsSessionHeaders('/api/live/v2/getLives', 'live', { ...bases, live: '' })).toBe(true)
  })
  it('is false for other services and for a live address passed whole that is not under the live base', () => {
    expect(needsSessionHeaders('/api/live/v2/getLives', undefined, bases)).toBe(false)
    expect(needsSessionHeaders('https://acc.example/account/x.json', 'account', bases)).toBe(false)
    expect(needsSessionHeaders('https://live2.example/v2/getLives', 'live', bases)).toBe(false)
    expect(needsSessionHeaders('https://live.example/apiary/x', 'live', bases)).toBe(false)
    expect(needsSessionHeaders('https://live2.example/v2/getLives', 'live', { ...bases, live: '' })).toBe(false)
  })
})

describe('appendQuery', () => {
  it('adds a query in the right place', () => {
    expect(appendQuery('/a', '')).toBe('/a')
    expect(appendQuery('/a', 'x=1')).toBe('/a?x=1')
    expect(appendQuery('/a?y=2', 'x=1')).toBe('/a?y=2&x=1')
    expect(appendQuery('/a?', 'x=1')).toBe('/a?x=1')
    expect(appendQuery('/a?y=2&', 'x=1')).toBe('/a?y=2&x=1')
    expect(appendQuery('/a#top', 'x=1')).toBe('/a?x=1#top')
  })
})
