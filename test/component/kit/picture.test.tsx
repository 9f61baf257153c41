import { fireEvent, render, screen } from '@testing-library/react'
import { Picture } from '@/components/kit'

/**
 * A picture that cannot be drawn becomes the designed placeholder in the same box (docs/product.md §8.5), never the
 * browser's broken-image sign.
 */
describe('Picture', () => {
  it('draws the image while it loads, and the placeholder in its box once it fails', () => {
    const { container } = render(<Picture className="feed-card__avatar" src="https://img.example/a.png" />)
    expect(screen.queryByTestId('image-placeholder')).toBeNull()
    // Taro's image element reports its <img>'s failure as its own error event.
    const img = container.querySelector('taro-image-core')
    expect(img?.getAttribute('src')).toBe('https://img.example/a.png')
    fireEvent(img!, new Event('error'))
    const placeholder = screen.getByTestId('image-placeholder')
    // The same class: the same size and shape (a round avatar stays round).
    expect(placeholder.className).toContain('feed-card__avatar')
    expect(placeholder.className).toContain('kit-picture--placeholder')
    expect(container.querySelector('taro-image-core')).toBeNull()
  })

  it('an image with no address is the placeholder at once', () => {
    render(<Picture className="topic-row__cover" src="" />)
    expect(screen.getByTestId('image-placeholder')).toBeTruthy()
  })

  it('a new address is tried again', () => {
    const { container, rerender } = render(<Picture src="https://img.example/a.png" />)
    fireEvent(container.querySelector('taro-image-core')!, new Event('error'))
    expect(screen.getByTestId('image-placeholder')).toBeTruthy()
    rerender(<Picture src="https://img.example/b.png" />)
    expect(screen.queryByTestId('image-placeholder')).toBeNull()
    expect(container.querySelector('taro-image-core')).not.toBeNull()
  })
})
