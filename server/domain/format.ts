/** Paging and the contract's date formats, shared by every domain module. */
import type { Page } from '@shared/api'

export function page<T>(list: T[], total: number, pageNum: number, pageSize: number): Page<T> {
  return { list, total, pageNum, pageSize, hasMore: pageNum * pageSize < total }
}

export const offsetOf = (pageNum: number, pageSize: number) => (pageNum - 1) * pageSize

const CST_OFFSET_MS = 8 * 3600_000

/** 'YYYY-MM-DD HH:mm:ss' in China time (no DST), the contract's date format. */
export function fmtDate(ms: number): string
export function fmtDate(ms: number | null | undefined): string | null
export function fmtDate(ms: number | null | undefined): string | null {
  if (ms === null || ms === undefined) return null
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

export function fmtDay(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 10)
}

/** Escapes LIKE wildcards so a search for '100%' means the text, not a pattern. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%`
}

/** A string or finite number as text; null for anything else (objects, arrays, booleans). */
export function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return value === undefined ? '' : null
}
