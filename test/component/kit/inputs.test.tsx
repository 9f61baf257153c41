import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { LIMITS, TEXTS } from '@/config/constants'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { countChars, limitChars } from '@shared/text-length'
import { cleanVerifyCode, NumberBox, SearchBar, TextArea, VERIFY_CODE_TEXTS, VerifyCodeButton } from '@/components/kit'

describe('SearchBar', () => {
  it('uses the placeholder and action texts and searches the trimmed keyword', () => {
    const onSearch = jest.fn()
    function Harness() {
      const [value, setValue] = useState('  茅台 ')
      return <SearchBar value={value} onChange={setValue} onSearch={onSearch} />
    }
    render(<Harness />)
    expect(screen.getByTestId('search-action').textContent).toBe(TEXTS.searchAction)
    expect(screen.getByTestId('search-bar').innerHTML).toContain(TEXTS.searchPlaceholder)
    fireEvent.click(screen.getByTestId('search-action'))
    expect(onSearch).toHaveBeenCalledWith('茅台')
  })

  it('does not search a blank keyword', () => {
    const onSearch = jest.fn()
    render(<SearchBar value="   " onChange={() => undefined} onSearch={onSearch} />)
    fireEvent.click(screen.getByTestId('search-action'))
    expect(onSearch).not.toHaveBeenCalled()
  })
})

describe('VerifyCodeButton', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('counts down 60 s after a successful send and cannot be tapped meanwhile', async () => {
    const onSend = jest.fn(async () => true)
    render(<VerifyCodeButton onSend={onSend} />)
    const button = screen.getByTestId('verify-code-button')
    expect(button.textContent).toBe(VERIFY_CODE_TEXTS.send)
    await act(async () => void fireEvent.click(button))
    expect(button.textContent).toBe(VERIFY_CODE_TEXTS.resendAfter(LIMITS.verifyCodeSeconds))
    await act(async () => void fireEvent.click(button))
    expect(onSend).toHaveBeenCalledTimes(1)
    for (let i = 0; i < LIMITS.verifyCodeSeconds - 1; i++) act(() => void jest.advanceTimersByTime(1000))
    expect(button.textContent).toBe(VERIFY_CODE_TEXTS.resendAfter(1))
    act(() => void jest.advanceTimersByTime(1000))
    expect(button.textContent).toBe(VERIFY_CODE_TEXTS.send)
  })

  it('stays ready when the send fails', async () => {
    render(<VerifyCodeButton onSend={async () => false} />)
    const button = screen.getByTestId('verify-code-button')
    await act(async () => void fireEvent.click(button))
    expect(button.textContent).toBe(VERIFY_CODE_TEXTS.send)
  })

  it('keeps six digits of a code', () => {
    expect(cleanVerifyCode('12a34 5678')).toBe('123456')
    expect(LIMITS.verifyCodeLength).toBe(6)
  })
})

describe('NumberBox', () => {
  it('never goes below the minimum of 1', () => {
    function Harness() {
      const [n, setN] = useState(2)
      return <NumberBox value={n} onChange={setN} />
    }
    render(<Harness />)
    const value = () => screen.getByTestId('number-box-value').textContent
    fireEvent.click(screen.getByTestId('number-box-minus'))
    expect(value()).toBe('1')
    fireEvent.click(screen.getByTestId('number-box-minus'))
    expect(value()).toBe(String(LIMITS.numberBoxMin))
    fireEvent.click(screen.getByTestId('number-box-plus'))
    expect(value()).toBe('2')
  })

  it('shows a value below the minimum as the minimum', () => {
    render(<NumberBox value={0} onChange={() => undefined} />)
    expect(screen.getByTestId('number-box-value').textContent).toBe('1')
  })
})

describe('TextArea', () => {
  it('shows a live n/140 counter', () => {
    const { rerender } = render(<TextArea value="" onChange={() => undefined} />)
    expect(screen.getByTestId('textarea-counter').textContent).toBe(`0/${CONTENT_LIMITS.comment}`)
    rerender(<TextArea value="今天大盘不错😀" onChange={() => undefined} />)
    expect(screen.getByTestId('textarea-counter').textContent).toBe('7/140')
  })

  it('counts a comment of 136 Chinese characters and 2 emoji as 138, and leaves the cut to that count', () => {
    const text = '涨'.repeat(136) + '😀👨‍👩‍👧'
    const { container } = render(<TextArea value={text} onChange={() => undefined} />)
    expect(screen.getByTestId('textarea-counter').textContent).toBe('138/140')
    // The browser's maxlength counts UTF-16 units (this text has 148): it must not cut before the counter does.
    const field = container.querySelector('taro-textarea-core, textarea')
    expect(field?.getAttribute('maxlength')).toBe('-1')
  })

  it('cuts input at 140 characters, counting an emoji as one', () => {
    expect(limitChars('a'.repeat(150), 140)).toHaveLength(140)
    expect(countChars('😀😀')).toBe(2)
    expect(limitChars('😀😀😀', 2)).toBe('😀😀')
  })
})
