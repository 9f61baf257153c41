/**
 * Escapes angle brackets so user text cannot open a tag when a page renders it as rich text
 * (docs/product.md §5.2). Only < and > are touched: ampersands stay literal because stored text carries
 * numeric emoji entities that must survive (see types/emoji-entities.ts).
 */
export function escapeAngleBrackets(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
