/** What the show-role poster shows, and how it is painted on any 2D canvas context (browser or WeChat). */
import qrcode from 'qrcode-generator'
import { COLORS } from '@/config/constants'

export interface PosterSpec {
  title: string
  /** The badge's emoji icon and name. */
  badgeIcon: string
  badgeName: string
  nickName: string
  /** A line under the badge, e.g. the benefit it brings. */
  caption: string
  /** Where the poster leads: as a QR code, and printed as text for those without a reader. */
  link: string
  linkLabel: string
}

export const POSTER_SIZE = { width: 600, height: 1000 } as const
const QR = { size: 200, top: 570 } as const

/** The members both canvases share. */
export interface PosterContext {
  fillStyle: unknown
  font: string
  textAlign: string
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number, maxWidth?: number): void
}

/** The link's QR code as dark squares, centred at the top given; medium error correction survives a photo of it. */
function paintQr(ctx: PosterContext, link: string, centre: number): void {
  const code = qrcode(0, 'M')
  code.addData(link)
  code.make()
  const count = code.getModuleCount()
  const cell = Math.floor(QR.size / count)
  const left = Math.round(centre - (cell * count) / 2)
  ctx.fillStyle = COLORS.lightText
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.isDark(row, col)) ctx.fillRect(left + col * cell, QR.top + row * cell, cell, cell)
    }
  }
}

/** Breaks a long address into lines of at most `size` characters. */
function chunks(text: string, size: number): string[] {
  const lines: string[] = []
  for (let i = 0; i < text.length; i += size) lines.push(text.slice(i, i + size))
  return lines
}

export function paintPoster(ctx: PosterContext, poster: PosterSpec): void {
  const { width, height } = POSTER_SIZE
  const centre = width / 2
  ctx.fillStyle = COLORS.red
  ctx.fillRect(0, 0, width, height)
  ctx.fillStyle = COLORS.lightBackground
  ctx.fillRect(40, 160, width - 80, height - 220)
  ctx.textAlign = 'center'
  ctx.font = 'bold 44px sans-serif'
  ctx.fillText(poster.title, centre, 100, width - 80)
  ctx.fillStyle = COLORS.lightText
  ctx.font = '120px sans-serif'
  ctx.fillText(poster.badgeIcon, centre, 340)
  ctx.font = 'bold 40px sans-serif'
  ctx.fillText(poster.badgeName, centre, 420, width - 120)
  ctx.font = '28px sans-serif'
  ctx.fillText(poster.nickName, centre, 470, width - 120)
  ctx.fillStyle = COLORS.neutral
  ctx.font = '24px sans-serif'
  ctx.fillText(poster.caption, centre, 530, width - 120)
  paintQr(ctx, poster.link, centre)
  ctx.fillStyle = COLORS.primary
  ctx.font = '22px sans-serif'
  ctx.fillText(poster.linkLabel, centre, QR.top + QR.size + 50)
  chunks(poster.link, 40).forEach((line, i) => ctx.fillText(line, centre, QR.top + QR.size + 86 + i * 30, width - 120))
}
