import { Text, View } from '@tarojs/components'
import type { Activity } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { DETAIL_TEXTS, cleanContentId } from '@/components/article'
import { NewItemsPill, PagedFeed, feedShellState, POST_BUTTON_TEXTS, PostButton } from '@/components/feed'
import { Modal, Tabs, type TabItem, Picture } from '@/components/kit'
import { EmptyView, LoadingView, PagedListFooter, ItemStateShell, PageShell, SkeletonList } from '@/components/shell'
import { useListQuery, useLoadable } from '@/hooks'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { formatCount, formatDateDisplay } from '@/lib'
import { openRoute } from '@/navigation'
import { findPage, type RoutePath } from '@/config/routes'
import { useCircles, useDynamics, useSession, type CircleEntity } from '@/stores'
import './circle.css'
import { CONTENT_IMAGE, DECORATIVE_IMAGE } from '@/components/kit/image-alt'

const PATH = 'monetary_circle/circle/circle'

type CircleTab = 'new' | 'hot' | 'prime' | 'activity'

export const CIRCLE_TEXTS = {
  members: '成员',
  dynamics: '动态',
  join: '+ 加入',
  joined: '已加入',
  missing: '圈子不存在或已解散',
  empty: '圈子里还没有内容',
  noActivities: '暂无活动',
  leaveConfirm: '确定退出该圈子？',
} as const

const TABS: readonly TabItem<CircleTab>[] = [
  { key: 'new', label: '最新' },
  { key: 'hot', label: '最热' },
  { key: 'prime', label: '精华' },
  { key: 'activity', label: '活动' },
]

/**
 * Join or leave: the circle store's one action, so my follows and this page agree on membership. Joining is one
 * tap; leaving asks first (docs/product.md §4.12), since it takes the circle out of 我的关注.
 */
const JoinButton = observer(function JoinButton({ circle }: { circle: CircleEntity }) {
  const circles = useCircles()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Text
        className={`circle-join${circle.followed ? ' circle-join--on' : ''}`}
        data-testid="circle-join"
        data-joined={circle.followed ? '1' : '0'}
        // Every confirmed tap counts: the last one is what the server keeps (docs/product.md §10.2).
        onClick={() => (circle.followed ? setAsking(true) : void circles.toggleJoin(circle))}
      >
        {circle.followed ? CIRCLE_TEXTS.joined : CIRCLE_TEXTS.join}
      </Text>
      <Modal
        visible={asking}
        content={CIRCLE_TEXTS.leaveConfirm}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          if (circle.followed) void circles.toggleJoin(circle)
        }}
      />
    </>
  )
})

const CircleHeader = observer(function CircleHeader({ circle }: { circle: CircleEntity }) {
  return (
    <View className="circle-header" data-testid="circle-header">
      {circle.banner ? (
        <Picture imgProps={CONTENT_IMAGE} className="circle-header__banner" src={circle.banner} mode="aspectFill" />
      ) : null}
      <View className="circle-header__row">
        <Picture imgProps={DECORATIVE_IMAGE} className="circle-header__icon" src={circle.icon} mode="aspectFill" />
        <View className="circle-header__main">
          <Text className="circle-header__name">{circle.name}</Text>
          <Text className="circle-header__meta" data-testid="circle-members">{`${formatCount(circle.memberCount)} ${
            CIRCLE_TEXTS.members
          } · ${formatCount(circle.dynamicCount)} ${CIRCLE_TEXTS.dynamics}`}</Text>
        </View>
        <JoinButton circle={circle} />
      </View>
      {circle.intro ? <Text className="circle-header__intro">{circle.intro}</Text> : null}
      {circle.notice ? <Text className="circle-header__notice">{circle.notice}</Text> : null}
    </View>
  )
})

/** An activity opens its page where it is one of ours. */
function openActivity(activity: Activity) {
  const entry = findPage(activity.url)
  if (entry) void openRoute(entry.path as RoutePath)
}

const ActivityList = observer(function ActivityList({ circleId }: { circleId: string }) {
  const circles = useCircles()
  const list = useListQuery(() => circles.activities(circleId), circleId)
  if (list.loading) return <LoadingView />
  if (list.loaded && list.items.length === 0) return <EmptyView text={CIRCLE_TEXTS.noActivities} />
  return (
    <View data-testid="circle-activities">
      {list.items.map((activity) => (
        <View key={activity.activityId} className="circle-activity" onClick={() => openActivity(activity)}>
          <Picture
            imgProps={CONTENT_IMAGE}
            className="circle-activity__cover"
            src={activity.cover}
            mode="aspectFill"
            lazyLoad
          />
          <Text className="circle-activity__title">{activity.title}</Text>
          <Text className="circle-activity__date">{`${formatDateDisplay(activity.startDate)} – ${formatDateDisplay(
            activity.endDate,
          )}`}</Text>
        </View>
      ))}
      <PagedListFooter list={list} />
    </View>
  )
})

const CircleFeed = observer(function CircleFeed({
  circle,
  tab,
  onTab,
  onReloadCircle,
}: {
  circle: CircleEntity
  tab: Exclude<CircleTab, 'activity'>
  onTab: (tab: CircleTab) => void
  onReloadCircle: () => Promise<void>
}) {
  const dynamics = useDynamics()
  const session = useSession()
  const list = useListQuery(
    () => dynamics.feed({ kind: 'circle', circleId: circle.circleId, order: tab }),
    `${circle.circleId}|${tab}|${session.accountId}`,
  )
  const { empty, onRefresh, ...shell } = feedShellState(list)
  return (
    <PageShell path={PATH} {...shell} loading={false} onRefresh={() => Promise.all([onRefresh(), onReloadCircle()])}>
      <CircleHeader circle={circle} />
      <Tabs items={TABS} active={tab} onChange={onTab} testId="circle-tab" />
      <NewItemsPill list={list} />
      {list.loading ? <SkeletonList /> : empty ? <EmptyView text={CIRCLE_TEXTS.empty} /> : <PagedFeed list={list} />}
      <PostButton
        label={POST_BUTTON_TEXTS.circle}
        circleId={circle.circleId}
        className="post-button post-button--floating"
      />
    </PageShell>
  )
})

/** Circle page (circle-detail): header with join / leave, and the 最新 / 最热 / 精华 / 活动 tabs. */
function CirclePage() {
  const { params } = useRouteInfo(PATH)
  const circleId = cleanContentId(params.circleId)
  const circles = useCircles()
  const session = useSession()
  const [tab, setTab] = useState<CircleTab>('new')
  const detail = useLoadable(() => circles.detail(circleId), `${circleId}|${session.accountId}`)
  const circle = detail.data
  if (!circle) {
    return (
      <ItemStateShell
        path={PATH}
        item={detail}
        badLink={circleId === null}
        badLinkText={DETAIL_TEXTS.badLink}
        missingText={CIRCLE_TEXTS.missing}
      />
    )
  }
  if (tab === 'activity') {
    return (
      <PageShell path={PATH} onRetry={detail.reload}>
        <CircleHeader circle={circle} />
        <Tabs items={TABS} active={tab} onChange={setTab} testId="circle-tab" />
        <ActivityList circleId={circle.circleId} />
      </PageShell>
    )
  }
  return <CircleFeed key={tab} circle={circle} tab={tab} onTab={setTab} onReloadCircle={detail.reload} />
}

export default observer(CirclePage)
