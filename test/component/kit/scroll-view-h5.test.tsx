/**
 * The H5 adapter of Taro's HTML scroll view (docs/product.md §2.9). That component keeps only its own props;
 * the stand-in below does the same, so the test shows what the adapter adds.
 */
import { render, screen } from '@testing-library/react'
import { ScrollView } from '@/components/kit/ScrollView.h5'

jest.mock('@tarojs/components', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const react = require('react') as typeof import('react')
  return {
    ScrollView: react.forwardRef<HTMLDivElement, { className?: string; children?: React.ReactNode }>(
      function HtmlScrollView({ className, children }, ref) {
        return react.createElement('div', { ref, className }, children)
      },
    ),
  }
})

describe('ScrollView on H5', () => {
  it('puts data-*, aria-*, id and role on the scrolling element, and follows later renders', () => {
    const { container, rerender } = render(
      <ScrollView className="strip" scrollX data-testid="strip" data-current={0} aria-label="关注的人" id="s1">
        <span>内容</span>
      </ScrollView>,
    )
    const element = container.querySelector('.strip')
    expect(element).toBe(screen.getByTestId('strip'))
    expect(element?.getAttribute('data-current')).toBe('0')
    expect(element?.getAttribute('aria-label')).toBe('关注的人')
    expect(element?.id).toBe('s1')
    expect(element?.hasAttribute('scrollX')).toBe(false)

    rerender(
      <ScrollView className="strip" scrollX data-testid="strip" data-current={2}>
        <span>内容</span>
      </ScrollView>,
    )
    expect(element?.getAttribute('data-current')).toBe('2')
  })

  it('is at the child named by scrollIntoView before the first paint, and moves when another is named', () => {
    const rects: Record<string, number> = { feed: 100, a: 100, b: 900 }
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = rects[this.id || this.className] ?? 0
      return { top, left: 0, right: 0, bottom: top, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) }
    })
    const feed = (target: string) => (
      <ScrollView className="feed" scrollY scrollIntoView={target}>
        <div id="a" />
        <div id="b" />
      </ScrollView>
    )
    const { container, rerender } = render(feed('b'))
    const element = container.querySelector('.feed') as HTMLElement
    expect(element.scrollTop).toBe(800)
    rects.a = 100 - 800
    rects.b = 100
    rerender(feed('a'))
    expect(element.scrollTop).toBe(0)
  })
})
