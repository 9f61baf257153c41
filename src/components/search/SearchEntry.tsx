import { Text, View } from '@tarojs/components'
import { openRoute } from '@/navigation'
import './search.css'

export const SEARCH_ENTRY_TEXTS = { placeholder: '搜索股票、话题、用户' } as const

/** The way into search from home and community home: looks like the search box, opens the search page. */
export function SearchEntry() {
  return (
    <View
      className="search-entry"
      role="button"
      ariaLabel={SEARCH_ENTRY_TEXTS.placeholder}
      data-testid="search-entry"
      onClick={() => void openRoute('community/search/index')}
    >
      <Text className="search-entry__text">{SEARCH_ENTRY_TEXTS.placeholder}</Text>
    </View>
  )
}
