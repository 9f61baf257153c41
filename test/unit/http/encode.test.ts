import { createBoundary, encodeMultipart, encodeUrlencoded, payloadFields } from '@/http/encode'

describe('payload encoding', () => {
  it('drops absent values, repeats lists and sends objects as JSON', () => {
    expect(payloadFields({ a: 1, b: null, c: undefined, d: ['x', 2], e: { f: true }, g: false })).toEqual([
      ['a', '1'],
      ['d', 'x'],
      ['d', '2'],
      ['e', '{"f":true}'],
      ['g', 'false'],
    ])
    expect(payloadFields(undefined)).toEqual([])
  })
  it('url-encodes names and values', () => {
    expect(encodeUrlencoded({ 'a b': '中&=', n: 5 })).toBe('a%20b=%E4%B8%AD%26%3D&n=5')
  })
  it('builds a multipart body', () => {
    expect(encodeMultipart({ funcNo: '1000003', 'x"y': 'v' }, 'B')).toBe(
      '--B\r\nContent-Disposition: form-data; name="funcNo"\r\n\r\n1000003\r\n' +
        '--B\r\nContent-Disposition: form-data; name="x%22y"\r\n\r\nv\r\n--B--\r\n',
    )
    expect(encodeMultipart(undefined, 'B')).toBe('--B--\r\n')
  })
  it('makes distinct boundaries', () => {
    expect(createBoundary(() => 0.5)).toMatch(/^----CommunityFormBoundary[0-9a-z]+$/)
    expect(createBoundary()).not.toBe(createBoundary())
  })
})
