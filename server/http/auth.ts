import type { FastifyRequest } from 'fastify'
import type { AccountKind } from '@shared/api'
import { prep, type DB } from '../db'
import { KINDS } from '../domain/content'
import { ApiError, MESSAGES } from './envelope'

declare const verified: unique symbol
/**
 * An account id the request's token was checked against. Viewer-dependent fields (what an account liked, follows,
 * collected, voted, booked or joined) are computed only for a Viewer, so a bare id from a payload cannot reach them.
 */
export type Viewer = string & { readonly [verified]: true }

export interface Caller {
  id: Viewer
  nickname: string
  avatar: string
  kind: AccountKind
}

interface Credentials {
  accountId?: unknown
  token?: unknown
  userCode?: unknown
}

const asText = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

/**
 * The app sends token/userCode as headers on admin paths (docs/product.md §7.2) and in the payload on some
 * others (cmapi like); either place counts. When the payload also names an accountId it must be
 * the token's own account, so one user's token cannot act for another.
 */
export function findCaller(db: DB, request: FastifyRequest, input: Credentials = {}): Caller | null {
  const token = asText(request.headers.token) || asText(input.token)
  const userCode = asText(request.headers.usercode) || asText(input.userCode)
  if (!token || !userCode) return null
  // Prepared once per connection (db's statement cache): every request with a session asks this.
  const row = prep(db, 'SELECT id, nickname, avatar, kind FROM accounts WHERE token = ? AND user_code = ?').get(
    token,
    userCode,
  ) as (Omit<Caller, 'kind'> & { kind: number }) | undefined
  if (!row) return null
  const claimed = asText(input.accountId)
  if (claimed && claimed !== row.id) return null
  return { ...row, kind: KINDS[row.kind] ?? 'user' }
}

export function requireCaller(db: DB, request: FastifyRequest, input: Credentials = {}): Caller {
  const caller = findCaller(db, request, input)
  if (!caller) throw new ApiError(401, MESSAGES.unauthorized)
  return caller
}

/**
 * Whose flags a read lays on (docs/product.md §4.15): the account the request names, but only when the request's
 * token (headers, or the payload where the contract puts it) is that account's. Anyone else, a visitor or someone
 * naming another account, gets undefined and with it the answer a visitor gets: a read is never refused for a
 * wrong token, it just says nothing personal. Reads that are personal as a whole ("my ...") use requireCaller.
 */
export function viewerOf(db: DB, request: FastifyRequest, input: Credentials = {}): Viewer | undefined {
  return asText(input.accountId) ? findCaller(db, request, input)?.id : undefined
}
