import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { HighlightText, Picture } from '@/components/kit'
import { formatCount, topicTitle } from '@/lib'
import { openRoute } from '@/navigation'
import type { TopicEntity } from '@/stores'
import { TOPIC_TEXTS } from './texts'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'
import './topic.css'

/** One topic in a list (all topics, search): cover, title with the searched word marked, reads and discussions. */
export const TopicRow = observer(function TopicRow({
  topic,
  keyword = '',
  onPick,
}: {
  topic: TopicEntity
  keyword?: string
  /** Picking (the composer's add-topic) instead of opening the topic page. */
  onPick?: (topic: TopicEntity) => void
}) {
  return (
    <View
      className="topic-row"
      data-testid="topic-row"
      data-id={topic.topicId}
      onClick={() => (onPick ? onPick(topic) : void openRoute('topics/topicPage/index', { topicId: topic.topicId }))}
    >
      {topic.cover ? (
        <Picture
          imgProps={DECORATIVE_IMAGE}
          className="topic-row__cover"
          src={topic.cover}
          mode="aspectFill"
          lazyLoad
        />
      ) : null}
      <View className="topic-row__main">
        <HighlightText className="topic-row__title" text={topicTitle(topic.title)} keyword={keyword} />
        <Text className="topic-row__meta">{topicMeta(topic)}</Text>
      </View>
    </View>
  )
})

export function topicMeta(topic: Pick<TopicEntity, 'readCount' | 'discussCount'>): string {
  return `${formatCount(topic.readCount)} ${TOPIC_TEXTS.reads} · ${formatCount(topic.discussCount)} ${TOPIC_TEXTS.discussions}`
}
