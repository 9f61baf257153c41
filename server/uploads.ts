/**
 * Images people attach to posts: recognised by their content, stored once under a name made from
 * their content's hash (so the same photo uploaded twice is one file, and a name never changes
 * what it serves), and served with immutable caching. An upload is streamed to a temporary file
 * beside the images, never held in memory; one that no post names is removed after a grace
 * period. docs/api.md (upload.image), docs/product.md §5.1.
 */
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { imageSize } from 'image-size'
import { CONTENT_LIMITS, type ImageType } from '@shared/content-limits'
import type { DB } from './db'

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

/** Temporary files of uploads still arriving (or left by a crash): never a stored image's name. */
const TEMP_PREFIX = '.incoming-'
/** Enough of the file for its signature and, in every format here, the header that gives its size. */
const HEAD_BYTES = 512 * 1024

/** The upload went past the byte limit while arriving; what had arrived is already removed. */
export class UploadTooLarge extends Error {
  constructor() {
    super('upload too large')
    this.name = 'UploadTooLarge'
  }
}

export interface ReceivedUpload {
  /** The temporary file holding it. */
  temp: string
  hash: string
  bytes: number
  /** Its first bytes, for the type and the dimensions. */
  head: Buffer
}

/**
 * Streams an upload to a temporary file, hashing and counting as it arrives, and stops at the
 * first byte past `maxBytes`. On any failure the partial file is removed before the error is passed on.
 */
export async function receiveUpload(dir: string, source: Readable, maxBytes: number): Promise<ReceivedUpload> {
  await fs.promises.mkdir(dir, { recursive: true })
  const temp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`)
  const hash = createHash('sha256')
  const head: Buffer[] = []
  let headBytes = 0
  let bytes = 0
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      if (bytes > maxBytes) return done(new UploadTooLarge())
      hash.update(chunk)
      if (headBytes < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headBytes)
        head.push(part)
        headBytes += part.length
      }
      done(null, chunk)
    },
  })
  try {
    await pipeline(source, meter, fs.createWriteStream(temp, { flags: 'wx' }))
  } catch (error) {
    await fs.promises.rm(temp, { force: true })
    throw error
  }
  return { temp, hash: hash.digest('hex'), bytes, head: Buffer.concat(head) }
}

export const discardUpload = (upload: ReceivedUpload): Promise<void> => fs.promises.rm(upload.temp, { force: true })

/** Width and height from the image's header, or null when the header cannot be read. */
export function imageDimensions(head: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(head)
    return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null
  } catch {
    return null
  }
}

/** Whether a browser may be asked to decode it (docs/product.md §5.1): within the side and pixel limits. */
export function dimensionsAllowed({ width, height }: { width: number; height: number }): boolean {
  const side = CONTENT_LIMITS.imageSideMax
  return width <= side && height <= side && width * height <= CONTENT_LIMITS.imagePixelsMax
}

/**
 * Keeps a received image under the name its content gives and answers its address. When that
 * image is already stored the copy is dropped; either way the file's time becomes `now`, so the
 * sweep's grace period counts from the latest upload.
 */
export async function keepUpload(dir: string, upload: ReceivedUpload, type: ImageType, now: number): Promise<string> {
  const name = `${upload.hash.slice(0, 32)}.${EXTENSIONS[type]}`
  const file = path.join(dir, name)
  const time = new Date(now)
  // Synchronous, so a sweep (also synchronous) never falls between "it exists" and "it is fresh".
  if (fs.existsSync(file)) {
    fs.utimesSync(file, time, time)
    await discardUpload(upload)
  } else {
    fs.renameSync(upload.temp, file)
    fs.utimesSync(file, time, time)
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

/**
 * How long a stored image that no post names is kept, counted from its latest upload: long enough
 * for a post being written, and for a draft left on the device over a weekend (docs/product.md §5.1).
 */
export const UNUSED_UPLOAD_GRACE_MS = 7 * 24 * 3600_000
/** A running server sweeps this often, and once as it starts. */
export const UPLOAD_SWEEP_INTERVAL_MS = 3600_000

const NAMED_IN_TEXT = new RegExp(`${UPLOAD_URL_PREFIX}([0-9a-f]{32}\\.(?:jpg|png|gif|webp))`, 'g')

/**
 * The stored images some post or article names (its images, cover or article HTML; one its author deleted names
 * none), and the avatars accounts wear.
 */
function namedUploads(db: DB): Set<string> {
  const like = `%${UPLOAD_URL_PREFIX}%`
  const rows = db
    .prepare(
      'SELECT images, body, cover FROM dynamics WHERE status <> -1 AND (images LIKE ? OR body LIKE ? OR cover LIKE ?)',
    )
    .all(like, like, like) as { images: string; body: string; cover: string }[]
  // An account's avatar is named by the account as long as it wears it (docs/product.md §4.15).
  const avatars = db.prepare('SELECT avatar AS images FROM accounts WHERE avatar LIKE ?').all(like) as {
    images: string
  }[]
  const names = new Set<string>()
  for (const row of [...rows, ...avatars.map(({ images }) => ({ images, body: '', cover: '' }))]) {
    for (const text of [row.images, row.body, row.cover]) {
      for (const match of text.matchAll(NAMED_IN_TEXT)) names.add(match[1])
    }
  }
  return names
}

/**
 * Removes the stored images no post names and the temporary files of abandoned uploads, each once
 * its time is more than the grace period before `now`. Synchronous on purpose: a publish (also
 * synchronous) then sees an image either kept or gone, never removed after it was checked.
 * Answers the names removed.
 */
export function sweepUploads(db: DB, dir: string, now: number): string[] {
  if (!fs.existsSync(dir)) return []
  const named = namedUploads(db)
  const removed: string[] = []
  for (const name of fs.readdirSync(dir)) {
    const unused = NAME.test(name) ? !named.has(name) : name.startsWith(TEMP_PREFIX)
    if (!unused) continue
    const file = path.join(dir, name)
    if (now - fs.statSync(file).mtimeMs <= UNUSED_UPLOAD_GRACE_MS) continue
    fs.rmSync(file, { force: true })
    removed.push(name)
  }
  return removed
}
