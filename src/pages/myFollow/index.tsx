import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect } from 'react'
import { FollowStrip } from '@/components/follow'
import { PagedFeed } from '@/components/feed'
import { EmptyView, ErrorView, LoginGate, PageShell } from '@/components/shell'
import { useListQuery } from '@/hooks'
import { openRoute } from '@/navigation'
import {
  useAccounts,
  useCircles,
  useDynamics,
  useFollow,
  useSession,
  type AccountEntity,
  type CircleEntity,
  type DynamicEntity,
  type PagedList,
} from '@/stores'
import './index.css'

const PATH = 'pages/myFollow/index'

export const MY_FOLLOW_TEXTS = {
  loggedOut: '登录后查看你关注的人的最新动态',
  noFollows: '你还没有关注任何人',
  toRecommend: '去看看推荐的人',
  noDynamics: '你关注的人还没有发布动态',
  circles: '我的圈子',
} as const

/** Enough accounts for the strip in one request: it scrolls sideways, it does not page. */
const STRIP_PAGE_SIZE = 50

function MyFollowPage() {
  const session = useSession()
  // Keyed by the viewer: a login switch starts from scratch instead of showing the last account's follows.
  return (
    <LoginGate path={PATH} text={MY_FOLLOW_TEXTS.loggedOut}>
      <MyFollowContent key={session.accountId} viewerId={session.accountId} />
    </LoginGate>
  )
}

const MyFollowContent = observer(function MyFollowContent({ viewerId }: { viewerId: string }) {
  const follow = useFollow()
  const accounts = useAccounts()
  const dynamics = useDynamics()

  const circles = useCircles()
  const users = useListQuery(() => accounts.myFollows(viewerId, STRIP_PAGE_SIZE), viewerId)
  const myCircles = useListQuery(() => circles.mine(viewerId), viewerId)
  const feed = useListQuery(() => dynamics.feed({ kind: 'followed' }), viewerId)
  // The last clicks decide the dots, so they are fetched with the accounts (and on every refresh).
  useEffect(() => {
    void follow.load(viewerId)
  }, [follow, viewerId])

  // Read here, in the observer, so a click recorded in the store redraws the dots at once.
  const newsIds = follow.newsIds(users.items)
  useEffect(() => {
    follow.noteNews(users.items)
  }, [follow, users.items, newsIds.size])

  const openAccount = useCallback(
    (user: AccountEntity) => {
      follow.markClicked(user.accountId, viewerId)
      void openRoute('community/dynamicData/index', { lookUserId: user.accountId })
    },
    [follow, viewerId],
  )

  const refresh = () => Promise.all([users.refresh(), myCircles.refresh(), feed.refresh(), follow.load(viewerId)])
  const noFollows = users.loaded && !users.error && users.items.length === 0

  return (
    <PageShell
      path={PATH}
      loading={users.loading}
      // The accounts' strip and the feed under it: the loading looks like the feed (docs/product.md §4.21).
      skeleton="cards"
      error={users.items.length === 0 ? users.error : null}
      onRetry={() => void refresh()}
      onRefresh={refresh}
      onReachBottom={noFollows ? undefined : feed.loadMore}
    >
      {noFollows ? (
        <View className="my-follow__empty" data-testid="no-follows">
          <Text className="my-follow__empty-text">{MY_FOLLOW_TEXTS.noFollows}</Text>
          <Text
            className="my-follow__empty-link"
            data-testid="to-recommend"
            onClick={() => void openRoute('community/recommend/index')}
          >
            {MY_FOLLOW_TEXTS.toRecommend}
          </Text>
        </View>
      ) : (
        <View className="my-follow">
          <FollowStrip users={users.items} newsIds={newsIds} onOpen={openAccount} />
          <MyCircles circles={myCircles.items} />
          <FollowFeed feed={feed} />
        </View>
      )}
    </PageShell>
  )
})

/** The circles the viewer joined, as a row of chips that open each circle (one left anywhere drops out). */
const MyCircles = observer(function MyCircles({ circles }: { circles: readonly CircleEntity[] }) {
  if (circles.length === 0) return null
  return (
    <View className="my-follow__circles" data-testid="my-circles">
      <Text className="my-follow__circles-title">{MY_FOLLOW_TEXTS.circles}</Text>
      {circles.map((circle) => (
        <Text
          key={circle.circleId}
          className="my-follow__circle"
          data-testid="my-circle"
          data-id={circle.circleId}
          onClick={() => void openRoute('monetary_circle/circle/circle', { circleId: circle.circleId })}
        >
          {circle.name}
        </Text>
      ))}
    </View>
  )
})

/** The followed accounts' dynamics under the strip; its own empty and failed states keep the strip usable. */
const FollowFeed = observer(function FollowFeed({ feed }: { feed: PagedList<DynamicEntity> }) {
  if (feed.loaded && feed.items.length === 0) {
    return feed.error ? (
      <ErrorView onRetry={() => void feed.retry()} />
    ) : (
      <EmptyView text={MY_FOLLOW_TEXTS.noDynamics} />
    )
  }
  return (
    <View className="my-follow__feed">
      <PagedFeed list={feed} />
    </View>
  )
})

export default observer(MyFollowPage)
