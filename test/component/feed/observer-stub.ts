/**
 * jsdom has no IntersectionObserver; Taro's H5 Image uses one for lazyLoad. A stub that never
 * reports keeps the cards' images unloaded in tests, which is all the tests need.
 */
class SilentIntersectionObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return []
  }
}

const scope = globalThis as { IntersectionObserver?: unknown }
scope.IntersectionObserver ??= SilentIntersectionObserver

export {}
