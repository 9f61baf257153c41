import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { feedShellState } from '@/components/feed'
import { SearchBar } from '@/components/kit'
import { EmptyView, PagedListFooter, PageShell } from '@/components/shell'
import { useListQuery } from '@/hooks'
import { TopicRow } from '@/components/topic'
import { useTopics } from '@/stores'
import '../topics.css'

const PATH = 'topics/allTopic/index'

export const ALL_TOPIC_TEXTS = { noMatch: '没有找到相关话题' } as const

const TopicList = observer(function TopicList({
  keyword,
  onSearch,
}: {
  keyword: string
  onSearch: (w: string) => void
}) {
  const topics = useTopics()
  const list = useListQuery(() => topics.all(keyword), keyword)
  const [input, setInput] = useState(keyword)
  const { empty, ...shell } = feedShellState(list)
  // The search bar stays whatever the list shows (loading, failed, nothing found): a search can always be changed.
  return (
    <PageShell
      path={PATH}
      {...shell}
      skeleton="rows"
      lead={<SearchBar value={input} onChange={setInput} onSearch={onSearch} />}
    >
      {empty ? <EmptyView text={keyword ? ALL_TOPIC_TEXTS.noMatch : undefined} /> : null}
      <View data-testid="topic-list" data-count={list.items.length}>
        {list.items.map((topic) => (
          <TopicRow key={topic.topicId} topic={topic} />
        ))}
      </View>
      <PagedListFooter list={list} />
    </PageShell>
  )
})

/** All topics (all-topic): the placed ones first, then every topic, paged; a search by name. */
function AllTopicPage() {
  const [keyword, setKeyword] = useState('')
  return <TopicList key={keyword} keyword={keyword} onSearch={(word) => setKeyword(word.trim())} />
}

export default observer(AllTopicPage)
