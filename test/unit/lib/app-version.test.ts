import { APP, TEXTS } from '@/config/constants'
import {
  compareAppVersions,
  isAtLeastVersion,
  parseAppVersion,
  shareMinAppVersion,
  shareVersionProblem,
} from '@/lib/app-version'

describe('app versions', () => {
  it.each([
    ['9.65', [9, 65]],
    ['9.65.1', [9, 65, 1]],
    [' V9.65 ', [9, 65]],
    ['9.65.0-beta', [9, 65, 0]],
    ['10', [10]],
  ])('reads %p as %p', (text, parts) => {
    expect(parseAppVersion(text)).toEqual(parts)
  })

  it.each(['', 'abc', '.9', '9..65', '9.', null, undefined])('reads %p as no version', (text) => {
    expect(parseAppVersion(text)).toBeNull()
  })

  it('compares part by part as numbers, a missing part counting as 0', () => {
    expect(compareAppVersions([9, 65], [9, 7])).toBeGreaterThan(0)
    expect(compareAppVersions([10, 1], [9, 99])).toBeGreaterThan(0)
    expect(compareAppVersions([8, 94], [9, 65])).toBeLessThan(0)
    expect(compareAppVersions([9, 65], [9, 65, 0])).toBe(0)
    expect(compareAppVersions([9, 65, 1], [9, 65])).toBeGreaterThan(0)
  })

  it('says whether a version reaches a minimum, and null when either is unreadable', () => {
    expect(isAtLeastVersion('9.65', '9.65')).toBe(true)
    expect(isAtLeastVersion('9.66', '9.65')).toBe(true)
    expect(isAtLeastVersion('9.7', '9.65')).toBe(false)
    expect(isAtLeastVersion('8.94', '9.65')).toBe(false)
    expect(isAtLeastVersion('', '9.65')).toBeNull()
    expect(isAtLeastVersion('9.65', 'latest')).toBeNull()
  })
})

describe('the share minimum', () => {
  it("takes the server's setting when it is a version, else the product's default", () => {
    expect(shareMinAppVersion('9.65')).toBe('9.65')
    expect(shareMinAppVersion(' 9.65 ')).toBe('9.65')
    expect(shareMinAppVersion('')).toBe(APP.shareMinAppVersionDefault)
    expect(shareMinAppVersion('soon')).toBe(APP.shareMinAppVersionDefault)
    expect(shareMinAppVersion(null)).toBe('8.94')
  })

  it('tells an app older than the minimum to upgrade, and lets the others (an unknown version too) share', () => {
    expect(shareVersionProblem('9.60', '9.65')).toBe(TEXTS.appTooOldToShare)
    expect(shareVersionProblem('8.93.9', '8.94')).toBe('当前App版本过低，请升级后分享')
    expect(shareVersionProblem('9.65', '9.65')).toBeNull()
    expect(shareVersionProblem('10.0', '9.65')).toBeNull()
    expect(shareVersionProblem('', '9.65')).toBeNull()
  })
})
