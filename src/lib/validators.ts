import { LIMITS } from '@/config/constants'
import { isRealDate } from './calendar'

/**
 * Generic form validators (docs/product.md §5.4). Each takes whatever a form field holds and answers yes/no;
 * numbers are read as their decimal text, anything else (null, objects) is never valid.
 * Surrounding whitespace is not trimmed: a field that needs trimming trims before asking.
 */
export type FieldValue = string | number | null | undefined

function asText(value: FieldValue): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  return typeof value === 'string' ? value : null
}

function matches(pattern: RegExp, value: FieldValue): boolean {
  const text = asText(value)
  return text !== null && pattern.test(text)
}

export function isEmail(value: FieldValue): boolean {
  return matches(
    /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
    value,
  )
}

/** Mainland mobile numbers: 11 digits, 1 then 3-9 (no 10x/11x/12x networks exist). */
export function isMobile(value: FieldValue): boolean {
  return matches(/^1[3-9]\d{9}$/, value)
}

/** Absolute http(s) addresses only: the app opens these in a web view, other schemes it cannot. */
export function isUrl(value: FieldValue): boolean {
  return matches(/^https?:\/\/(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i, value)
}

/** 'YYYY-MM-DD' naming a day that exists (Feb 29 only in leap years). */
export function isDate(value: FieldValue): boolean {
  const text = asText(value)
  const match = text === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

/** A decimal number as typed: optional sign, digits, optional fraction ('-1.5', '.5', '3.'). */
export function isNumber(value: FieldValue): boolean {
  return matches(/^[+-]?(?:\d+\.?\d*|\.\d+)$/, value)
}

export function isDigits(value: FieldValue): boolean {
  return matches(/^\d+$/, value)
}

// GB 11643: weights 2^(17-i) mod 11 for the first 17 digits, the sum mod 11 picks the check character.
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK_CHARS = '10X98765432'

/** The GB 11643 check character for the first 17 digits of an 18-digit ID number. */
export function idCardCheckChar(first17: string): string {
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0)
  return ID_CHECK_CHARS[sum % 11]
}

/**
 * Resident ID numbers: 18 digits (the last may be X) with a valid birth date and check character,
 * or the legacy 15-digit form (birth date YYMMDD in the 1900s, no check character).
 */
export function isIdCard(value: FieldValue): boolean {
  const text = asText(value)
  if (text === null) return false
  const modern = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(text)
  if (modern) {
    return (
      isRealDate(Number(modern[1]), Number(modern[2]), Number(modern[3])) &&
      idCardCheckChar(text.slice(0, 17)) === text[17].toUpperCase()
    )
  }
  const legacy = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/.exec(text)
  return legacy !== null && isRealDate(1900 + Number(legacy[1]), Number(legacy[2]), Number(legacy[3]))
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'
// Plate letters skip I and O, which read as 1 and 0.
const PLATE_CHAR = '[A-HJ-NP-Z0-9]'
const FUEL_PLATE = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z]${PLATE_CHAR}{4}[A-HJ-NP-Z0-9挂学警港澳]$`)
// New-energy plates have six characters after the city letter: D/F first for cars, last for trucks and buses.
const NEW_ENERGY_PLATE = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z](?:[DF]${PLATE_CHAR}\\d{4}|\\d{5}[DF])$`)

/** Mainland vehicle plates: ordinary (7 characters) and new-energy (8 characters). */
export function isCarNumber(value: FieldValue): boolean {
  const text = asText(value)
  return text !== null && (FUEL_PLATE.test(text) || NEW_ENERGY_PLATE.test(text))
}

/** A money amount: non-negative, no leading zeros, at most two decimals. */
export function isAmount(value: FieldValue): boolean {
  return matches(/^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/, value)
}

/** Only Chinese characters (CJK unified ideographs, including extension A). */
export function isChinese(value: FieldValue): boolean {
  return matches(/^[\u3400-\u4dbf\u4e00-\u9fff]+$/, value)
}

export function isLetters(value: FieldValue): boolean {
  return matches(/^[A-Za-z]+$/, value)
}

/** A code made of ASCII letters and/or digits only (coupon, invitation and similar codes). */
export function isCode(value: FieldValue): boolean {
  return matches(/^[A-Za-z0-9]+$/, value)
}

/**
 * Mainland landlines: optional area code (0 plus 2-3 digits, then an optional '-'), a 7-8 digit
 * local number not starting with 0 or 1, and an optional '-' extension of 1-6 digits.
 */
export function isLandline(value: FieldValue): boolean {
  return matches(/^(?:0\d{2,3}-?)?[2-9]\d{6,7}(?:-\d{1,6})?$/, value)
}

/** Text that parses as a JSON object or array; a bare '1' or '"x"' is not structured data. */
export function isJsonString(value: FieldValue): boolean {
  if (typeof value !== 'string') return false
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
}

function extensionOf(path: string): string {
  const clean = path.split(/[?#]/)[0]
  const dot = clean.lastIndexOf('.')
  return dot > clean.lastIndexOf('/') ? clean.slice(dot + 1).toLowerCase() : ''
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'jfif', 'heic', 'heif', 'ico']
const VIDEO_EXTENSIONS = [
  'mp4',
  'm4v',
  'mov',
  'avi',
  'wmv',
  'flv',
  'mkv',
  'webm',
  'mpg',
  'mpeg',
  '3gp',
  'm3u8',
  'rm',
  'rmvb',
  'ts',
]

/** An image by file extension (query and fragment ignored, any case). */
export function isImage(value: FieldValue): boolean {
  const text = asText(value)
  return text !== null && IMAGE_EXTENSIONS.includes(extensionOf(text))
}

/** A video by file extension (query and fragment ignored, any case). */
export function isVideo(value: FieldValue): boolean {
  const text = asText(value)
  return text !== null && VIDEO_EXTENSIONS.includes(extensionOf(text))
}

/** The SMS verification code: exactly LIMITS.verifyCodeLength digits. */
export function isVerifyCode(value: FieldValue): boolean {
  return matches(new RegExp(`^\\d{${LIMITS.verifyCodeLength}}$`), value)
}
