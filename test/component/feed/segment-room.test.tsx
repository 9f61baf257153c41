import './observer-stub'
import { act, cleanup, render } from '@testing-library/react'
import { ESTIMATED_CARD_HEIGHT_PX } from '@/components/feed'
import { FeedSegment, type FeedSegmentProps } from '@/components/feed/FeedSegment'
import { StoreProvider, type RootStore } from '@/stores'
import { dynamic, makeStores, setupPlatform } from '../pages/follow/page-harness'

// H5 draws a segment's cards a few at a time; the default module (Jest, the mini-program) draws them all at once.
jest.mock('@/hooks/useProgressiveCount', () => jest.requireActual('@/hooks/useProgressiveCount.h5'))
// The task after a render is a posted message in a browser; here a timer, so the fake clock orders it.
jest.mock('@/lib/idle', () => ({
  ...jest.requireActual('@/lib/idle'),
  inNextTask: (run: () => void) => void setTimeout(run, 0),
}))

let stores: RootStore

beforeEach(() => {
  jest.useFakeTimers()
  setupPlatform()
  stores = makeStores(true)
})

afterEach(() => {
  cleanup()
  // The frame after the last step lets go of the steps counted for it, as the browser would.
  act(() => void jest.advanceTimersByTime(16))
  jest.useRealTimers()
})

/** What the page's layout held each time it was read: the number of cards the segment had then. */
let laidOut: number[] = []
let layoutReads: jest.SpyInstance | undefined

beforeEach(() => {
  laidOut = []
  const read = Element.prototype.getBoundingClientRect
  layoutReads = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.id === 'seg-1') laidOut.push(this.querySelectorAll('[data-testid="feed-card"]').length)
    return read.call(this)
  })
})

afterEach(() => layoutReads?.mockRestore())

/** Runs the timers until `count` cards are drawn: a step comes after a frame's timers at most, so a few suffice. */
function drawUntil(cards: () => Element[], count: number): void {
  for (let timers = 0; timers < 10 && cards().length < count; timers += 1)
    act(() => void jest.advanceTimersToNextTimer())
}

function renderSegment(over: Partial<FeedSegmentProps>) {
  const items = Array.from({ length: 10 }, (_, i) => dynamic(String(i + 1)))
  const entities = items.map((item) => stores.dynamics.get(stores.dynamics.ingest(item))!)
  const view = render(
    <StoreProvider store={stores}>
      <FeedSegment
        domId="seg-1"
        index={1}
        firstItem={10}
        items={entities}
        actions={{ open: () => undefined, like: () => undefined }}
        onMeasure={() => undefined}
        {...over}
      />
    </StoreProvider>,
  )
  const segment = view.container.querySelector<HTMLElement>('#seg-1')!
  const pending = () => segment.querySelector<HTMLElement>('.feed-segment__pending')
  return { segment, pending, cards: () => [...segment.querySelectorAll('[data-testid="feed-card"]')] }
}

describe('a feed segment drawing its cards (docs/product.md §4.21)', () => {
  it('never drawn before: keeps estimated room for the cards still to draw', () => {
    const { segment, pending, cards } = renderSegment({})
    expect(cards()).toHaveLength(3)
    expect(pending()?.style.height).toBe(`${7 * ESTIMATED_CARD_HEIGHT_PX}px`)
    expect(segment.style.minHeight).toBe('')
  })

  it('drawn before: stands at its measured height from its first frame, and lets it go once whole', () => {
    const { segment, pending, cards } = renderSegment({ knownHeight: 2019 })
    expect(cards()).toHaveLength(3)
    expect(segment.style.minHeight).toBe('2019px')
    expect(pending()?.style.height).toBe('0px')
    // At most two steps between frames: frame after frame.
    for (let step = 0; step < 3; step += 1) act(() => void jest.advanceTimersByTime(16))
    expect(cards()).toHaveLength(10)
    expect(pending()).toBeNull()
    expect(segment.style.minHeight).toBe('')
  })

  it('while the reader scrolls, lays out the cards each step drew in the next task, not in the step’s own', () => {
    const { cards } = renderSegment({})
    expect(cards()).toHaveLength(3)
    expect(laidOut).toEqual([])
    act(() => void jest.advanceTimersToNextTimer())
    expect(laidOut).toEqual([3])
    // Each step (at most two between frames) is laid out in the task after it, with its cards in place.
    for (const drawn of [6, 9, 10]) {
      drawUntil(cards, drawn)
      expect(cards()).toHaveLength(drawn)
      expect(laidOut.at(-1)).toBeLessThan(drawn)
      act(() => void jest.advanceTimersToNextTimer())
      expect(laidOut.at(-1)).toBe(drawn)
    }
  })

  it('at the start of the page, leaves the layout of the cards it draws to the frame', () => {
    // The first page's second segment: drawn step by step, with the page.
    const { cards } = renderSegment({ index: 1, withPageStart: true })
    expect(cards()).toHaveLength(3)
    expect(laidOut).toEqual([])
    drawUntil(cards, 10)
    expect(cards()).toHaveLength(10)
    // No read while it was drawing (at most its own measure, in a frame, once whole).
    expect(laidOut.filter((count) => count < 10)).toEqual([])
  })

  it('numbers its cards by their place in the whole feed', () => {
    const { cards } = renderSegment({ atOnce: true })
    expect(cards().map((card) => card.getAttribute('data-feed-index'))).toEqual(
      Array.from({ length: 10 }, (_, i) => String(10 + i)),
    )
  })
})
