/**
 * H5's lazy pictures: one IntersectionObserver for all of them, which gives a picture its address when it comes near
 * the screen and then lets it go. Taro's Image kept an observer per picture for as long as it was drawn, drew itself
 * again when it came into view, and read the picture's size in its load handler, which made the browser lay the page
 * out there and then: in a long feed scrolled fast on a slow phone, the feed's pictures were a quarter of the main
 * thread's work (docs/product.md §2.9).
 */

/** How near the screen a picture is given its address: Taro's Image's margin. */
const NEAR = '300px 0px'

let shared: IntersectionObserver | null = null

function observer(): IntersectionObserver {
  shared ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const picture = entry.target as HTMLImageElement
        self.unobserve(picture)
        const address = picture.dataset.src
        if (address) picture.src = address
      }
    },
    { rootMargin: NEAR },
  )
  return shared
}

/** Gives `picture` its `data-src` address once it is near the screen; returns what stops the wait. */
export function loadWhenNear(picture: HTMLImageElement): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    picture.src = picture.dataset.src ?? ''
    return () => undefined
  }
  const watching = observer()
  watching.observe(picture)
  return () => watching.unobserve(picture)
}
