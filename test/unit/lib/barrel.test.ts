import { readdirSync, readFileSync } from 'fs'
import { join } from 'path'
import * as lib from '@/lib'

const LIB_DIR = join(__dirname, '../../../src/lib')
const modules = readdirSync(LIB_DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts')

describe('the lib barrel', () => {
  it('re-exports every module', () => {
    const barrel = readFileSync(join(LIB_DIR, 'index.ts'), 'utf8')
    for (const file of modules) {
      expect(barrel).toContain(`export * from './${file.replace(/\.ts$/, '')}'`)
    }
  })
  it('exposes the decisions and helpers by name', () => {
    const names = [
      'decideOpenFeedItem',
      'decideAfterArticleInfo',
      'decideBack',
      'nextPraise',
      'contentSourceLabel',
      'isLoggedIn',
      'hasNews',
      'quoteAttrs',
      'chunk',
      'buildQuery',
      'parseQuery',
      'appendReloadTime',
      'hasReloadTime',
      'formatCount',
      'formatRise',
      'priceDirection',
      'formatPrice',
      'toDurationMs',
      'clamp',
      'timeAgo',
      'formatDateDisplay',
      'formatVideoTime',
      'parseServerDate',
      'formatCompactTimestamp',
      'escapeAngleBrackets',
      'encodeNonBmp',
      'decodeNonBmp',
      'splitHighlight',
      'isEmail',
      'isMobile',
      'isUrl',
      'isDate',
      'isNumber',
      'isDigits',
      'isIdCard',
      'isCarNumber',
      'isAmount',
      'isChinese',
      'isLetters',
      'isCode',
      'isLandline',
      'isJsonString',
      'isImage',
      'isVideo',
      'isVerifyCode',
    ]
    const exported = lib as unknown as Record<string, unknown>
    for (const name of names) expect(typeof exported[name]).toBe('function')
  })
})

describe('lib purity', () => {
  // lib/ may import only itself, the constants table and dayjs: no Taro, no I/O, no other layer.
  it.each(modules)('%s imports nothing outside the allowed set', (file) => {
    const source = readFileSync(join(LIB_DIR, file), 'utf8')
    const imports = [...source.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1])
    for (const target of imports) {
      expect(target.startsWith('./') || target === '@/config/constants' || target.startsWith('dayjs')).toBe(true)
    }
  })
})
