/** A 2D canvas ready to draw on, whichever target made it (an HTML canvas, or a mini-program canvas type="2d"). */
export interface ChartSurface {
  context: CanvasRenderingContext2D
  /** CSS pixels. */
  width: number
  height: number
  pixelRatio: number
  /** Mini-program canvases make their own images and animation frames. */
  createImage?: () => HTMLImageElement
  requestAnimationFrame?: (callback: () => void) => number
  cancelAnimationFrame?: (id: number) => void
}

export interface CanvasSurfaceProps {
  /** Unique on the page: the mini-program finds its canvas node by it. */
  id: string
  height: number
  testId?: string
  onReady: (surface: ChartSurface) => void
}
