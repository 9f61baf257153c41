import { maskSecret } from '@/lib/mask'

describe('maskSecret', () => {
  it('keeps only the ends of a long credential, and nothing of a short one', () => {
    expect(maskSecret('dev-token-10001')).toBe('dev**********01')
    expect(maskSecret('abcdefgh')).toBe('********')
    expect(maskSecret('  ')).toBe('')
    expect(maskSecret('x'.repeat(40))).toBe(`xxx${'*'.repeat(12)}xx`)
  })
})
