import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { NewItemsDot, PagedFeed, feedShellState, PostButton } from '@/components/feed'
import { SearchEntry } from '@/components/search'
import { PageShell } from '@/components/shell'
import { TIMEOUTS } from '@/config/constants'
import { useDelayedFlag, useListQuery, useLoadable } from '@/hooks'
import { openRoute } from '@/navigation'
import { useDynamics, useHomeConfig, useQuotes, useTopics } from '@/stores'
import { ActivityEntries, Banner, FeatureIcons, HOME_TEXTS, HotStocks, HotTopics, NewestTopicCard } from './sections'
import './index.css'

const PATH = 'pages/index/index'
const TOPICS_SHOWN = 4
const STOCKS_SHOWN = 6

/** The community entrance in the broker app: search, banner, feature icons, campaigns, topics, hot stocks, recommended feed. */
function HomeContent() {
  const dynamics = useDynamics()
  const topicStore = useTopics()
  const quotes = useQuotes()
  const config = useHomeConfig()
  // Each section hides itself when its call fails; the feed has the page's states.
  const banner = useLoadable(() => config.banner(), 'banner')
  const icons = useLoadable(() => config.featureIcons(), 'icons')
  const activities = useLoadable(() => config.activities(), 'activities')
  const newest = useLoadable(() => config.newestTopic(), 'newest')
  const topics = useListQuery(() => topicStore.recommended(TOPICS_SHOWN), 'topics')
  const stocks = useLoadable(() => quotes.hotStocks(STOCKS_SHOWN), 'stocks')
  const list = useListQuery(() => dynamics.feed({ kind: 'tab', tab: 'recommend' }), 'recommend')
  // The sections above the feed come in one piece with it (docs/product.md §2.9): their answers can settle in any
  // order (index.html starts all of them at once), and one drawn above cards already on screen would move them. A
  // section that is slow does not hold the feed for long: after the wait, the page shows without it.
  const sectionsPending =
    [icons, activities, newest, stocks].some((section) => section.loading) ||
    (!topics.loaded && !topics.error) ||
    topics.loading
  const waitedForSections = useDelayedFlag(list.loaded && sectionsPending, TIMEOUTS.homeSectionsWaitMs)
  return (
    // Search and banner draw at once (the banner's configuration comes with the HTML, docs/product.md §2.9);
    // the sections below wait for the feed, so they arrive together and push nothing already on screen.
    <PageShell
      path={PATH}
      {...feedShellState(list)}
      loading={list.loading || (sectionsPending && !waitedForSections)}
      lead={
        <>
          <SearchEntry />
          <Banner images={banner.data ?? []} />
        </>
      }
    >
      <FeatureIcons items={icons.data ?? []} />
      <ActivityEntries activities={activities.data ?? []} />
      <HotTopics topics={topics.items} />
      <NewestTopicCard newest={newest.data} />
      <HotStocks stocks={stocks.data ?? []} />
      <View className="home-section home-section--feed">
        <Text className="home-section__title">{HOME_TEXTS.feed}</Text>
        <Text
          className="home-section__more"
          data-testid="home-more"
          onClick={() => void openRoute('community/home/index')}
        >
          {HOME_TEXTS.more}
          {/* The community has posts the home's own feed does not show yet (docs/product.md §4.20). */}
          <NewItemsDot list={list} />
        </Text>
      </View>
      <PagedFeed list={list} />
      <PostButton className="post-button post-button--floating" />
    </PageShell>
  )
}

export default observer(HomeContent)
