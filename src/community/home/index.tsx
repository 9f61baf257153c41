import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { LoginPrompt } from '@/components/follow'
import {
  NewItemsPill,
  PagedFeed,
  feedShellState,
  PostButton,
  refreshAndSay,
  useKeptPlaces,
  type FeedPlace,
} from '@/components/feed'
import {
  EmptyView,
  ErrorView,
  OfflineCopyLine,
  PageShell,
  SkeletonList,
  isNavBarHidden,
  type EmptyViewProps,
} from '@/components/shell'
import { useChoiceAfterPaint, useListQuery, useNavBarLayout, useRouteInfo } from '@/hooks'
import { SearchEntry } from '@/components/search'
import { openRoute } from '@/navigation'
import { Badge } from '@/components/kit'
import { useDynamics, useFollow, useFollowNewsCheck, useSession, type DynamicEntity, type PagedList } from '@/stores'
import { HOME_TABS, HOME_TEXTS, type HomeTab } from './tabs'
import './index.css'

const PATH = 'community/home/index'
const MY_FOLLOW_PATH = 'pages/myFollow/index'
/** The tab bar's id: the page's scroller is found from it (kept places, H5). */
const TABS_ID = 'home-tabs'

function useTabList(tab: HomeTab): PagedList<DynamicEntity> {
  const dynamics = useDynamics()
  return useListQuery(
    () => dynamics.feed(tab === 'live' ? { kind: 'lives' } : { kind: 'tab', tab }),
    tab,
    // Only the first tab loads on open; the others when first chosen.
    { auto: tab === 'recommend' },
  )
}

/**
 * The tabs; 关注 carries a dot while a followed account has news (docs/product.md §4.5). The bar stays at the top,
 * under the navigation bar, while the feed scrolls (§4.21).
 */
const TabBar = observer(function TabBar({ active, onChange }: { active: HomeTab; onChange: (tab: HomeTab) => void }) {
  const follow = useFollow()
  const layout = useNavBarLayout()
  const { params } = useRouteInfo(PATH)
  const top = isNavBarHidden(params) ? '0px' : `calc(${layout.statusBar} + ${layout.barHeight}px)`
  return (
    <View id={TABS_ID} className="home-tabs" data-testid="home-tabs" style={{ top }}>
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
  empty,
  place,
}: {
  list: PagedList<DynamicEntity>
  empty: EmptyViewProps
  place: FeedPlace
}) {
  const state = feedShellState(list)
  const content = state.error ? (
    <ErrorView onRetry={state.onRetry} />
  ) : list.loading || !list.loaded ? (
    <SkeletonList />
  ) : state.empty ? (
    <EmptyView {...empty} />
  ) : (
    <PagedFeed list={list} place={place} />
  )
  // The tab's new items (docs/product.md §4.20); none for 直播, whose list is of no such feed.
  return (
    <>
      <NewItemsPill list={list} />
      <OfflineCopyLine savedAt={list.savedAt} />
      {content}
    </>
  )
})

/** Community home: 推荐 / 关注 / 最新 / 直播, the feed of each; 关注 needs an account. */
const CommunityHomeContent = observer(function CommunityHomeContent() {
  const session = useSession()
  const checkFollowNews = useFollowNewsCheck()
  // The tab bar answers a tap at once; the chosen tab's feed is drawn after that paint (§2.9), where the feed being
  // left notes its place first.
  const tabs = useChoiceAfterPaint<HomeTab>('recommend', () => places.leave())
  const active = tabs.shown
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
  // Each tab keeps its place: its loaded pages (the lists above) and where the reader was in it (§4.21).
  const places = useKeptPlaces(active, TABS_ID)

  const choose = (tab: HomeTab) => {
    if (tab === tabs.chosen) return
    tabs.choose(tab)
    const chosen = lists[tab]
    if (!chosen.loaded && !chosen.loading && !(tab === 'follow' && !session.loggedIn)) void chosen.refresh()
  }

  return (
    <PageShell
      path={PATH}
      onRefresh={needsLogin ? undefined : () => refreshAndSay(list)}
      onReachBottom={needsLogin ? undefined : () => void list.loadMore()}
    >
      <SearchEntry />
      <TabBar active={tabs.chosen} onChange={choose} />
      {active === 'follow' && session.loggedIn ? <MyFollowEntry /> : null}
      {needsLogin ? (
        <LoginPrompt text={HOME_TEXTS.followLogin} />
      ) : (
        <TabContent key={active} list={list} place={places.placeOf(active)} empty={emptyOf(active, choose)} />
      )}
      <PostButton className="home-post-button" />
    </PageShell>
  )
})

export default CommunityHomeContent

/** What an empty tab shows and offers (docs/product.md §4.21): 关注 with nothing yet sends the reader to 推荐. */
function emptyOf(tab: HomeTab, choose: (tab: HomeTab) => void): EmptyViewProps {
  switch (tab) {
    case 'follow':
      return {
        text: HOME_TEXTS.followEmpty,
        art: 'follow',
        action: { label: HOME_TEXTS.seeRecommended, onPress: () => choose('recommend') },
      }
    case 'live':
      return { text: HOME_TEXTS.liveEmpty, art: 'live' }
    default:
      return {}
  }
}
