import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { Dynamic, HotStock, Topic } from '@shared/api'
import { api } from '@/api'
import { PagedFeed, feedShellState, toPageResult } from '@/components/feed'
import { PageShell } from '@/components/shell'
import { usePagedList } from '@/hooks/usePagedList'
import { openRoute } from '@/navigation'
import { useSession } from '@/stores'
import { ActivityEntries, HOME_TEXTS, HotStocks, HotTopics } from './sections'
import './index.css'

const PATH = 'pages/index/index'
const TOPICS_SHOWN = 4
const STOCKS_SHOWN = 6

/** Hot topics and hot stocks (with live rises); each section hides itself when its call fails. */
function useHomeSections() {
  const [topics, setTopics] = useState<Topic[]>([])
  const [stocks, setStocks] = useState<HotStock[]>([])
  const [rises, setRises] = useState<ReadonlyMap<string, number>>(new Map())
  useEffect(() => {
    let alive = true
    api.topic
      .topicRecommend({ pageNum: 1, pageSize: TOPICS_SHOWN })
      .then((page) => alive && setTopics(page.list))
      .catch(() => undefined)
    api.misc
      .hotStocks()
      .then(async (list) => {
        const shown = list.slice(0, STOCKS_SHOWN)
        if (!alive) return
        setStocks(shown)
        const rows = await api.quote.query(shown.map((s) => s.code))
        if (alive) setRises(new Map(rows.map((row) => [row.code.toUpperCase(), row.up_rose])))
      })
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [])
  return { topics, stocks, rises }
}

/** The community entrance in the broker app: campaigns, hot topics, hot stocks, recommended feed. */
function HomeContent() {
  const session = useSession()
  const sections = useHomeSections()
  const list = usePagedList<Dynamic>(async (pageNum, pageSize) =>
    toPageResult(
      await api.article.dynamicList({ tab: 'recommend', pageNum, pageSize, accountId: session.accountId || undefined }),
    ),
  )
  return (
    <PageShell path={PATH} {...feedShellState(list)}>
      <ActivityEntries />
      <HotTopics topics={sections.topics} />
      <HotStocks stocks={sections.stocks} rises={sections.rises} />
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

export default HomeContent
