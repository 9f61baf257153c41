import fc from 'fast-check'
import { characters, countChars, lengthProblem, limitChars, TEXT_LIMITS } from '@shared/text-length'
import { decodeNonBmp, encodeNonBmp } from '@shared/emoji-entities'

describe('counting characters as a person does', () => {
  it.each([
    ['plain Chinese', '今天大盘不错', 6],
    ['an emoji outside the basic plane', '😀', 1],
    ['an emoji with a skin tone', '👍🏽', 1],
    ['an emoji family joined by zero-width joiners', '👨‍👩‍👧‍👦', 1],
    ['a flag (two regional indicators)', '🇨🇳', 1],
    ['two flags in a row', '🇨🇳🇭🇰', 2],
    ['a subdivision flag (tag characters)', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', 1],
    ['a keycap', '1️⃣', 1],
    ['a heart with its emoji selector', '❤️', 1],
    ['a letter with a combining accent', 'é', 1],
    ['a line break written as CR LF', 'a\r\nb', 3],
    ['text and emoji mixed', '买入$贵州茅台$👍🏽🇨🇳', 10],
  ])('%s', (_name, text, count) => {
    expect(countChars(text)).toBe(count)
  })

  it('cuts between characters, never inside one', () => {
    expect(limitChars('涨👨‍👩‍👧跌', 2)).toBe('涨👨‍👩‍👧')
    expect(limitChars('🇨🇳🇭🇰', 1)).toBe('🇨🇳')
    expect(limitChars('短', 5)).toBe('短')
  })

  it('loses nothing when cut into characters, and counts the same after the emoji round trip', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(characters(text).join('')).toBe(text)
        expect(countChars(decodeNonBmp(encodeNonBmp(text)))).toBe(countChars(text))
      }),
    )
  })

  it('names the field in Chinese when a text is over its limit', () => {
    expect(lengthProblem('comment', '涨'.repeat(TEXT_LIMITS.comment.max))).toBeNull()
    expect(lengthProblem('comment', '涨'.repeat(141))).toBe('内容不能超过 140 字')
    expect(lengthProblem('title', '题'.repeat(101))).toBe('标题不能超过 100 字')
    expect(lengthProblem('voteOption', '选'.repeat(21))).toBe('投票选项不能超过 20 字')
  })
})
