/** The back-press outcomes of docs/product.md §2.7; the caller talks to the native app or the router. */
export type BackAction =
  { kind: 'nativeBackReload'; refresh: true } | { kind: 'emitLeftHandle' } | { kind: 'close' } | { kind: 'back' }

export interface BackContext {
  /** The current page's analytics page code (route table). */
  pageCode: string
  /** Pages in this web view's stack, the current one included. */
  stackDepth: number
}

export const BACK_PAGE_CODES = {
  commentDetail: 'comment-detail',
  addStock: 'add-stock',
  communityHome: 'community-home',
} as const

/**
 * What the back button does, by the four rules of docs/product.md §2.7 in their order: comment detail asks the
 * native app to go back and reload the previous page; add-stock hands back to its opener through
 * the left-handle event; the first page (or community home, which is an entry of its own) closes
 * the web view; anything else goes back one page.
 */
export function decideBack(ctx: BackContext): BackAction {
  if (ctx.pageCode === BACK_PAGE_CODES.commentDetail) return { kind: 'nativeBackReload', refresh: true }
  if (ctx.pageCode === BACK_PAGE_CODES.addStock) return { kind: 'emitLeftHandle' }
  if (ctx.stackDepth <= 1 || ctx.pageCode === BACK_PAGE_CODES.communityHome) return { kind: 'close' }
  return { kind: 'back' }
}
