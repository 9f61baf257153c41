import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/kit'
import { ScrollView } from '@/components/kit/ScrollView'
import type { Activity, HotStock, PorcelainItem, Topic } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { findPage } from '@/config/routes'
import { formatCount, formatRise, priceDirection, topicTitle } from '@/lib'
import {
  canOpenAppFunctions,
  openAppFunction,
  openConfiguredLink,
  openFeedItem,
  openRoute,
  openStock,
  parseAppFunctionLink,
} from '@/navigation'
import { useDynamics, useQuotes, useReportAppFunction, type NewestTopic } from '@/stores'
import { DECORATIVE_IMAGE, LEAD_IMAGE } from '@/components/kit/image-alt'

export const HOME_TEXTS = {
  activities: '精彩活动',
  topics: '热门话题',
  stocks: '热门股票',
  feed: '为你推荐',
  reads: '阅读',
  more: '更多动态',
  allTopics: '全部话题',
  newestTopic: '最新话题',
} as const

/**
 * The campaign entries operations list (the store keeps those whose page is built); each opens its
 * page by the route table's rules, through the host app where the table says so.
 */
export function ActivityEntries({ activities }: { activities: readonly Activity[] }) {
  if (activities.length === 0) return null
  return (
    <View className="home-section" data-testid="home-activities">
      <Text className="home-section__title">{HOME_TEXTS.activities}</Text>
      <View className="home-activities">
        {activities.map((activity) => (
          <Text
            key={activity.activityId}
            className="home-activities__entry"
            data-testid="home-activity"
            data-url={activity.url}
            onClick={() => void openConfiguredLink(activity.url)}
          >
            {activity.title}
          </Text>
        ))}
      </View>
    </View>
  )
}

const TOPIC_PATH = 'topics/topicPage/index'

/** Operations' banner images, swiped sideways one at a time (a snapping scroll: no carousel library on the first screen). */
export function Banner({ images }: { images: readonly string[] }) {
  if (images.length === 0) return null
  return (
    <ScrollView className="home-banner" data-testid="home-banner" scrollX enhanced showScrollbar={false}>
      {images.map((image) => (
        <Picture imgProps={LEAD_IMAGE} key={image} className="home-banner__image" src={image} mode="aspectFill" />
      ))}
    </ScrollView>
  )
}

/**
 * The feature icons operations configure; an icon shows only once the page it opens is part of the build,
 * or, for an app function (docs/product.md §4.19), inside the app, which alone can open it.
 */
export function FeatureIcons({ items }: { items: readonly PorcelainItem[] }) {
  const reportAppFunction = useReportAppFunction()
  const appFunctions = canOpenAppFunctions()
  const shown = items.filter((item) =>
    parseAppFunctionLink(item.url) ? appFunctions : findPage(item.url) !== undefined,
  )
  if (shown.length === 0) return null
  const open = (url: string) => {
    const fn = parseAppFunctionLink(url)
    if (fn) void openAppFunction(fn, reportAppFunction)
    else void openConfiguredLink(url)
  }
  return (
    <View className="home-icons" data-testid="home-icons">
      {shown.map((item) => (
        <View key={item.id} className="home-icons__item" data-testid="home-icon" onClick={() => open(item.url)}>
          <Picture imgProps={DECORATIVE_IMAGE} className="home-icons__icon" src={item.icon} mode="aspectFill" />
          <Text className="home-icons__title">{item.title}</Text>
        </View>
      ))}
    </View>
  )
}

/** The newest topic and its latest posts, each opening its own page. */
export const NewestTopicCard = observer(function NewestTopicCard({ newest }: { newest: NewestTopic | null }) {
  const dynamicStore = useDynamics()
  if (!newest) return null
  const { topic, dynamics } = newest
  return (
    <View className="home-section" data-testid="home-newest-topic">
      <Text className="home-section__title">{HOME_TEXTS.newestTopic}</Text>
      <Text className="home-newest__title" onClick={() => void openRoute(TOPIC_PATH, { topicId: topic.topicId })}>
        {topicTitle(topic.title)}
      </Text>
      {dynamics.map((item) => (
        <Text
          key={item.pubId}
          className="home-newest__item"
          onClick={() => void openFeedItem(item, (id) => dynamicStore.articleInfo(id))}
        >
          {item.title || item.summary}
        </Text>
      ))}
    </View>
  )
})

export const HotTopics = observer(function HotTopics({ topics }: { topics: readonly Topic[] }) {
  if (topics.length === 0) return null
  return (
    <View className="home-section" data-testid="home-topics">
      <View className="home-section__head">
        <Text className="home-section__title">{HOME_TEXTS.topics}</Text>
        <Text
          className="home-section__more"
          data-testid="home-all-topics"
          onClick={() => void openRoute('topics/allTopic/index')}
        >
          {HOME_TEXTS.allTopics}
        </Text>
      </View>
      {topics.map((topic) => (
        <View
          key={topic.topicId}
          className="home-topic"
          onClick={() => void openRoute(TOPIC_PATH, { topicId: topic.topicId })}
        >
          {topic.cover ? (
            <Picture
              imgProps={DECORATIVE_IMAGE}
              className="home-topic__cover"
              src={topic.cover}
              mode="aspectFill"
              lazyLoad
            />
          ) : null}
          <Text className="home-topic__title">{topicTitle(topic.title)}</Text>
          <Text className="home-topic__meta">{`${formatCount(topic.readCount)} ${HOME_TEXTS.reads}`}</Text>
        </View>
      ))}
    </View>
  )
})

/** Hot stocks with their rise: the live quote where it arrived, else the list's own figure. */
export const HotStocks = observer(function HotStocks({ stocks }: { stocks: readonly HotStock[] }) {
  const quotes = useQuotes()
  if (stocks.length === 0) return null
  return (
    <View className="home-section" data-testid="home-stocks">
      <Text className="home-section__title">{HOME_TEXTS.stocks}</Text>
      <View className="home-stocks">
        {stocks.map((stock) => {
          const rise = quotes.rise(stock.code) ?? stock.up_rose
          return (
            <View
              key={stock.code}
              className="home-stock"
              onClick={() => void openStock({ code: stock.code, name: stock.name })}
            >
              <Text className="home-stock__name">{stock.name}</Text>
              <Text
                className="home-stock__rise"
                data-testid="hot-stock-rise"
                style={{ color: priceDirection(rise).color }}
              >
                {formatRise(rise)}
              </Text>
            </View>
          )
        })}
      </View>
    </View>
  )
})
