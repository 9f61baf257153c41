/**
 * The seam to the third-party campaign-popup library (docs/product.md §4.10). Its rules are not ours; we only
 * decide the variant by screen width and pause it while the page is hidden.
 */
import { POPUP } from '@/config/constants'

export type PopupVariant = 'web' | 'mobile'

export interface PopupAdapter {
  start(options: { variant: PopupVariant; pageName: string }): void
  pause(): void
  resume(): void
  stop(): void
}

/** Wider than the threshold is the web variant; at or below it, the mobile one. */
export function popupVariant(screenWidth: number): PopupVariant {
  return screenWidth > POPUP.screenWidthThreshold ? 'web' : 'mobile'
}

/** The default: no library, no popups. */
export const noopPopupAdapter: PopupAdapter = {
  start: () => undefined,
  pause: () => undefined,
  resume: () => undefined,
  stop: () => undefined,
}

let current: PopupAdapter = noopPopupAdapter

/** Start-up installs the real library's adapter where it is available. */
export function setPopupAdapter(adapter: PopupAdapter): void {
  current = adapter
}

export function getPopupAdapter(): PopupAdapter {
  return current
}
