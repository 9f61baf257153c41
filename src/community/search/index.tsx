import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { Account, Dynamic } from '@shared/api'
import { api } from '@/api'
import { FeedList, toPageResult } from '@/components/feed'
import { SearchBar } from '@/components/kit'
import {
  addRecentSearch,
  readRecentSearches,
  RecentSearches,
  SearchTabs,
  UserResultItem,
  writeRecentSearches,
  type SearchTab,
} from '@/components/search'
import { EmptyView, ErrorView, LoadingView, PagedListFooter, PageShell } from '@/components/shell'
import { useDelayedFlag, usePagedList, type PagedList, type PageLoader } from '@/hooks'
import { TIMEOUTS } from '@/config/constants'
import { openRoute } from '@/navigation'
import { getPlatform } from '@/platform'
import { useSession } from '@/stores'

const PATH = 'community/search/index'

export const SEARCH_TEXTS = { noResults: '没有找到相关内容' } as const

/** What the page shell's pull-down and reach-bottom act on: the result list on screen. */
interface ListActions {
  refresh(): Promise<void>
  loadMore(): Promise<void>
}

function SearchPage() {
  const storage = getPlatform().localStorage
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const [tab, setTab] = useState<SearchTab>('content')
  const [recent, setRecent] = useState<string[]>(() => readRecentSearches(storage))
  const actions = useRef<ListActions | null>(null)

  const search = (word: string) => {
    setInput(word)
    setKeyword(word)
    const next = addRecentSearch(recent, word)
    setRecent(next)
    writeRecentSearches(storage, next)
  }
  const changeInput = (value: string) => {
    setInput(value)
    // An emptied box goes back to the recent searches instead of showing results for a word no longer there.
    if (!value.trim()) setKeyword('')
  }
  const clearRecent = () => {
    setRecent([])
    writeRecentSearches(storage, [])
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
          <RecentSearches words={recent} onPick={search} onClear={clearRecent} />
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
  const session = useSession()
  const list = useResultList<Dynamic>(bind, async (pageNum, pageSize) =>
    toPageResult(
      await api.search.queryColumn({ keyword, accountId: session.accountId || undefined, pageNum, pageSize }),
    ),
  )
  return (
    <ResultStates list={list}>
      <FeedList items={list.items} highlight={keyword} />
    </ResultStates>
  )
})

const UserResults = observer(function UserResults({ keyword, bind }: ResultsProps) {
  const session = useSession()
  const list = useResultList<Account>(bind, async (pageNum, pageSize) =>
    toPageResult(
      await api.search.queryUserList({ keyword, accountId: session.accountId || undefined, pageNum, pageSize }),
    ),
  )
  const open = (account: Account) => void openRoute('community/dynamicData/index', { lookUserId: account.accountId })
  return (
    <ResultStates list={list}>
      {list.items.map((account) => (
        <UserResultItem key={account.accountId} account={account} keyword={keyword} onOpen={open} />
      ))}
    </ResultStates>
  )
})

/** The list of one keyword and tab, handed to the page's pull-down and reach-bottom while it is shown. */
function useResultList<T>(bind: ResultsProps['bind'], loader: PageLoader<T>): PagedList<T> {
  const list = usePagedList<T>(loader)
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
function ResultStates<T>({ list, children }: { list: PagedList<T>; children: JSX.Element | JSX.Element[] }) {
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
}

export default SearchPage
