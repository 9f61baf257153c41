import { Text } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import type { CircleRef, TopicRef } from '@shared/api'
import { openRoute } from '@/navigation'
// The tags' look lives with the feed's; pages that show tags without a feed (an article) need it too.
import './feed.css'

/** A tag opens its own page, not the card it sits on. */
function opener(open: () => void) {
  return (event: ITouchEvent) => {
    event.stopPropagation()
    open()
  }
}

/** A topic a dynamic is filed under; opens the topic page. */
export function TopicTag({ topic }: { topic: TopicRef }) {
  return (
    <Text
      className="feed-card__topic"
      data-testid="topic-tag"
      onClick={opener(() => void openRoute('topics/topicPage/index', { topicId: topic.topicId }))}
    >
      {topic.title}
    </Text>
  )
}

/** The circle a dynamic was posted in; opens the circle page. */
export function CircleTag({ circle }: { circle: CircleRef }) {
  return (
    <Text
      className="feed-card__topic feed-card__circle"
      data-testid="circle-tag"
      onClick={opener(() => void openRoute('monetary_circle/circle/circle', { circleId: circle.circleId }))}
    >
      {`◎${circle.name}`}
    </Text>
  )
}
