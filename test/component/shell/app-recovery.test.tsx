/**
 * AppRecovery over a page chunk that failed to load (docs/product.md §2.8), including one that failed while the
 * app was still starting, before the view had mounted: the router asks for the first page's chunk that early.
 */
import { act, render, screen } from '@testing-library/react'
import { AppRecovery } from '@/components/shell'

function chunkFails() {
  const error = Object.assign(new Error('Loading chunk 362 failed.'), { name: 'ChunkLoadError' })
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: error }))
}

/** An address that already carries the reload's time parameter: the view waits for a tap instead of reloading. */
function withReloadedAddress(run: () => void) {
  const location = window.location
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { href: 'http://localhost/community/community/condition/index?_t=1', replace: jest.fn() },
  })
  try {
    run()
  } finally {
    Object.defineProperty(window, 'location', { configurable: true, value: location })
  }
}

it('shows the chunk view for a chunk that failed before it mounted', () => {
  withReloadedAddress(() => {
    chunkFails()
    render(<AppRecovery />)
    expect(screen.getByTestId('chunk-timeout-view').getAttribute('data-waiting')).toBe('1')
  })
})

it('shows nothing while the pages load, and the chunk view for a chunk that fails once it is there', () => {
  withReloadedAddress(() => {
    render(<AppRecovery />)
    expect(screen.queryByTestId('app-recovery')).toBeNull()
    act(() => chunkFails())
    expect(screen.getByTestId('chunk-timeout-view').getAttribute('data-waiting')).toBe('1')
  })
})
