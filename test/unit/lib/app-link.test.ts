import { appOpenLink } from '@/lib/app-link'
import { formatDeadline } from '@/lib'

describe('appOpenLink', () => {
  it('puts the page’s address, encoded, where the template says', () => {
    expect(appOpenLink(' brokerapp://web?url={url} ', 'https://h5.example/a?b=1&c=2')).toBe(
      'brokerapp://web?url=https%3A%2F%2Fh5.example%2Fa%3Fb%3D1%26c%3D2',
    )
    expect(appOpenLink('https://u.example/{url}#{url}', 'x y')).toBe('https://u.example/x%20y#x%20y')
  })

  it('is null when nothing is configured or the template has no place for the page', () => {
    expect(appOpenLink('', 'https://h5.example/')).toBeNull()
    expect(appOpenLink('brokerapp://home', 'https://h5.example/')).toBeNull()
  })
})

describe('formatDeadline', () => {
  const now = new Date('2026-11-25T12:00:00+08:00')
  it('is MM-DD HH:mm on Beijing’s clock this year, with the year in another', () => {
    expect(formatDeadline('2026-12-01 18:30:00', now)).toBe('12-01 18:30')
    expect(formatDeadline('2027-01-02 09:00:00', now)).toBe('2027-01-02 09:00')
    expect(formatDeadline('not a date', now)).toBe('')
  })
})
