/** Where the custom navigation bar sits: status area, bar height, room left for the wx capsule. */
export interface NavBarLayout {
  /** A CSS length: '20px', or env(safe-area-inset-top) on H5. */
  statusBar: string
  barHeight: number
  /** Space kept free on the right for the mini-program capsule buttons. */
  sidePaddingRight: number
}

export interface CapsuleFacts {
  statusBarHeight: number
  windowWidth: number
  capsule: { top: number; height: number; left: number } | null
}

const FALLBACK_BAR_HEIGHT = 44

/**
 * Mini-program: the bar is centred on the capsule, with the same gap above and below it, and its
 * right side leaves the capsule free. Missing facts fall back to a plain 44 px bar.
 */
export function capsuleLayout({ statusBarHeight, windowWidth, capsule }: CapsuleFacts): NavBarLayout {
  const status = Number.isFinite(statusBarHeight) && statusBarHeight > 0 ? statusBarHeight : 0
  if (!capsule || !(capsule.height > 0) || capsule.top < status) {
    return { statusBar: `${status}px`, barHeight: FALLBACK_BAR_HEIGHT, sidePaddingRight: 0 }
  }
  const gap = capsule.top - status
  return {
    statusBar: `${status}px`,
    barHeight: capsule.height + gap * 2,
    sidePaddingRight: windowWidth > capsule.left ? windowWidth - capsule.left : 0,
  }
}
