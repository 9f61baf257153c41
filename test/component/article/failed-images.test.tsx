/**
 * A picture inside an article's own HTML that fails to load (offline, gone) becomes the placeholder tile instead of
 * the browser's broken-image sign (docs/product.md §8.5): H5 writes the HTML into a plain element (ArticleHtml.h5).
 */
import { fireEvent, render } from '@testing-library/react'
import { ArticleHtml, FAILED_IMAGE_CLASS } from '@/components/article/ArticleHtml.h5'
import { StoreProvider } from '@/stores'
import { makeStores, setupPlatform } from './support'

it('marks a failed picture of the article for the placeholder tile and drops its alt', () => {
  setupPlatform()
  const { container } = render(
    <StoreProvider store={makeStores(false)}>
      <ArticleHtml
        html={'<p>正文</p><img src="https://img.example/gone.png" alt="图"><img src="https://img.example/ok.png">'}
      />
    </StoreProvider>,
  )
  const [gone, fine] = Array.from(container.querySelectorAll('img'))
  fireEvent.error(gone)
  expect(gone.classList.contains(FAILED_IMAGE_CLASS)).toBe(true)
  expect(gone.getAttribute('alt')).toBe('')
  expect(fine.classList.contains(FAILED_IMAGE_CLASS)).toBe(false)
})
