/**
 * Avatars and covers are drawn on request from their number, so the seed stores only a path
 * and no image host outside this machine is needed.
 */
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

function hash(n: number): number {
  let h = (n * 2654435761) >>> 0
  h ^= h >>> 13
  return h >>> 0
}

export function avatarPath(n: number): string {
  return `/static-avatars/${n}.svg`
}

export function coverPath(n: number): string {
  return `/static-covers/${n}.svg`
}

export function avatarSvg(n: number): string {
  const h = hash(n)
  const bg = PALETTE[h % PALETTE.length]
  const fg = PALETTE[(h >>> 8) % PALETTE.length] === bg ? '#ffffff' : PALETTE[(h >>> 8) % PALETTE.length]
  // A face-like pair of shapes keeps avatars distinguishable at 32 px without any text rendering.
  const eye = 8 + ((h >>> 16) % 5)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${bg}"/>` +
    `<circle cx="48" cy="40" r="20" fill="#ffffff" opacity="0.9"/>` +
    `<circle cx="40" cy="38" r="${eye / 3}" fill="${fg}"/><circle cx="56" cy="38" r="${eye / 3}" fill="${fg}"/>` +
    `<path d="M20 86 C28 64 68 64 76 86 Z" fill="#ffffff" opacity="0.9"/></svg>`
  )
}

export function coverSvg(n: number): string {
  const h = hash(n + 7919)
  const a = PALETTE[h % PALETTE.length]
  const b = PALETTE[(h >>> 8) % PALETTE.length]
  const bars = Array.from({ length: 8 }, (_, i) => {
    const height = 20 + ((h >>> (i * 3)) % 80)
    return `<rect x="${20 + i * 34}" y="${160 - height}" width="22" height="${height}" fill="#ffffff" opacity="0.5"/>`
  }).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/>` +
    `<stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="320" height="180" fill="url(#g)"/>${bars}</svg>`
  )
}
