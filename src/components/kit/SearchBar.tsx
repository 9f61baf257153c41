import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { TEXTS } from '@/config/constants'
import { capKeyword } from '@/lib'
import './kit.css'

export interface SearchBarProps {
  value: string
  onChange: (value: string) => void
  /** Called with the trimmed keyword; blank keywords are not searched. */
  onSearch: (keyword: string) => void
  placeholder?: string
  focus?: boolean
  /** The longest keyword the search takes (types/search-limits.ts): typing or pasting stops there. */
  maxLength?: number
}

export interface SearchBox {
  /** The keyword last searched; '' before any search and once the box is emptied. */
  keyword: string
  /** What the SearchBar takes: the box's text and its two events. */
  bar: Pick<SearchBarProps, 'value' | 'onChange' | 'onSearch'>
  /** Searches a word picked elsewhere (a recent or a hot search), which the box then shows. */
  searchFor: (word: string) => void
}

/**
 * A search box's state: what is typed, and the keyword searched. An emptied box clears the keyword, so the page goes
 * back to its suggestions instead of showing results for a word no longer there. `searched` hears every search.
 */
export function useSearchBox(searched?: (keyword: string) => void): SearchBox {
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const searchFor = (word: string) => {
    setInput(word)
    setKeyword(word)
    searched?.(word)
  }
  const onChange = (value: string) => {
    setInput(value)
    if (!value.trim()) setKeyword('')
  }
  return { keyword, bar: { value: input, onChange, onSearch: searchFor }, searchFor }
}

export function SearchBar({
  value,
  onChange,
  onSearch,
  placeholder = TEXTS.searchPlaceholder,
  focus,
  maxLength,
}: SearchBarProps) {
  const search = () => {
    const keyword = value.trim()
    if (keyword) onSearch(keyword)
  }
  return (
    <View className="kit-search" data-testid="search-bar">
      <Input
        className="kit-search__input"
        value={value}
        placeholder={placeholder}
        focus={focus}
        confirmType="search"
        maxlength={maxLength}
        onInput={(event) => onChange(maxLength ? capKeyword(event.detail.value, maxLength) : event.detail.value)}
        onConfirm={search}
      />
      <Text className="kit-search__action" data-testid="search-action" onClick={search}>
        {TEXTS.searchAction}
      </Text>
    </View>
  )
}
