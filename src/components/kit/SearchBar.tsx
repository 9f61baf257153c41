import { Input, Text, View } from '@tarojs/components'
import { TEXTS } from '@/config/constants'
import './kit.css'

export interface SearchBarProps {
  value: string
  onChange: (value: string) => void
  /** Called with the trimmed keyword; blank keywords are not searched. */
  onSearch: (keyword: string) => void
  placeholder?: string
  focus?: boolean
}

export function SearchBar({ value, onChange, onSearch, placeholder = TEXTS.searchPlaceholder, focus }: SearchBarProps) {
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
        onInput={(event) => onChange(event.detail.value)}
        onConfirm={search}
      />
      <Text className="kit-search__action" data-testid="search-action" onClick={search}>
        {TEXTS.searchAction}
      </Text>
    </View>
  )
}
