import { chinaDay, voteProblem, VOTE_MESSAGES } from '@shared/vote-rules'

const NOW = Date.parse('2026-11-25T20:00:00Z') // 04:00 on 26 November in China
const ok = { title: '明天涨还是跌？', options: ['涨', '跌'], endDate: '2026-12-01' }

describe('the vote rule the composer and the server share', () => {
  it('takes the China day of a moment', () => {
    expect(chinaDay(NOW)).toBe('2026-11-26')
  })

  it('accepts a vote with a question, two to six distinct options and an end within 90 days', () => {
    expect(voteProblem(ok, NOW)).toBeNull()
    expect(voteProblem({ ...ok, endDate: '2026-11-26' }, NOW)).toBeNull()
    expect(voteProblem({ ...ok, endDate: '2027-02-24' }, NOW)).toBeNull()
    expect(voteProblem({ ...ok, options: ['1', '2', '3', '4', '5', '6'] }, NOW)).toBeNull()
  })

  it.each([
    ['a blank question', { ...ok, title: '  ' }, VOTE_MESSAGES.title],
    ['one option', { ...ok, options: ['涨'] }, VOTE_MESSAGES.options],
    ['seven options', { ...ok, options: ['1', '2', '3', '4', '5', '6', '7'] }, VOTE_MESSAGES.options],
    ['an empty option', { ...ok, options: ['涨', ' '] }, VOTE_MESSAGES.options],
    ['options equal once trimmed', { ...ok, options: ['涨', ' 涨 '] }, VOTE_MESSAGES.options],
    ['an end yesterday (China time)', { ...ok, endDate: '2026-11-25' }, VOTE_MESSAGES.end],
    ['an end past 90 days', { ...ok, endDate: '2027-02-25' }, VOTE_MESSAGES.end],
    ['a day that does not exist', { ...ok, endDate: '2026-02-30' }, VOTE_MESSAGES.end],
    ['a question over 50 characters', { ...ok, title: '问'.repeat(51) }, '投票问题不能超过 50 字'],
  ])('refuses %s', (_case, vote, message) => {
    expect(voteProblem(vote, NOW)).toBe(message)
  })
})
