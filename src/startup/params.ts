/**
 * The start address (docs/product.md §4.1): accountId, token, version, clientType, theme, fontScale and dev. Read
 * defensively: the app, old links and people typing addresses all produce junk, and a junk value
 * must be ignored, never thrown on or half-used.
 */
import { isTruthyFlag } from '@/lib/flags'
import { readFontScale } from '@/lib/font-scale'
import { parseQuery } from '@/lib/query'
import { isPresentIdentity } from '@/lib/session'
import { mapNativeTheme } from '@/platform/native-events'
import type { Theme } from '@/platform/types'

export interface StartParams {
  accountId: string
  token: string
  version: string
  clientType: string
  theme: Theme | null
  /** The reader's text scale (docs/product.md §2.10); null when the address gives none or junk. */
  fontScale: number | null
  dev: boolean
}

/**
 * The test account the dev flag substitutes; the reference server seeds it. It is a fixture, not a
 * secret: it only works against the reference server.
 */
export const DEV_ACCOUNT = {
  accountId: 'dev-10001',
  token: 'dev-token-10001',
  // Writes carry token and userCode (docs/product.md §7.2): without it the test account could only read.
  userCode: 'dev-user-10001',
  cid: 'dev-cid-10001',
} as const

/** Account ids are short words; tokens are single printable words (base64 keeps '+', '/', '='). */
const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
const TOKEN_PATTERN = /^[\x21-\x7e]{1,512}$/
const VERSION_PATTERN = /^[0-9A-Za-z._-]{1,32}$/
const CLIENT_TYPE_PATTERN = /^[A-Za-z0-9_-]{1,16}$/

function identity(value: string | undefined, pattern: RegExp): string {
  const text = (value ?? '').trim()
  return isPresentIdentity(text) && pattern.test(text) ? text : ''
}

function matching(value: string | undefined, pattern: RegExp): string {
  const text = (value ?? '').trim()
  return pattern.test(text) ? text : ''
}

/** Accepts a search string ('?a=1'), a whole address, or an already parsed record (Taro router params). */
export function parseStartParams(input: string | Readonly<Record<string, unknown>> | null | undefined): StartParams {
  let raw: Record<string, string> = {}
  try {
    if (typeof input === 'string') raw = parseQuery(input)
    else if (input && typeof input === 'object') {
      for (const [key, value] of Object.entries(input)) if (typeof value === 'string') raw[key] = value
    }
  } catch {
    raw = {}
  }
  return {
    accountId: identity(raw.accountId, ACCOUNT_ID_PATTERN),
    token: identity(raw.token, TOKEN_PATTERN),
    version: matching(raw.version, VERSION_PATTERN),
    clientType: matching(raw.clientType, CLIENT_TYPE_PATTERN).toLowerCase(),
    theme: mapNativeTheme(raw.theme),
    fontScale: readFontScale(raw.fontScale),
    dev: raw.dev !== undefined && (raw.dev === '' || isTruthyFlag(raw.dev)),
  }
}
