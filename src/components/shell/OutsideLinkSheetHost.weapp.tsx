/** The mini-program never asks about an outside link (it copies what it cannot show, docs/product.md §2.6). */
export function OutsideLinkSheetHost() {
  return null
}
