import { fireEvent, render } from '@testing-library/react'
import { PlainText, PlainView } from '@/components/kit/plain-elements.h5'

describe('plain elements on H5 (the feed card drawn without Taro View and Text)', () => {
  it('a view is a div with its class, style, attributes and click', () => {
    const clicked = jest.fn()
    const { container } = render(
      <PlainView
        className="feed-card"
        style={{ marginTop: '4px' }}
        id="card-1"
        data-testid="feed-card"
        data-feed-index={12}
        aria-label="卡片"
        role="button"
        onClick={clicked}
      >
        正文
      </PlainView>,
    )
    const view = container.firstElementChild as HTMLElement
    expect(view.tagName).toBe('DIV')
    expect(view.className).toBe('feed-card')
    expect(view.style.marginTop).toBe('4px')
    expect(view.id).toBe('card-1')
    expect(view.getAttribute('data-testid')).toBe('feed-card')
    expect(view.getAttribute('data-feed-index')).toBe('12')
    expect(view.getAttribute('aria-label')).toBe('卡片')
    expect(view.getAttribute('role')).toBe('button')
    expect(view.textContent).toBe('正文')
    fireEvent.click(view)
    expect(clicked).toHaveBeenCalledTimes(1)
  })

  it('a text is a span with Taro’s class taro-text before its own, and its click', () => {
    const clicked = jest.fn()
    const { container } = render(
      <div>
        <PlainText className="feed-card__name" data-testid="name" onClick={clicked}>
          张三
        </PlainText>
        <PlainText>无类名</PlainText>
      </div>,
    )
    const [named, bare] = [...container.querySelectorAll('span')]
    expect(named.className).toBe('taro-text feed-card__name')
    expect(named.getAttribute('data-testid')).toBe('name')
    expect(bare.className).toBe('taro-text')
    fireEvent.click(named)
    expect(clicked).toHaveBeenCalledTimes(1)
  })
})
