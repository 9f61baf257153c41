/** What the visual viewport (the part of the page on screen) tells of the software keyboard. */
export interface VisualViewportFacts {
  height: number
  offsetTop: number
}

/**
 * How many CSS pixels at the bottom of the layout viewport the software keyboard covers. iOS WebKit opens the
 * keyboard over the page: the visual viewport shrinks (and may scroll) while the layout viewport, where fixed
 * bars sit, stays as it was, so a bar at bottom: 0 ends up under the keyboard. A pinch zoom shrinks the visual
 * viewport too; under a pixel of difference is rounding, not a keyboard.
 */
export function keyboardCover(layoutHeight: number, visual: VisualViewportFacts): number {
  const covered = Math.round(layoutHeight - visual.height - visual.offsetTop)
  return Number.isFinite(covered) && covered > 1 ? covered : 0
}
