import './search.css'

export { HotSearches, HOT_SEARCH_TEXTS } from './HotSearches'
export { RecentSearches, RECENT_TEXTS, type RecentSearchesProps } from './RecentSearches'
export { SEARCH_TABS, type SearchTab } from './search-tabs'
export { SearchEntry, SEARCH_ENTRY_TEXTS } from './SearchEntry'
export { StockResultItem } from './StockResultItem'
export { UserResultItem, type UserResultItemProps } from './UserResultItem'
