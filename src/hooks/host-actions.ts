/**
 * The few things a screen asks of the host directly: a toast, the share sheet, a page by address.
 * They go through the platform chosen at start-up, so no component asks where it runs.
 */
import { DURATIONS, TEXTS } from '@/config/constants'
import { loadOutside } from '@/navigation/outside-loader'
import { getPlatform } from '@/platform'

export function toast(message: string, durationMs: number = DURATIONS.toastMs): void {
  getPlatform().toast(message, durationMs)
}

export interface ShareCardData {
  title: string
  content: string
  shareUrl: string
  date: string
  imgUrl?: string
  cardParameters?: string
}

/**
 * The app's share sheet; outside the app there is none, so the person is told to open the app, and an app older
 * than the share minimum is told to upgrade instead of being handed a share it cannot do (docs/product.md §3.8).
 */
export async function shareCard(card: ShareCardData): Promise<boolean> {
  const platform = getPlatform()
  if (platform.kind !== 'native') {
    platform.toast(TEXTS.openInApp)
    return false
  }
  const tooOld = await (await loadOutside()).shareRefusal()
  if (tooOld) {
    platform.toast(tooOld)
    return false
  }
  return platform.share({
    title: card.title,
    content: card.content,
    summary: card.content,
    link: card.shareUrl,
    date: card.date,
    cover: card.imgUrl,
    cardParameters: card.cardParameters,
    contentType: 0,
  })
}
