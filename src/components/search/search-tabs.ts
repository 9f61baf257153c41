import type { TabItem } from '@/components/kit'

export type SearchTab = 'content' | 'user' | 'topic' | 'stock'

export const SEARCH_TABS: readonly TabItem<SearchTab>[] = [
  { key: 'content', label: '综合' },
  { key: 'user', label: '用户' },
  { key: 'topic', label: '话题' },
  { key: 'stock', label: '股票' },
]
