import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PagedFeed, feedShellState } from '@/components/feed'
import { PageShell } from '@/components/shell'
import { useListQuery } from '@/hooks'
import { useAccounts, useDynamics } from '@/stores'
import { RECOMMEND_TEXTS, RecommendedAccounts } from './RecommendedAccounts'
import './index.css'

const PATH = 'community/recommend/index'
/** One row of avatars: more would only scroll sideways out of sight. */
const ACCOUNTS_SHOWN = 10

/** Recommended accounts to follow, then recommended content (hot dynamics across topics). */
function RecommendContent() {
  const accountStore = useAccounts()
  const accounts = useListQuery(() => accountStore.recommended(ACCOUNTS_SHOWN), 'accounts')
  const dynamics = useDynamics()
  const list = useListQuery(() => dynamics.feed({ kind: 'hotRecommend' }), 'hot')
  const shell = feedShellState(list)
  return (
    // The accounts row is an extra: if it fails, the content still stands.
    <PageShell
      path={PATH}
      {...shell}
      // The page's shape while the content loads: the strip of accounts, then the cards (docs/product.md §4.21).
      skeleton="accountsThenCards"
      onRefresh={() => Promise.all([list.refresh(), accounts.refresh()])}
    >
      <RecommendedAccounts accounts={accounts.items} onEnd={() => void accounts.loadMore()} />
      <View className="recommend-section">
        <Text className="recommend-section__title">{RECOMMEND_TEXTS.content}</Text>
      </View>
      <PagedFeed list={list} />
    </PageShell>
  )
}

export default observer(RecommendContent)
