import './search.css'

export { RecentSearches, RECENT_TEXTS, type RecentSearchesProps } from './RecentSearches'
export { SearchTabs, SEARCH_TABS, type SearchTab } from './SearchTabs'
export { UserResultItem, type UserResultItemProps } from './UserResultItem'
