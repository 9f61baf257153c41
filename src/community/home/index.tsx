import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { LoginPrompt } from '@/components/follow'
import { NewItemsPill, PagedFeed, feedShellState, PostButton } from '@/components/feed'
import { EmptyView, ErrorView, LoadingView, PageShell } from '@/components/shell'
import { useListQuery } from '@/hooks'
import { SearchEntry } from '@/components/search'
import { openRoute } from '@/navigation'
import { Badge } from '@/components/kit'
import { useDynamics, useFollow, useFollowNewsCheck, useSession, type DynamicEntity, type PagedList } from '@/stores'
import { HOME_TABS, HOME_TEXTS, type HomeTab } from './tabs'
import './index.css'

const PATH = 'community/home/index'
const MY_FOLLOW_PATH = 'pages/myFollow/index'

function useTabList(tab: HomeTab): PagedList<DynamicEntity> {
  const dynamics = useDynamics()
  return useListQuery(
    () => dynamics.feed(tab === 'live' ? { kind: 'lives' } : { kind: 'tab', tab }),
    tab,
    // Only the first tab loads on open; the others when first chosen.
    { auto: tab === 'recommend' },
  )
}

/** The tabs; 关注 carries a dot while a followed account has news (docs/product.md §4.5). */
const TabBar = observer(function TabBar({ active, onChange }: { active: HomeTab; onChange: (tab: HomeTab) => void }) {
  const follow = useFollow()
  return (
    <View className="home-tabs" data-testid="home-tabs">
      {HOME_TABS.map(({ tab, label }) => (
        <View
          key={tab}
          className={`home-tabs__tab${tab === active ? ' home-tabs__tab--active' : ''}`}
          data-testid={`home-tab-${tab}`}
          onClick={() => onChange(tab)}
        >
          <Text>{label}</Text>
          {tab === 'follow' && follow.hasUpdate ? <Badge dot /> : null}
        </View>
      ))}
    </View>
  )
})

/** The way into 我的关注 (the accounts themselves, with their news dots) above the 关注 feed. */
const MyFollowEntry = observer(function MyFollowEntry() {
  const follow = useFollow()
  return (
    <View
      className="home-my-follow"
      data-testid="my-follow-entry"
      data-news={follow.hasUpdate ? '1' : '0'}
      onClick={() => void openRoute(MY_FOLLOW_PATH)}
    >
      <Text className="home-my-follow__text">{HOME_TEXTS.myFollow}</Text>
      {follow.hasUpdate ? <Badge dot /> : null}
      <Text className="home-my-follow__more">{'>'}</Text>
    </View>
  )
})

/** One tab's content with its own states: the tab bar stays while a tab loads or fails. */
const TabContent = observer(function TabContent({
  list,
  emptyText,
}: {
  list: PagedList<DynamicEntity>
  emptyText?: string
}) {
  const state = feedShellState(list)
  const content = state.error ? (
    <ErrorView onRetry={state.onRetry} />
  ) : list.loading || !list.loaded ? (
    <LoadingView />
  ) : state.empty ? (
    <EmptyView text={emptyText} />
  ) : (
    <PagedFeed list={list} />
  )
  // The tab's new items (docs/product.md §4.20); none for 直播, whose list is of no such feed.
  return (
    <>
      <NewItemsPill list={list} />
      {content}
    </>
  )
})

/** Community home: 推荐 / 关注 / 最新 / 直播, the feed of each; 关注 needs an account. */
const CommunityHomeContent = observer(function CommunityHomeContent() {
  const session = useSession()
  const checkFollowNews = useFollowNewsCheck()
  const [active, setActive] = useState<HomeTab>('recommend')
  // The 关注 dot is known before 我的关注 is opened; asked again for each viewer.
  useEffect(() => {
    void checkFollowNews()
  }, [checkFollowNews, session.accountId])
  const lists: Record<HomeTab, PagedList<DynamicEntity>> = {
    recommend: useTabList('recommend'),
    follow: useTabList('follow'),
    latest: useTabList('latest'),
    live: useTabList('live'),
  }
  const needsLogin = active === 'follow' && !session.loggedIn
  const list = lists[active]

  const choose = (tab: HomeTab) => {
    setActive(tab)
    const chosen = lists[tab]
    if (!chosen.loaded && !chosen.loading && !(tab === 'follow' && !session.loggedIn)) void chosen.refresh()
  }

  return (
    <PageShell
      path={PATH}
      onRefresh={needsLogin ? undefined : () => list.refresh()}
      onReachBottom={needsLogin ? undefined : () => void list.loadMore()}
    >
      <SearchEntry />
      <TabBar active={active} onChange={choose} />
      {active === 'follow' && session.loggedIn ? <MyFollowEntry /> : null}
      {needsLogin ? (
        <LoginPrompt text={HOME_TEXTS.followLogin} />
      ) : (
        <TabContent
          key={active}
          list={list}
          emptyText={
            active === 'follow' ? HOME_TEXTS.followEmpty : active === 'live' ? HOME_TEXTS.liveEmpty : undefined
          }
        />
      )}
      <PostButton className="home-post-button" />
    </PageShell>
  )
})

export default CommunityHomeContent
