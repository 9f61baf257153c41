import { Text, View } from '@tarojs/components'

export type SearchTab = 'content' | 'user'

export const SEARCH_TABS: readonly { key: SearchTab; label: string }[] = [
  { key: 'content', label: '综合' },
  { key: 'user', label: '用户' },
]

export function SearchTabs({ active, onChange }: { active: SearchTab; onChange: (tab: SearchTab) => void }) {
  return (
    <View className="search-tabs" data-testid="search-tabs">
      {SEARCH_TABS.map((tab) => (
        <Text
          key={tab.key}
          className={`search-tabs__tab${tab.key === active ? ' search-tabs__tab--active' : ''}`}
          data-testid={`search-tab-${tab.key}`}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </Text>
      ))}
    </View>
  )
}
