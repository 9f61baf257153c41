import { LIMITS } from '@/config/constants'
import {
  idCardCheckChar,
  isAmount,
  isCarNumber,
  isChinese,
  isCode,
  isDate,
  isDigits,
  isEmail,
  isIdCard,
  isImage,
  isJsonString,
  isLandline,
  isLetters,
  isMobile,
  isNumber,
  isUrl,
  isVerifyCode,
  isVideo,
  type FieldValue,
} from '@/lib/validators'

type Validator = (value: FieldValue) => boolean

// Each validator with values it must accept and values it must refuse.
const cases: Array<[string, Validator, FieldValue[], FieldValue[]]> = [
  [
    'isEmail',
    isEmail,
    ['a@b.cn', 'first.last+tag@mail.example.com', 'x_y-z@sub-domain.org', 'A1%b@EXAMPLE.COM'],
    ['', 'plain', 'a@', '@b.com', 'a@b', 'a b@c.com', 'a@b..com', 'a@-b.com', 'a@b.c', 'a@b.com ', null, 1],
  ],
  [
    'isMobile',
    isMobile,
    ['13800138000', '19912345678', '15000000000', 13800138000],
    ['12800138000', '1380013800', '138001380000', '23800138000', '1380013800a', '+8613800138000', '', undefined],
  ],
  [
    'isUrl',
    isUrl,
    [
      'http://a.cn',
      'https://www.example.com/path?q=1#top',
      'HTTPS://EXAMPLE.COM',
      'http://localhost:8080/x',
      'https://10.0.0.1/',
    ],
    [
      'ftp://a.cn',
      'javascript:alert(1)',
      'www.example.com',
      'http://',
      'https:// a.cn',
      'http://a b.cn',
      '//a.cn',
      '',
      null,
    ],
  ],
  [
    'isDate',
    isDate,
    ['2024-02-29', '2023-12-31', '2000-02-29', '1999-01-01'],
    [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-1-01',
      '2024/01/01',
      '20240101',
      '',
      20240101,
    ],
  ],
  [
    'isNumber',
    isNumber,
    ['0', '-1.5', '+3', '3.', '.5', '123456', 42, -0.25],
    ['', '.', '-', '1.2.3', '1e5', 'abc', '1,000', ' 1', NaN, null],
  ],
  ['isDigits', isDigits, ['0', '007', '123456', 12], ['', '-1', '1.0', '12a', ' 1', 1.5, undefined]],
  [
    'isIdCard',
    isIdCard,
    [
      '11010519491231002X',
      '11010519491231002x',
      '44030419900307123X',
      '310115200002290013',
      '510108198510167891',
      '110105491231002',
      '320106700101001',
    ],
    [
      '110105194912310021', // wrong check character
      '310115190002290010', // 1900-02-29 does not exist
      '510108198513167891', // month 13
      '01010519491231002X', // area code cannot start with 0
      '11010519491231002', // 17 digits
      '1101051949123100211',
      '110105491331002', // legacy, month 13
      '11010549123100X',
      '',
      null,
    ],
  ],
  [
    'isCarNumber',
    isCarNumber,
    [
      '京A12345',
      '粤BD12345',
      '沪AF12345',
      '苏E12345',
      '浙A1234学',
      '川A12345D',
      '鲁B12345F',
      '粤BDA1234',
      '京AD12345',
      '粤Z1234港',
      '京A1234挂',
    ],
    [
      '京I12345',
      '京A1234O',
      '京A1234',
      'AA12345',
      '京AD123',
      '京A123456',
      '京a12345',
      '粤BG12345',
      '粤B1234D5',
      '',
      null,
    ],
  ],
  [
    'isAmount',
    isAmount,
    ['0', '0.5', '0.05', '10', '10.1', '10.12', '1234567.89', 99.99],
    ['10.123', '-1', '01', '00.5', '1.', '.5', '1,000', 'abc', '', null],
  ],
  ['isChinese', isChinese, ['中文', '贵州茅台', '㐀'], ['', '中文a', '中 文', '中文1', 'ABC', '，']],
  ['isLetters', isLetters, ['abc', 'ABC', 'aBc'], ['', 'ab1', 'a b', '中', 'é']],
  ['isCode', isCode, ['abc123', 'ABC', '123', 'a1B2'], ['', 'ab-12', 'ab 12', 'ab_12', '码1']],
  [
    'isLandline',
    isLandline,
    ['010-88888888', '0755-2345678', '02188888888', '88888888', '2345678', '0571-87654321-8001'],
    [
      '1388888888',
      '010-18888888',
      '010-08888888',
      '010-888888',
      '0-88888888',
      '010-888888888',
      '010-88888888-',
      '',
      null,
    ],
  ],
  [
    'isJsonString',
    isJsonString,
    ['{}', '[]', '{"a":1}', '[1,"x",null]', ' {"nested":{"b":[true]}} '],
    ['', '1', '"x"', 'null', 'true', '{a:1}', "{'a':1}", '{', 5, null],
  ],
  [
    'isImage',
    isImage,
    ['a.jpg', 'b.JPEG', 'https://cdn.example.com/p/c.png?x=1', '/d.gif#frag', 'e.webp', 'f.svg', 'g.heic', 'h.bmp'],
    ['a.mp4', 'noext', 'jpg', 'https://cdn.example.com/png/', 'a.jpg.txt', 'dir.png/file', '', null],
  ],
  [
    'isVideo',
    isVideo,
    ['a.mp4', 'b.MOV', 'https://v.example.com/c.m3u8?sign=1', 'd.webm', 'e.flv', 'f.avi', 'g.mkv'],
    ['a.jpg', 'mp4', 'a.mp4.png', 'https://v.example.com/mp4', '', undefined],
  ],
  ['isVerifyCode', isVerifyCode, ['123456', '000000', 654321], ['12345', '1234567', '12345a', ' 123456', '', null]],
]

describe.each(cases)('%s', (_name, validate, valid, invalid) => {
  it.each(valid.map((v) => [v]))('accepts %p', (value) => {
    expect(validate(value)).toBe(true)
  })
  it.each(invalid.map((v) => [v]))('refuses %p', (value) => {
    expect(validate(value)).toBe(false)
  })
})

describe('validator details', () => {
  it('uses the configured verification code length', () => {
    expect(LIMITS.verifyCodeLength).toBe(6)
    expect(isVerifyCode('1'.repeat(LIMITS.verifyCodeLength))).toBe(true)
    expect(isVerifyCode('1'.repeat(LIMITS.verifyCodeLength + 1))).toBe(false)
  })
  it('computes the GB 11643 check character', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X')
    expect(idCardCheckChar('31011520000229001')).toBe('3')
    expect(idCardCheckChar('51010819851016789')).toBe('1')
  })
  it('refuses non-finite numbers and non-text values everywhere', () => {
    const all = cases.map(([, validate]) => validate)
    for (const validate of all) {
      expect(validate(Infinity)).toBe(false)
      expect(validate(undefined)).toBe(false)
    }
  })
})
