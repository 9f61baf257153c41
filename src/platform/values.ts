/**
 * Reading values the app hands over. The app sends '', '0', 'null' or 'undefined' for "none"
 * depending on platform and version; lib's identity rule says which, we only trim and type.
 */
import { isPresentIdentity } from '@/lib/session'

export function cleanId(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value)
  if (typeof value !== 'string' || !isPresentIdentity(value)) return ''
  return value.trim()
}

/** Any text value, or '' (no '0' rule: a version or nickname may legitimately be '0'). */
export function cleanText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' ? value.trim() : ''
}

/** Parses a bridge answer: a JSON string or an object. Anything else (or malformed JSON) is null. */
export function parseAnswer(raw: unknown): Record<string, unknown> | null {
  let value = raw
  if (typeof value === 'string') {
    if (value.trim() === '') return null
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}
