import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { FollowButton } from '@/components/follow'
import { FeedList } from '@/components/feed'
import { SearchBar, Tabs, useSearchBox } from '@/components/kit'
import {
  HotSearches,
  RecentSearches,
  SEARCH_TABS,
  StockResultItem,
  UserResultItem,
  type SearchTab,
} from '@/components/search'
import { EmptyView, ErrorView, LoadingView, PagedListFooter, PageShell } from '@/components/shell'
import { TopicRow } from '@/components/topic'
import { useDelayedFlag, useListQuery, useLoadable } from '@/hooks'
import { TIMEOUTS } from '@/config/constants'
import { capKeyword, searchTabFor } from '@/lib'
import { SEARCH_KEYWORD_MAX } from '@shared/search-limits'
import { openAccount } from '@/navigation'
import {
  useAccounts,
  useDynamics,
  useHotSearches,
  useQuotes,
  useRecentSearches,
  useTopics,
  type AccountEntity,
  type ListQuery,
  type PagedList,
} from '@/stores'

const PATH = 'community/search/index'

/** A search that found nothing says so for its kind and suggests what to try instead. */
export const SEARCH_TEXTS = {
  noResults: {
    content: '没有找到相关内容，换个关键词试试',
    user: '没有找到相关用户，换个昵称试试',
    topic: '没有找到相关话题，换个关键词试试',
    stock: '没有找到相关股票，试试代码、名称或拼音首字母',
  },
} as const

/** What the page shell's pull-down and reach-bottom act on: the result list on screen. */
interface ListActions {
  refresh(): Promise<void>
  loadMore(): Promise<void>
}

function SearchPage() {
  const recent = useRecentSearches()
  // An emptied box goes back to the recent searches instead of showing results for a word no longer there.
  const [tab, setTab] = useState<SearchTab>('content')
  // A new search starts on the tab that fits it, not on the one the last search ended on.
  const {
    keyword,
    bar,
    searchFor: search,
  } = useSearchBox((word) => {
    recent.add(word)
    setTab(searchTabFor(word))
  })
  // The server's limit for the tab on screen: the box stops there, and a longer keyword from a tab with a larger
  // one is cut where this tab's limit is (docs/product.md §4.12).
  const limit = SEARCH_KEYWORD_MAX[tab]
  const actions = useRef<ListActions | null>(null)

  return (
    <PageShell
      path={PATH}
      onRefresh={keyword ? () => actions.current?.refresh() : undefined}
      onReachBottom={keyword ? () => void actions.current?.loadMore() : undefined}
    >
      <View className="search-page">
        <SearchBar {...bar} maxLength={limit} />
        {keyword ? (
          <View className="search-page__results">
            <Tabs items={SEARCH_TABS} active={tab} onChange={setTab} testId="search-tab" />
            {/* Keyed: a new keyword or tab starts a fresh list, never showing the previous word's results. */}
            <Results key={`${tab}:${keyword}`} tab={tab} keyword={capKeyword(keyword, limit)} bind={actions} />
          </View>
        ) : (
          <View>
            <RecentSearches words={recent.words} onPick={search} onClear={recent.clear} />
            <HotWords onPick={search} />
          </View>
        )}
      </View>
    </PageShell>
  )
}

interface ResultsProps {
  keyword: string
  bind: { current: ListActions | null }
}

/** Hot searches hide themselves when the call fails: they are a suggestion, not the page. */
const HotWords = observer(function HotWords({ onPick }: { onPick: (word: string) => void }) {
  const hot = useHotSearches()
  const words = useLoadable(() => hot.words(), 'hot')
  return <HotSearches words={words.data ?? []} onPick={onPick} />
})

function Results({ tab, ...props }: ResultsProps & { tab: SearchTab }) {
  switch (tab) {
    case 'content':
      return <ContentResults {...props} />
    case 'user':
      return <UserResults {...props} />
    case 'topic':
      return <TopicResults {...props} />
    case 'stock':
      return <StockResults {...props} />
  }
}

const ContentResults = observer(function ContentResults({ keyword, bind }: ResultsProps) {
  const dynamics = useDynamics()
  const list = useResultList(bind, () => dynamics.feed({ kind: 'search', keyword }), keyword)
  return (
    <ResultStates list={list} tab="content">
      <FeedList items={list.items} highlight={keyword} />
    </ResultStates>
  )
})

const UserResults = observer(function UserResults({ keyword, bind }: ResultsProps) {
  const accounts = useAccounts()
  const list = useResultList(bind, () => accounts.search(keyword), keyword)
  const open = (account: AccountEntity) => void openAccount(account.accountId, account.kind)
  return (
    <ResultStates list={list} tab="user">
      {list.items.map((account) => (
        <UserResultItem key={account.accountId} account={account} keyword={keyword} onOpen={open}>
          <FollowButton accountId={account.accountId} />
        </UserResultItem>
      ))}
    </ResultStates>
  )
})

const TopicResults = observer(function TopicResults({ keyword, bind }: ResultsProps) {
  const topics = useTopics()
  const list = useResultList(bind, () => topics.all(keyword), keyword)
  return (
    <ResultStates list={list} tab="topic">
      {list.items.map((topic) => (
        <TopicRow key={topic.topicId} topic={topic} keyword={keyword} />
      ))}
    </ResultStates>
  )
})

const StockResults = observer(function StockResults({ keyword, bind }: ResultsProps) {
  const quotes = useQuotes()
  const list = useResultList(bind, () => quotes.search(keyword), keyword)
  return (
    <ResultStates list={list} tab="stock">
      {list.items.map((stock) => (
        <StockResultItem key={stock.code} stock={stock} keyword={keyword} />
      ))}
    </ResultStates>
  )
})

/** The list of one keyword and tab, handed to the page's pull-down and reach-bottom while it is shown. */
function useResultList<R, T>(bind: ResultsProps['bind'], make: () => ListQuery<R, T>, keyword: string): PagedList<T> {
  const list = useListQuery(make, keyword)
  bind.current = list
  const own = useRef(list)
  own.current = list
  // Only if nobody took over: the next keyword's list renders (and binds) before this one unmounts.
  useEffect(
    () => () => {
      if (bind.current === own.current) bind.current = null
    },
    [bind],
  )
  return list
}

/** Loading, failed (tap to retry), nothing found, or the results with the load-more footer. */
const ResultStates = observer(function ResultStates({
  list,
  tab,
  children,
}: {
  list: PagedList<unknown>
  tab: SearchTab
  children: JSX.Element | JSX.Element[]
}) {
  const showLoading = useDelayedFlag(list.loading, TIMEOUTS.asyncPageLoadDelayMs)
  // The results' shape in grey (docs/product.md §4.21): feed cards for content, rows for accounts, topics and stocks.
  if (list.loading) return showLoading ? <LoadingView skeleton={tab === 'content' ? 'cards' : 'rows'} /> : null
  if (list.items.length === 0) {
    return list.error ? (
      <ErrorView onRetry={() => void list.retry()} />
    ) : (
      <EmptyView text={SEARCH_TEXTS.noResults[tab]} />
    )
  }
  return (
    <View className="search-page__list" data-testid="search-results">
      {children}
      <PagedListFooter list={list} />
    </View>
  )
})

export default observer(SearchPage)
