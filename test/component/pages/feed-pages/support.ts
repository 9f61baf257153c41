/** What the feed-page tests share: a states check run against each page with its loader mocked. */
import '../../feed/observer-stub'
import { act, fireEvent, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import type { Dynamic, Page } from '@shared/api'
import { deferred, dynamic, flush, makeStores, pageOf, renderPage, setRoute, wait } from '../follow/page-harness'

export type FeedLoader = jest.Mock<Promise<Page<Dynamic>>, [unknown]>

export const items = (from: number, n: number) => Array.from({ length: n }, (_, i) => dynamic(String(from + i)))

/**
 * loading (skeleton cards after the shell's delay), error with retry, empty, data and load more: the same four
 * states every feed page passes through its PageShell.
 */
export function describeFeedStates(name: string, path: string, Page: ComponentType, loader: () => FeedLoader) {
  describe(`${name}: page states`, () => {
    beforeEach(() => setRoute(path))

    it('shows skeleton cards, not a spinner, while the first page is on its way, then the cards', async () => {
      const first = deferred<Page<Dynamic>>()
      loader().mockReturnValueOnce(first.promise)
      await renderPage(Page, makeStores(false))
      await wait(250)
      const loading = screen.getByTestId('loading-view')
      expect(loading.getAttribute('aria-busy')).toBe('true')
      expect(within(loading).getAllByTestId('skeleton-card').length).toBeGreaterThan(0)
      expect(document.querySelector('.state-view__spinner')).toBeNull()
      await act(async () => first.resolve(pageOf(items(1, 3))))
      await flush()
      expect(screen.queryByTestId('loading-view')).toBeNull()
      expect(screen.getAllByTestId('feed-card')).toHaveLength(3)
    })

    it('shows the error view and loads again on retry', async () => {
      loader()
        .mockRejectedValueOnce(new Error('down'))
        .mockResolvedValueOnce(pageOf(items(1, 2)))
      await renderPage(Page, makeStores(false))
      expect(screen.getByTestId('error-view')).toBeTruthy()
      await act(async () => fireEvent.click(screen.getByTestId('error-view')))
      await flush()
      expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
    })

    it('shows the empty view when there is nothing', async () => {
      loader().mockResolvedValueOnce(pageOf([]))
      await renderPage(Page, makeStores(false))
      expect(screen.getByTestId('empty-view')).toBeTruthy()
    })

    it('loads the next page from the footer', async () => {
      loader()
        .mockResolvedValueOnce(pageOf(items(1, 20), true))
        .mockResolvedValueOnce(pageOf(items(21, 5), false, 2))
      await renderPage(Page, makeStores(true))
      expect(screen.getByTestId('feed-list').getAttribute('data-count')).toBe('20')
      await act(async () => fireEvent.click(screen.getByTestId('load-more')))
      await flush()
      expect(screen.getByTestId('feed-list').getAttribute('data-count')).toBe('25')
      expect(loader().mock.calls[1][0]).toMatchObject({ pageNum: 2, pageSize: 20 })
    })
  })
}
