import { act, renderHook } from '@testing-library/react'
import { useSearchBox } from '@/components/kit'

/** The search box every search page and picker uses: the typed text, the keyword searched, back to suggestions. */
describe('useSearchBox', () => {
  it('searches what was submitted, and goes back to suggestions once the box is emptied', () => {
    const searched = jest.fn()
    const { result } = renderHook(() => useSearchBox(searched))
    act(() => result.current.bar.onChange('茅台'))
    expect(result.current.keyword).toBe('')
    act(() => result.current.bar.onSearch('茅台'))
    expect(result.current.keyword).toBe('茅台')
    expect(searched).toHaveBeenCalledWith('茅台')
    // Typing on keeps the results of the word searched until the next search.
    act(() => result.current.bar.onChange('茅台酒'))
    expect(result.current.keyword).toBe('茅台')
    act(() => result.current.bar.onChange('  '))
    expect(result.current.keyword).toBe('')
  })

  it('shows a word picked elsewhere in the box and searches it', () => {
    const { result } = renderHook(() => useSearchBox())
    act(() => result.current.searchFor('白酒'))
    expect(result.current.bar.value).toBe('白酒')
    expect(result.current.keyword).toBe('白酒')
  })
})
