import { anchorOf, anchoredScrollTop } from '@/components/feed/place-anchor'

describe("a tab's kept place, by its card (docs/product.md §4.21)", () => {
  it('notes the topmost card still on the screen, with how far its top is above the screen', () => {
    const cards = [
      { index: 20, top: -420, bottom: -220 },
      { index: 21, top: -220, bottom: -20 },
      { index: 22, top: -20, bottom: 180 },
      { index: 23, top: 180, bottom: 380 },
    ]
    expect(anchorOf(cards)).toEqual({ index: 22, offset: -20 })
  })

  it('reads the cards by where they stand, not by their order in the page', () => {
    // The mini-program's recycled places lay segments out by flex order, not document order.
    const cards = [
      { index: 33, top: 500, bottom: 700 },
      { index: 30, top: 10, bottom: 210 },
      { index: 31, top: 210, bottom: 410 },
    ]
    expect(anchorOf(cards)).toEqual({ index: 30, offset: 10 })
  })

  it('notes nothing when no card is on the screen', () => {
    expect(anchorOf([])).toBeNull()
    expect(anchorOf([{ index: 0, top: -300, bottom: 0 }])).toBeNull()
  })

  it('comes back to the card, not to the old scroll position, when the room above it changed', () => {
    const anchor = { index: 22, offset: -20 }
    // Left at 4134 with the card 20 px above the screen; drawn again, the cards above it are 430 px taller in all.
    expect(anchoredScrollTop(4134, anchor, 410)).toBe(4564)
    expect(anchoredScrollTop(4564, anchor, -20)).toBe(4564)
    // Room above that shrank moves the page up as much.
    expect(anchoredScrollTop(4134, anchor, -120)).toBe(4034)
  })
})
