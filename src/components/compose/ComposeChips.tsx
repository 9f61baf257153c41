import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { topicTitle, type ReadonlyDeep } from '@/lib'
import './compose.css'
import type { PostComposer } from '@/stores'

/** What the post names: its stocks, topics and circle, each removable. */
export const ComposeChips = observer(function ComposeChips({ composer }: { composer: ReadonlyDeep<PostComposer> }) {
  const { stocks, topics, circle } = composer
  if (stocks.length + topics.length === 0 && !circle) return null
  return (
    <View className="compose-chips" data-testid="compose-chips">
      {stocks.map((stock) => (
        <Chip
          key={stock.code}
          label={`$${stock.name}$`}
          kind="stock"
          onRemove={() => composer.removeStock(stock.code)}
        />
      ))}
      {topics.map((topic) => (
        <Chip
          key={topic.topicId}
          label={topicTitle(topic.title)}
          kind="topic"
          onRemove={() => composer.removeTopic(topic.topicId)}
        />
      ))}
      {circle ? <Chip label={`◎${circle.name}`} kind="circle" onRemove={() => composer.setCircle(null)} /> : null}
    </View>
  )
})

function Chip({ label, kind, onRemove }: { label: string; kind: string; onRemove: () => void }) {
  return (
    <View className="compose-chip" data-testid={`compose-chip-${kind}`}>
      <Text className="compose-chip__label">{label}</Text>
      <Text className="compose-chip__remove" onClick={onRemove}>
        ×
      </Text>
    </View>
  )
}
