/**
 * The show-role poster as an image the album or a download takes. Drawn per target (Taro's file
 * suffixes pick poster-impl.weapp.ts in the mini-program); the show-role store imports this module
 * by its own path, so the canvas code loads with that page only.
 */
export { drawPoster } from './poster-impl'
export type { PosterSpec } from './poster-paint'
