import type { Dynamic } from '@shared/api'
import { checkViewerFlags, verdict, type ViewerFacts } from '../../scripts/bench-server'

const item = (pubId: string, accountId: string, flags: Partial<Pick<Dynamic, 'followed' | 'praised'>> = {}) =>
  ({ pubId, forId: pubId, accountId, followed: false, praised: false, ...flags }) as Dynamic

describe('server bench verdicts', () => {
  it('a read with any non-2xx answer fails, whatever its latency', () => {
    expect(verdict({ read: true, non2xx: 102_782, errors: 0, p99: 3 })).toMatch(/^FAILED/)
    expect(verdict({ read: true, non2xx: 0, errors: 2, p99: 3 })).toMatch(/^FAILED/)
    expect(verdict({ read: false, non2xx: 1, errors: 0, p99: 3 })).toMatch(/^FAILED/)
  })

  it('judges a clean read on its p99 against the target, and never judges a write on latency', () => {
    expect(verdict({ read: true, non2xx: 0, errors: 0, p99: 24 })).toBe('met')
    expect(verdict({ read: true, non2xx: 0, errors: 0, p99: 26 })).toBe('MISSED')
    expect(verdict({ read: false, non2xx: 0, errors: 0, p99: 900 })).toBe('n/a (write)')
  })
})

describe('the viewer’s flags in the answers', () => {
  const facts: ViewerFacts = { follows: new Set(['author-1']), likes: new Set(['7']) }

  it('passes answers that carry the viewer’s follows and likes as the database has them', () => {
    const answers = [
      item('7', 'author-2', { praised: true }),
      item('8', 'author-1', { followed: true }),
      item('9', 'x'),
    ]
    expect(checkViewerFlags(answers, facts)).toEqual([])
  })

  it('refuses a visitor’s answer (a token the server did not take): no flags where the viewer has some', () => {
    const visitor = [item('7', 'author-2'), item('8', 'author-1'), item('9', 'x')]
    const problems = checkViewerFlags(visitor, facts)
    expect(problems).toContain('item 7: praised false, expected true')
    expect(problems).toContain('item 8: followed false, expected true')
  })

  it('refuses answers where nothing could show the viewer at all', () => {
    expect(checkViewerFlags([item('9', 'x')], facts)).toEqual([
      'no item carries the viewer’s flags: the answers are a visitor’s',
    ])
  })
})
