import { bioProblem, cleanBio, cleanNickName, nickNameProblem, PROFILE_MESSAGES } from '@shared/profile-text'

describe('the profile’s text rule (types/profile-text.ts)', () => {
  it('cleans a nickname of markup, spaces and invisible direction marks', () => {
    expect(cleanNickName(' 老<b>王</b>\u202e 123 ')).toBe('老王123')
    expect(cleanNickName('a\u200bb')).toBe('ab')
  })

  it('cleans an introduction, keeping one blank line and its emoji', () => {
    expect(cleanBio('  第一行  \r\n\r\n\r\n第二行 &#128512;<img src=x onerror=alert(1)>  ')).toBe('第一行\n\n第二行 😀')
  })

  it('says why a nickname cannot be kept, first reason first', () => {
    expect(nickNameProblem('')).toBe(PROFILE_MESSAGES.nickNameEmpty)
    expect(nickNameProblem('王')).toBe(PROFILE_MESSAGES.nickNameShort)
    expect(nickNameProblem('王'.repeat(17))).toBe(PROFILE_MESSAGES.nickNameLong)
    expect(nickNameProblem('王 五')).toBe(PROFILE_MESSAGES.nickNameChars)
    expect(nickNameProblem('客服小王')).toBe(PROFILE_MESSAGES.nickNameReserved('客服'))
    expect(nickNameProblem('Value_投资-01')).toBeNull()
  })

  it('counts an introduction as the counter does', () => {
    expect(bioProblem('😀'.repeat(100))).toBeNull()
    expect(bioProblem('😀'.repeat(101))).toBe(PROFILE_MESSAGES.bioLong)
  })
})
