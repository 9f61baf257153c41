/**
 * Images people attach to posts: recognised by their content, stored once under a name made from
 * their content's hash (so the same photo uploaded twice is one file, and a name never changes
 * what it serves), and served with immutable caching. docs/api.md (upload.image).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ImageType } from '@shared/content-limits'

export const UPLOAD_URL_PREFIX = '/static-uploads/'

const EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
}

const NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) => bytes.every((b, i) => data[at + i] === b)

/**
 * The four signatures a post may carry. The usual detection packages are ESM-only, which the
 * server's CommonJS test runtime cannot load, and four fixed headers are all this needs.
 */
export function sniffImageType(data: Buffer): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  const head = data.subarray(0, 6).toString('latin1')
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif'
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp'
  return null
}

/** Stores the image and gives its address; the same content always gets the same address. */
export function storeImage(dir: string, data: Buffer, type: ImageType): string {
  const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${EXTENSIONS[type]}`
  const file = path.join(dir, name)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true })
    // Written aside and renamed, so a reader never sees half a file.
    const temp = `${file}.${process.pid}.tmp`
    fs.writeFileSync(temp, data)
    fs.renameSync(temp, file)
  }
  return UPLOAD_URL_PREFIX + name
}

/** The stored file an address of this service names, or null for any other address. */
export function uploadedFile(dir: string, url: string): string | null {
  if (!url.startsWith(UPLOAD_URL_PREFIX)) return null
  const name = url.slice(UPLOAD_URL_PREFIX.length)
  if (!NAME.test(name)) return null
  const file = path.join(dir, name)
  return fs.existsSync(file) ? file : null
}

export function contentTypeOf(file: string): ImageType {
  const ext = path.extname(file).slice(1)
  const found = (Object.keys(EXTENSIONS) as ImageType[]).find((type) => EXTENSIONS[type] === ext)
  return found ?? 'image/jpeg'
}
