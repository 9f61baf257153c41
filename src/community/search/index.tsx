import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { FollowButton } from '@/components/follow'
import { FeedList } from '@/components/feed'
import { SearchBar } from '@/components/kit'
import { RecentSearches, SearchTabs, UserResultItem, type SearchTab } from '@/components/search'
import { EmptyView, ErrorView, LoadingView, PagedListFooter, PageShell } from '@/components/shell'
import { useDelayedFlag, useListQuery } from '@/hooks'
import { TIMEOUTS } from '@/config/constants'
import { openRoute } from '@/navigation'
import {
  useAccounts,
  useDynamics,
  useRecentSearches,
  type AccountEntity,
  type ListQuery,
  type PagedList,
} from '@/stores'

const PATH = 'community/search/index'

export const SEARCH_TEXTS = { noResults: '没有找到相关内容' } as const

/** What the page shell's pull-down and reach-bottom act on: the result list on screen. */
interface ListActions {
  refresh(): Promise<void>
  loadMore(): Promise<void>
}

function SearchPage() {
  const recent = useRecentSearches()
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const [tab, setTab] = useState<SearchTab>('content')
  const actions = useRef<ListActions | null>(null)

  const search = (word: string) => {
    setInput(word)
    setKeyword(word)
    recent.add(word)
  }
  const changeInput = (value: string) => {
    setInput(value)
    // An emptied box goes back to the recent searches instead of showing results for a word no longer there.
    if (!value.trim()) setKeyword('')
  }

  return (
    <PageShell
      path={PATH}
      onRefresh={keyword ? () => actions.current?.refresh() : undefined}
      onReachBottom={keyword ? () => void actions.current?.loadMore() : undefined}
    >
      <View className="search-page">
        <SearchBar value={input} onChange={changeInput} onSearch={search} />
        {keyword ? (
          <View className="search-page__results">
            <SearchTabs active={tab} onChange={setTab} />
            {/* Keyed: a new keyword or tab starts a fresh list, never showing the previous word's results. */}
            {tab === 'content' ? (
              <ContentResults key={`c:${keyword}`} keyword={keyword} bind={actions} />
            ) : (
              <UserResults key={`u:${keyword}`} keyword={keyword} bind={actions} />
            )}
          </View>
        ) : (
          <RecentSearches words={recent.words} onPick={search} onClear={recent.clear} />
        )}
      </View>
    </PageShell>
  )
}

interface ResultsProps {
  keyword: string
  bind: { current: ListActions | null }
}

const ContentResults = observer(function ContentResults({ keyword, bind }: ResultsProps) {
  const dynamics = useDynamics()
  const list = useResultList(bind, () => dynamics.feed({ kind: 'search', keyword }), keyword)
  return (
    <ResultStates list={list}>
      <FeedList items={list.items} highlight={keyword} />
    </ResultStates>
  )
})

const UserResults = observer(function UserResults({ keyword, bind }: ResultsProps) {
  const accounts = useAccounts()
  const list = useResultList(bind, () => accounts.search(keyword), keyword)
  const open = (account: AccountEntity) =>
    void openRoute('community/dynamicData/index', { lookUserId: account.accountId })
  return (
    <ResultStates list={list}>
      {list.items.map((account) => (
        <UserResultItem key={account.accountId} account={account} keyword={keyword} onOpen={open}>
          <FollowButton accountId={account.accountId} />
        </UserResultItem>
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
  children,
}: {
  list: PagedList<unknown>
  children: JSX.Element | JSX.Element[]
}) {
  const showLoading = useDelayedFlag(list.loading, TIMEOUTS.asyncPageLoadDelayMs)
  if (list.loading) return showLoading ? <LoadingView /> : null
  if (list.items.length === 0) {
    return list.error ? <ErrorView onRetry={() => void list.retry()} /> : <EmptyView text={SEARCH_TEXTS.noResults} />
  }
  return (
    <View className="search-page__list" data-testid="search-results">
      {children}
      <PagedListFooter list={list} />
    </View>
  )
})

export default observer(SearchPage)
