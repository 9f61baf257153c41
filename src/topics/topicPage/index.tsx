import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { DETAIL_TEXTS, cleanContentId, votePercent } from '@/components/article'
import { NewItemsPill, PagedFeed, feedShellState, POST_BUTTON_TEXTS, PostButton } from '@/components/feed'
import { AvatarGroup, Tabs, type TabItem, Picture } from '@/components/kit'
import { TOPIC_TEXTS, topicMeta } from '@/components/topic'
import { EmptyView, ItemStateShell, PageShell, SkeletonList } from '@/components/shell'
import { useListQuery, useLoadable } from '@/hooks'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { formatCount, topicTitle } from '@/lib'
import { useDynamics, useSession, useTopics, type TopicEntity } from '@/stores'
import '../topics.css'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'

const PATH = 'topics/topicPage/index'

type TopicTab = 'new' | 'hot' | 'activity'

const TABS: readonly TabItem<TopicTab>[] = [
  { key: 'new', label: '最新' },
  { key: 'hot', label: '最热' },
  { key: 'activity', label: '活动' },
]

const TOPIC_VOTE_TEXTS = { check: '✓ ', mine: '（我的选择）' } as const

/** The topic's poll: its question, options to pick, then (once voted) each option's share. */
const TopicVoteCard = observer(function TopicVoteCard({
  topic,
  vote,
}: {
  topic: TopicEntity
  vote: NonNullable<TopicEntity['vote']>
}) {
  const topics = useTopics()
  const total = vote.options.reduce((sum, o) => sum + o.count, 0)
  const voted = vote.myOptionId !== null
  const busy = topics.isVoteBusy(topic.topicId)
  return (
    <View className="topic-vote" data-testid="topic-vote" data-state={voted ? 'results' : 'open'}>
      {vote.title ? (
        <Text className="topic-vote__title" data-testid="topic-vote-title">
          {vote.title}
        </Text>
      ) : null}
      {vote.options.map((option) => {
        // One's own side is marked by more than weight (docs/product.md §4.12): a check and a filled, coloured bar.
        const mine = vote.myOptionId === option.optionId
        return (
          <View
            key={option.optionId}
            className={`topic-vote__option${mine ? ' topic-vote__option--mine' : ''}`}
            data-testid="topic-vote-option"
            data-mine={mine ? '1' : '0'}
            onClick={() => {
              if (!voted && !busy) void topics.vote(topic, option.optionId)
            }}
          >
            {voted ? (
              <View className="topic-vote__bar" style={{ width: `${votePercent(option.count, total)}%` }} />
            ) : null}
            <Text className="topic-vote__label">
              {mine ? (
                <Text className="topic-vote__check" data-testid="topic-vote-check">
                  {TOPIC_VOTE_TEXTS.check}
                </Text>
              ) : null}
              {option.title}
              {mine ? <Text className="topic-vote__mine">{TOPIC_VOTE_TEXTS.mine}</Text> : null}
            </Text>
            {voted ? <Text className="topic-vote__percent">{`${votePercent(option.count, total)}%`}</Text> : null}
          </View>
        )
      })}
      <Text className="topic-vote__total">{`${formatCount(total)}${TOPIC_TEXTS.participants}`}</Text>
    </View>
  )
})

/** An activity topic's figures above its activity feed. */
const ActivityOverview = observer(function ActivityOverview({ topicId }: { topicId: string }) {
  const topics = useTopics()
  const overview = useLoadable(() => topics.overview(topicId), topicId)
  if (!overview.data) return null
  const { participants, articleCount } = overview.data
  return (
    <View className="topic-overview" data-testid="topic-overview">
      <Text>{`${formatCount(participants)}${TOPIC_TEXTS.participants} · ${formatCount(articleCount)}${TOPIC_TEXTS.articles}`}</Text>
    </View>
  )
})

const TopicHeader = observer(function TopicHeader({ topic }: { topic: TopicEntity }) {
  return (
    <View className="topic-header" data-testid="topic-header">
      {topic.cover ? (
        <Picture imgProps={DECORATIVE_IMAGE} className="topic-header__cover" src={topic.cover} mode="aspectFill" />
      ) : null}
      <Text className="topic-header__title">{topicTitle(topic.title)}</Text>
      {topic.intro ? <Text className="topic-header__intro">{topic.intro}</Text> : null}
      <View className="topic-header__people">
        <AvatarGroup avatars={topic.participantAvatars ?? []} label={TOPIC_TEXTS.recentParticipants} />
        <Text className="topic-header__meta">{topicMeta(topic)}</Text>
      </View>
    </View>
  )
})

/** The topic with one tab's feed: the page's states follow the feed, the header stays. */
const TopicFeed = observer(function TopicFeed({
  topic,
  tab,
  onTab,
  onRetryTopic,
}: {
  topic: TopicEntity
  tab: TopicTab
  onTab: (tab: TopicTab) => void
  onRetryTopic: () => void
}) {
  const dynamics = useDynamics()
  const session = useSession()
  const list = useListQuery(
    () => dynamics.feed({ kind: 'topic', topicId: topic.topicId, order: tab }),
    `${topic.topicId}|${tab}|${session.accountId}`,
  )
  const { empty, onRefresh, ...shell } = feedShellState(list)
  const tabs = topic.isActivity ? TABS : TABS.filter((t) => t.key !== 'activity')
  return (
    <PageShell path={PATH} {...shell} loading={false} onRefresh={() => Promise.all([onRefresh(), onRetryTopic()])}>
      <TopicHeader topic={topic} />
      {topic.vote ? <TopicVoteCard topic={topic} vote={topic.vote} /> : null}
      <Tabs items={tabs} active={tab} onChange={onTab} testId="topic-tab" />
      {tab === 'activity' ? <ActivityOverview topicId={topic.topicId} /> : null}
      <NewItemsPill list={list} />
      {list.loading ? <SkeletonList /> : empty ? <EmptyView text={TOPIC_TEXTS.empty} /> : <PagedFeed list={list} />}
      <PostButton
        label={POST_BUTTON_TEXTS.discuss}
        topicId={topic.topicId}
        className="post-button post-button--floating"
      />
    </PageShell>
  )
})

/** Topic page (topic-detail): header, poll, and the 最新 / 最热 (/ 活动) feeds of the topic. */
function TopicPage() {
  const { params } = useRouteInfo(PATH)
  const topicId = cleanContentId(params.topicId)
  const topics = useTopics()
  const session = useSession()
  const [tab, setTab] = useState<TopicTab>('new')
  const detail = useLoadable(() => topics.detail(topicId), `${topicId}|${session.accountId}`)
  const topic = detail.data
  if (!topic) {
    return (
      <ItemStateShell
        path={PATH}
        item={detail}
        badLink={topicId === null}
        badLinkText={DETAIL_TEXTS.badLink}
        missingText={TOPIC_TEXTS.missing}
      />
    )
  }
  return <TopicFeed key={tab} topic={topic} tab={tab} onTab={setTab} onRetryTopic={detail.reload} />
}

export default observer(TopicPage)
