/**
 * Payload encodings for the request forms. Absent values (null, undefined) are left out rather
 * than sent as the text 'null'; lists repeat their key; nested objects travel as JSON text.
 */
import type { Payload } from './types'

type Field = [name: string, value: string]

export function payloadFields(data: Payload | undefined): Field[] {
  const fields: Field[] = []
  for (const [name, value] of Object.entries(data ?? {})) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value)) {
      for (const item of value) fields.push([name, String(item)])
    } else if (typeof value === 'object') {
      fields.push([name, JSON.stringify(value)])
    } else {
      fields.push([name, String(value)])
    }
  }
  return fields
}

export function encodeUrlencoded(data: Payload | undefined): string {
  return payloadFields(data)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&')
}

/** A multipart/form-data body as text, so it works with Taro.request on both targets. */
export function encodeMultipart(data: Payload | undefined, boundary: string): string {
  const parts = payloadFields(data).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '%22')}"\r\n\r\n${value}\r\n`,
  )
  return `${parts.join('')}--${boundary}--\r\n`
}

export function createBoundary(random: () => number = Math.random): string {
  return `----CommunityFormBoundary${Math.floor(random() * 1e16).toString(36)}`
}
