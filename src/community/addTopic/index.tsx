import { Text, View } from '@tarojs/components'
import type { TopicRef } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { SearchBar, useSearchBox } from '@/components/kit'
import { EmptyView, ErrorView, LoadingView, PagedListFooter, PageShell } from '@/components/shell'
import { TopicRow } from '@/components/topic'
import { useListQuery } from '@/hooks'
import { topicTitle } from '@/lib'
import { performBack } from '@/navigation'
import { useTopics, useComposer } from '@/stores'
import '../post/pickers.css'

const PATH = 'community/addTopic/index'

export const ADD_TOPIC_TEXTS = {
  placeholder: '搜索话题',
  recent: '最近使用',
  recommended: '推荐话题',
  noMatch: '没有找到相关话题，换个关键词试试',
} as const

const back = () => performBack({ kind: 'back' })

const TopicList = observer(function TopicList({ keyword, pick }: { keyword: string; pick: (t: TopicRef) => void }) {
  const topics = useTopics()
  // Without a keyword: the recommended topics; with one: the topics whose name has it.
  const list = useListQuery(() => (keyword ? topics.all(keyword) : topics.recommended(10)), keyword || 'recommended')
  if (list.loading) return <LoadingView />
  if (list.items.length === 0) {
    return list.error ? (
      <ErrorView onRetry={() => void list.retry()} />
    ) : keyword ? (
      <EmptyView text={ADD_TOPIC_TEXTS.noMatch} />
    ) : null
  }
  return (
    <View className="picker-section" data-testid="add-topic-list">
      {keyword ? null : <Text className="picker-section__title">{ADD_TOPIC_TEXTS.recommended}</Text>}
      {list.items.map((topic) => (
        <TopicRow key={topic.topicId} topic={topic} keyword={keyword} onPick={pick} />
      ))}
      {keyword ? <PagedListFooter list={list} /> : null}
    </View>
  )
})

/** Adds a topic to the post (add-topic): recent topics, recommended ones, or a search. */
function AddTopicPage() {
  const composer = useComposer()
  const { keyword, bar } = useSearchBox()
  const pick = (topic: TopicRef) => {
    if (composer.addTopic(topic)) back()
  }
  return (
    <PageShell path={PATH}>
      <SearchBar {...bar} placeholder={ADD_TOPIC_TEXTS.placeholder} />
      {!keyword && composer.recentTopics.length > 0 ? (
        <View className="picker-section" data-testid="add-topic-recent">
          <Text className="picker-section__title">{ADD_TOPIC_TEXTS.recent}</Text>
          <View className="picker-chips">
            {composer.recentTopics.map((topic) => (
              <Text key={topic.topicId} className="picker-chip" data-testid="recent-topic" onClick={() => pick(topic)}>
                {topicTitle(topic.title)}
              </Text>
            ))}
          </View>
        </View>
      ) : null}
      <TopicList key={keyword} keyword={keyword} pick={pick} />
    </PageShell>
  )
}

export default observer(AddTopicPage)
