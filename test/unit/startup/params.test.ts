import { DEV_ACCOUNT, parseStartParams } from '@/startup/params'

describe('parseStartParams', () => {
  it('reads the seven start values', () => {
    expect(
      parseStartParams(
        '?accountId=1001&token=a+b/c%3D&version=9.65.0&clientType=Android&theme=night&fontScale=1.4&dev=1',
      ),
    ).toEqual({
      accountId: '1001',
      token: 'a+b/c=',
      version: '9.65.0',
      clientType: 'android',
      theme: 'dark',
      fontScale: 1.4,
      dev: true,
    })
  })
  it('reads a whole address and a parsed record', () => {
    expect(parseStartParams('https://x/community/pages/index/index?accountId=7&token=t#frag')).toMatchObject({
      accountId: '7',
      token: 't',
    })
    expect(parseStartParams({ accountId: '7', token: 5, theme: 'day' })).toMatchObject({
      accountId: '7',
      token: '',
      theme: 'light',
    })
  })
  it('ignores malformed values and never throws', () => {
    expect(
      parseStartParams(
        '?accountId=0&token=null&version=9.65<script>&clientType=a%20b&theme=purple&fontScale=big&dev=0',
      ),
    ).toEqual({
      accountId: '',
      token: '',
      version: '',
      clientType: '',
      theme: null,
      fontScale: null,
      dev: false,
    })
    expect(parseStartParams('?accountId=%E0%A4%A&token=has%20space')).toMatchObject({ accountId: '', token: '' })
    expect(parseStartParams(undefined)).toMatchObject({ accountId: '', dev: false })
    expect(parseStartParams(null)).toMatchObject({ token: '' })
    const hostile = {
      get accountId(): string {
        throw new Error('getter')
      },
    }
    expect(parseStartParams(hostile)).toMatchObject({ accountId: '' })
  })
  it('reads the text scale as a number within its range, junk as not given', () => {
    const scale = (query: string | Record<string, string>) => parseStartParams(query).fontScale
    expect(scale('?fontScale=1.4')).toBe(1.4)
    expect(scale('?fontScale=1.15')).toBe(1.15)
    expect(scale({ fontScale: '1.3' })).toBe(1.3)
    // Out of range: the nearest bound; a scale too small to matter is the standard size.
    expect(scale('?fontScale=9')).toBe(1.6)
    expect(scale('?fontScale=0.8')).toBe(1)
    expect(scale('?fontScale=1.05')).toBe(1)
    for (const junk of ['', 'abc', '-1.4', '0', '1,4', '1.4px', 'Infinity', '1e400', 'NaN', '%20'])
      expect(scale(`?fontScale=${junk}`)).toBeNull()
    expect(scale('?theme=day')).toBeNull()
  })
  it('treats a bare dev flag as on', () => {
    expect(parseStartParams('?dev').dev).toBe(true)
    expect(parseStartParams('?dev=true').dev).toBe(true)
    expect(parseStartParams('?x=1').dev).toBe(false)
  })
  it('names the seeded dev account', () => {
    expect(DEV_ACCOUNT).toEqual({
      accountId: 'dev-10001',
      token: 'dev-token-10001',
      userCode: 'dev-user-10001',
      cid: 'dev-cid-10001',
    })
  })
})
