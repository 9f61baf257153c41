import { cleanId, cleanText, parseAnswer } from '@/platform/values'

describe('cleanId', () => {
  it.each([
    ['', ''],
    ['0', ''],
    [' null ', ''],
    ['undefined', ''],
    [null, ''],
    [{}, ''],
    [0, ''],
    [NaN, ''],
    [' 42 ', '42'],
    [42, '42'],
  ])('%p -> %p', (input, expected) => expect(cleanId(input)).toBe(expected))
})

describe('cleanText', () => {
  it('keeps 0 and trims strings', () => {
    expect(cleanText('0')).toBe('0')
    expect(cleanText(0)).toBe('0')
    expect(cleanText(' a ')).toBe('a')
    expect(cleanText(undefined)).toBe('')
  })
})

describe('parseAnswer', () => {
  it('reads JSON strings and objects', () => {
    expect(parseAnswer('{"a":1}')).toEqual({ a: 1 })
    expect(parseAnswer({ b: 2 })).toEqual({ b: 2 })
  })
  it.each(['', '   ', '{bad', '[1,2]', '"text"', 'null', null, undefined, 5, [1]])('treats %p as empty', (raw) => {
    expect(parseAnswer(raw)).toBeNull()
  })
})
