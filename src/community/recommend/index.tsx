import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { Account, Dynamic } from '@shared/api'
import { api } from '@/api'
import { PagedFeed, feedShellState, toPageResult } from '@/components/feed'
import { PageShell } from '@/components/shell'
import { usePagedList } from '@/hooks/usePagedList'
import { useSession } from '@/stores'
import { RECOMMEND_TEXTS, RecommendedAccounts } from './RecommendedAccounts'
import './index.css'

const PATH = 'community/recommend/index'
/** One row of avatars: more would only scroll sideways out of sight. */
const ACCOUNTS_SHOWN = 10

/** Recommended accounts to follow, then recommended content (hot dynamics across topics). */
function RecommendContent() {
  const session = useSession()
  const viewer = session.accountId || undefined
  const [accounts, setAccounts] = useState<Account[]>([])
  const loadAccounts = () =>
    api.follow
      .recommendUserList({ pageNum: 1, pageSize: ACCOUNTS_SHOWN, accountId: viewer })
      .then((page) => setAccounts(page.list))
      // The accounts row is an extra: without it the content still stands.
      .catch(() => undefined)
  const list = usePagedList<Dynamic>(async (pageNum, pageSize) =>
    toPageResult(await api.topic.queryHotRecommendArticle({ pageNum, pageSize, accountId: viewer })),
  )
  useEffect(() => {
    void loadAccounts()
    // Once on open; pull to refresh reloads it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const shell = feedShellState(list)
  return (
    <PageShell path={PATH} {...shell} onRefresh={() => Promise.all([list.refresh(), loadAccounts()])}>
      <RecommendedAccounts accounts={accounts} />
      <View className="recommend-section">
        <Text className="recommend-section__title">{RECOMMEND_TEXTS.content}</Text>
      </View>
      <PagedFeed list={list} />
    </PageShell>
  )
}

export default RecommendContent
