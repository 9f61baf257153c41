/**
 * A reader's place in a feed as a card and its height on the screen, pure (docs/product.md §4.21). A scroll position
 * alone names a different card once the room above it changes: the cards a segment had still to draw stood in
 * estimated room (150 px each, real cards are taller) when the reader left, and a tab coming back draws them whole.
 * The card does not move with that room, so a tab comes back by its card.
 */

/** The card at the top of the screen: its place in the feed and how far its top is from the viewport's top. */
export interface PlaceAnchor {
  index: number
  offset: number
}

/** A drawn card: its place in the feed and its edges, from the viewport's top. */
export interface CardBox {
  index: number
  top: number
  bottom: number
}

/** The topmost card still on the screen (its bottom below the viewport's top); null when none is. */
export function anchorOf(cards: Iterable<CardBox>): PlaceAnchor | null {
  let best: CardBox | null = null
  for (const card of cards) {
    if (card.bottom > 0 && (best === null || card.top < best.top)) best = card
  }
  return best && { index: best.index, offset: best.top }
}

/** The scroll position that puts the anchor's card back at its height, given where the card stands now. */
export function anchoredScrollTop(scrollTop: number, anchor: PlaceAnchor, cardTop: number): number {
  return scrollTop + cardTop - anchor.offset
}
