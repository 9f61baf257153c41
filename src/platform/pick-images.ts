/**
 * Picking photos for a post. The implementation is chosen per target by Taro's file suffixes
 * (pick-images-impl.weapp.ts in the mini-program), which it resolves for relative imports: the
 * composer imports this module by its own path, so the picker loads with the composer's pages.
 */
export { pickImages } from './pick-images-impl'
