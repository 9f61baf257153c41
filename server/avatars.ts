/**
 * Avatars and covers are drawn on request from their number, so the seed stores only a path and no image host
 * outside this machine is needed. They are JPEG, as the broker's photos are, not SVG: a browser decodes a JPEG off
 * the page's main thread, while an SVG picture is a document the page lays out and paints on its main thread each
 * time it is drawn (docs/product.md §2.9: SVG covers were what left a fast fling's screen blank).
 */
import { encode } from 'jpeg-js'

const PALETTE = [
  '#002fa7',
  '#f7332d',
  '#2677ff',
  '#ff9f1a',
  '#12b886',
  '#7950f2',
  '#e64980',
  '#0c8599',
  '#5c940d',
  '#d9480f',
]

/** Distinct pictures of each kind: a number picks one, so each is encoded once and the cache stays this small. */
const VARIANTS = 64
const JPEG_QUALITY = 80
const WHITE: Rgb = [255, 255, 255]

type Rgb = readonly [number, number, number]

function hash(n: number): number {
  let h = (n * 2654435761) >>> 0
  h ^= h >>> 13
  return h >>> 0
}

function rgbOf(hex: string): Rgb {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16)
  return [channel(1), channel(3), channel(5)]
}

const paletteColour = (bits: number): Rgb => rgbOf(PALETTE[bits % PALETTE.length])

export function avatarPath(n: number): string {
  return `/static-avatars/${n}.jpg`
}

export function coverPath(n: number): string {
  return `/static-covers/${n}.jpg`
}

/** RGBA pixels to draw into, then encoded as a JPEG. */
class Pixels {
  private readonly data: Buffer
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 4, 255)
  }

  /** Paints `colour` over the pixels where `inside` holds, at `opacity`. */
  paint(colour: Rgb | ((x: number, y: number) => Rgb), inside: (x: number, y: number) => boolean, opacity = 1): void {
    for (let y = 0; y < this.height; y += 1)
      for (let x = 0; x < this.width; x += 1) {
        if (!inside(x, y)) continue
        const rgb = typeof colour === 'function' ? colour(x, y) : colour
        const at = (y * this.width + x) * 4
        for (let c = 0; c < 3; c += 1)
          this.data[at + c] = Math.round(this.data[at + c] * (1 - opacity) + rgb[c] * opacity)
      }
  }

  toJpeg(): Buffer {
    return encode({ data: this.data, width: this.width, height: this.height }, JPEG_QUALITY).data
  }
}

const within =
  (cx: number, cy: number, rx: number, ry = rx) =>
  (x: number, y: number) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1

/** A face-like pair of shapes on a colour, so avatars tell apart at 32 px; the app rounds them. */
function drawAvatar(variant: number): Buffer {
  const h = hash(variant)
  const background = paletteColour(h)
  const eyes = paletteColour(h >>> 8).join() === background.join() ? WHITE : paletteColour(h >>> 8)
  const eye = (8 + ((h >>> 16) % 5)) / 3
  const pixels = new Pixels(96, 96)
  pixels.paint(background, () => true)
  pixels.paint(WHITE, within(48, 40, 20), 0.9)
  pixels.paint(eyes, (x, y) => within(40, 38, eye)(x, y) || within(56, 38, eye)(x, y))
  pixels.paint(WHITE, (x, y) => y <= 86 && within(48, 86, 28, 22)(x, y), 0.9)
  return pixels.toJpeg()
}

/** A diagonal blend of two colours under eight pale bars: a chart-like cover, 16:9. */
function drawCover(variant: number): Buffer {
  const h = hash(variant + 7919)
  const [from, to] = [paletteColour(h), paletteColour(h >>> 8)]
  const pixels = new Pixels(320, 180)
  const blend = (x: number, y: number): Rgb => {
    const t = (x / 320 + y / 180) / 2
    const mix = (c: number) => from[c] * (1 - t) + to[c] * t
    return [mix(0), mix(1), mix(2)]
  }
  pixels.paint(blend, () => true)
  const barTop = (bar: number) => 160 - (20 + ((h >>> (bar * 3)) % 80))
  pixels.paint(
    WHITE,
    (x, y) => {
      const bar = Math.floor((x - 20) / 34)
      return x >= 20 && bar < 8 && (x - 20) % 34 < 22 && y >= barTop(bar) && y < 160
    },
    0.5,
  )
  return pixels.toJpeg()
}

function drawnOnce(draw: (variant: number) => Buffer): (n: number) => Buffer {
  const drawn = new Map<number, Buffer>()
  return (n) => {
    const variant = hash(n) % VARIANTS
    const jpeg = drawn.get(variant) ?? draw(variant)
    drawn.set(variant, jpeg)
    return jpeg
  }
}

export const avatarJpeg = drawnOnce(drawAvatar)
export const coverJpeg = drawnOnce(drawCover)
