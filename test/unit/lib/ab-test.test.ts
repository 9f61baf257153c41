import { showsAccountInterflow } from '@/lib/ab-test'

describe('AccountInterflow arms', () => {
  it('offers the entry in arm B only', () => {
    expect(showsAccountInterflow('B')).toBe(true)
    expect(showsAccountInterflow(' b ')).toBe(true)
    expect(showsAccountInterflow('A')).toBe(false)
    expect(showsAccountInterflow('')).toBe(false)
    expect(showsAccountInterflow('BB')).toBe(false)
  })
})
