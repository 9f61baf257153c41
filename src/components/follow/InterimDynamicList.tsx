import { Text, View } from '@tarojs/components'
import type { Dynamic } from '@shared/api'
import { timeAgo } from '@/lib'

/**
 * Stand-in until the shared FeedList lands (src/components/feed): title, author and time, so the
 * pages and their tests can be built now. Replaced by FeedList before this work is finished.
 */
export function InterimDynamicList({
  items,
  renderTitle,
}: {
  items: readonly Dynamic[]
  renderTitle?: (item: Dynamic) => JSX.Element
}) {
  return (
    <View className="interim-feed">
      {items.map((item) => (
        <View key={item.pubId} className="interim-feed__item" data-testid="feed-item">
          {renderTitle ? renderTitle(item) : <Text className="interim-feed__title">{item.title || item.summary}</Text>}
          <Text className="interim-feed__meta">
            {item.author.nickName} · {timeAgo(item.createdDate)}
          </Text>
        </View>
      ))}
    </View>
  )
}
