/**
 * Live freshness (docs/product.md §4.20): which items are new in the feeds a reader has open, asked (catch-up,
 * polling) or pushed as they are written. Routes and the writers import from here.
 */
export { freshSince } from './fresh'
export { FreshHub, freshHub, type FreshReader } from './hub'
export { feedFilter, feedList } from './feeds'
