import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PagedFeed, feedShellState } from '@/components/feed'
import { PageShell } from '@/components/shell'
import { useListQuery, useLoadable } from '@/hooks'
import { openRoute } from '@/navigation'
import { useDynamics, useQuotes, useTopics } from '@/stores'
import { ActivityEntries, HOME_TEXTS, HotStocks, HotTopics } from './sections'
import './index.css'

const PATH = 'pages/index/index'
const TOPICS_SHOWN = 4
const STOCKS_SHOWN = 6

/** The community entrance in the broker app: campaigns, hot topics, hot stocks, recommended feed. */
function HomeContent() {
  const dynamics = useDynamics()
  const topicStore = useTopics()
  const quotes = useQuotes()
  // Each section hides itself when its call fails; the feed has the page's states.
  const topics = useListQuery(() => topicStore.recommended(TOPICS_SHOWN), 'topics')
  const stocks = useLoadable(() => quotes.hotStocks(STOCKS_SHOWN), 'stocks')
  const list = useListQuery(() => dynamics.feed({ kind: 'tab', tab: 'recommend' }), 'recommend')
  return (
    <PageShell path={PATH} {...feedShellState(list)}>
      <ActivityEntries />
      <HotTopics topics={topics.items} />
      <HotStocks stocks={stocks.data ?? []} />
      <View className="home-section home-section--feed">
        <Text className="home-section__title">{HOME_TEXTS.feed}</Text>
        <Text
          className="home-section__more"
          data-testid="home-more"
          onClick={() => void openRoute('community/home/index')}
        >
          {HOME_TEXTS.more}
        </Text>
      </View>
      <PagedFeed list={list} />
    </PageShell>
  )
}

export default observer(HomeContent)
