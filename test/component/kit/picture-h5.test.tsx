import { fireEvent, render, screen } from '@testing-library/react'
import { Picture } from '@/components/kit/Picture.h5'

/** A stand-in for the browser's IntersectionObserver: the test says when a picture comes near the screen. */
class FakeObserver {
  static made: FakeObserver[] = []
  readonly watched = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.made.push(this)
  }
  observe(target: Element) {
    this.watched.add(target)
  }
  unobserve(target: Element) {
    this.watched.delete(target)
  }
  disconnect() {
    this.watched.clear()
  }
  near(target: Element, isIntersecting = true) {
    const entry = { target, isIntersecting } as unknown as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

/** Runs the tasks posted so far, not those they post: Jest's DOM has no MessageChannel, so lib/idle posts by timer. */
const nextTask = () => jest.runOnlyPendingTimers()

/** A scroller the test moves: each move is one scroll event, `afterMs` after the last (fake timers). */
function scrollerMovedBy() {
  const scroller = document.createElement('div')
  document.body.append(scroller)
  return (top: number, afterMs: number) => {
    jest.advanceTimersByTime(afterMs)
    scroller.scrollTop = top
    scroller.dispatchEvent(new Event('scroll'))
  }
}

describe('Picture on H5', () => {
  // The one observer is made for the first lazy picture and kept for all: the tests share it.
  beforeEach(() => {
    ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver
  })
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
  })

  it('gives lazy pictures their address once near the screen, through one observer that then lets each go', () => {
    const { container } = render(
      <>
        <Picture className="feed-card__avatar" src="https://img.example/a.png" mode="aspectFill" lazyLoad />
        <Picture className="feed-card__image" src="https://img.example/b.png" mode="aspectFill" lazyLoad />
      </>,
    )
    const [first, second] = Array.from(container.querySelectorAll('img'))
    expect(first.getAttribute('src')).toBeNull()
    expect(FakeObserver.made).toHaveLength(1)
    const [observer] = FakeObserver.made
    expect([...observer.watched]).toEqual([first, second])
    observer.near(first)
    expect(first.getAttribute('src')).toBe('https://img.example/a.png')
    expect(second.getAttribute('src')).toBeNull()
    expect([...observer.watched]).toEqual([second])
  })

  it('lays out as Taro’s Image does (its box, its attributes and mode classes) and stops waiting when taken off the page', () => {
    const { container, unmount } = render(
      <Picture
        className="article-cover"
        src="https://img.example/c.png"
        mode="widthFix"
        lazyLoad
        data-testid="album-image"
        aria-label="封面"
      />,
    )
    // Its own attributes go on its box, as Taro's Image put them: a test or a screen reader finds them there.
    expect(screen.getByTestId('album-image')).toBe(container.firstElementChild)
    expect(container.firstElementChild?.getAttribute('aria-label')).toBe('封面')
    expect(container.firstElementChild?.className).toBe('taro-img taro-img__widthfix article-cover')
    expect(container.querySelector('img')?.className).toBe('taro-img__mode-widthfix')
    unmount()
    expect(FakeObserver.made[0].watched.size).toBe(0)
  })

  it('loads a picture that is not lazy at once, and shows the placeholder in its box when it fails, until a new address', () => {
    const { container, rerender } = render(<Picture className="topic-row__cover" src="https://img.example/d.png" />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe('https://img.example/d.png')
    expect(FakeObserver.made.some((observer) => observer.watched.has(img))).toBe(false)
    fireEvent.error(img)
    expect(screen.getByTestId('image-placeholder').className).toContain('topic-row__cover')
    rerender(<Picture className="topic-row__cover" src="https://img.example/e.png" />)
    expect(screen.queryByTestId('image-placeholder')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.example/e.png')
  })

  describe('while the reader flings', () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    function pictures(count: number) {
      const { container } = render(
        <>
          {Array.from({ length: count }, (_, i) => (
            <Picture key={i} className="feed-card__image" src={`https://img.example/${i}.png`} lazyLoad />
          ))}
        </>,
      )
      const [observer] = FakeObserver.made
      return { observer, pictures: Array.from(container.querySelectorAll('img')) }
    }
    const given = (images: HTMLImageElement[]) => images.filter((img) => img.hasAttribute('src')).length

    /** A page at rest for a second, then a screen in 16 ms (far past two screens a second); returns its mover. */
    function fling() {
      const moveTo = scrollerMovedBy()
      moveTo(0, 1000)
      moveTo(innerHeight, 16)
      return moveTo
    }

    /** One picture that came near during a fling. */
    function heldInFling(): HTMLImageElement {
      const {
        observer,
        pictures: [picture],
      } = pictures(1)
      fling()
      observer.near(picture)
      return picture
    }

    it('holds the pictures that come near, and gives those still near their address after the page slows', () => {
      const { observer, pictures: all } = pictures(5)
      const [passed, ...kept] = all
      const moveTo = fling()
      for (const picture of all) observer.near(picture)
      observer.near(passed, false)
      expect(given(all)).toBe(0)
      // Two pixels in 16 ms: a reader looking. Not in the scroll event itself, whose frame is still to draw.
      moveTo(innerHeight + 2, 16)
      expect(given(all)).toBe(0)
      // Then a few per task, each starting a request and a decode.
      nextTask()
      expect(given(kept)).toBe(3)
      nextTask()
      expect(given(kept)).toBe(4)
      expect(kept[3].getAttribute('src')).toBe('https://img.example/4.png')
      expect(passed.getAttribute('src')).toBeNull()
      expect(observer.watched.has(passed)).toBe(true)
      expect(kept.some((img) => observer.watched.has(img))).toBe(false)
    })

    it('gives them their address when the fling stops, with no slower scroll after it', () => {
      const picture = heldInFling()
      jest.advanceTimersByTime(100)
      expect(picture.getAttribute('src')).toBeNull()
      jest.advanceTimersByTime(20)
      expect(picture.getAttribute('src')).toBeNull()
      nextTask()
      expect(picture.getAttribute('src')).toBe('https://img.example/0.png')
    })

    it('keeps them waiting when another scroller moves during the fling', () => {
      const picture = heldInFling()
      scrollerMovedBy()(40, 16)
      nextTask()
      expect(picture.getAttribute('src')).toBeNull()
      jest.advanceTimersByTime(120)
      nextTask()
      expect(picture.getAttribute('src')).toBe('https://img.example/0.png')
    })

    it('loads at once after a jump: one scroll event tells no speed', () => {
      const {
        observer,
        pictures: [, second],
      } = pictures(2)
      const moveTo = scrollerMovedBy()
      moveTo(5000, 1000)
      observer.near(second)
      expect(second.getAttribute('src')).toBe('https://img.example/1.png')
    })
  })

  it('loads at once where the browser has no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
    const { container } = render(<Picture src="https://img.example/f.png" lazyLoad />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.example/f.png')
  })
})
