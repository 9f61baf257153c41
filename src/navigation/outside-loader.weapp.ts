/**
 * The mini-program loads no code at run time: the outside-link rules are part of the package. It never asks about
 * a link (it copies what it cannot show, docs/product.md §2.6), so it has no ask sheet.
 */
import * as outside from './outside-open'

export async function loadOutside(): Promise<typeof outside> {
  return outside
}
