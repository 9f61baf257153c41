import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { DETAIL_TEXTS } from '@/components/article'
import { FollowButton } from '@/components/follow'
import { Tabs, type TabItem } from '@/components/kit'
import { UserResultItem } from '@/components/search'
import { EmptyView, ErrorView, LoadingView, PagedListFooter, PageShell } from '@/components/shell'
import { useListQuery } from '@/hooks'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { readAccountId } from '@/lib'
import { openAccount } from '@/navigation'
import { useAccounts, useSession, type AccountEntity } from '@/stores'

const PATH = 'pages/follow/index'

type Which = 'following' | 'followers'

export const FOLLOW_TABS: readonly TabItem<Which>[] = [
  { key: 'following', label: '关注' },
  { key: 'followers', label: '粉丝' },
]

export const FOLLOW_PAGE_TEXTS = {
  empty: { following: '还没有关注任何人', followers: '还没有粉丝' },
} as const

const Connections = observer(function Connections({ accountId, which }: { accountId: string; which: Which }) {
  const accounts = useAccounts()
  const session = useSession()
  const list = useListQuery(() => accounts.connections(accountId, which), `${accountId}|${which}|${session.accountId}`)
  if (list.loading) return <LoadingView />
  if (list.items.length === 0) {
    return list.error ? (
      <ErrorView onRetry={() => void list.retry()} />
    ) : (
      <EmptyView text={FOLLOW_PAGE_TEXTS.empty[which]} />
    )
  }
  const open = (account: AccountEntity) => void openAccount(account.accountId, account.kind)
  return (
    <View data-testid={`follow-${which}`}>
      {list.items.map((account) => (
        <UserResultItem key={account.accountId} account={account} keyword="" onOpen={open}>
          <FollowButton accountId={account.accountId} />
        </UserResultItem>
      ))}
      <PagedListFooter list={list} />
    </View>
  )
})

/** Follows and fans (follow): whom an account follows and who follows it, each with a follow button. */
function FollowPage() {
  const { params } = useRouteInfo(PATH)
  const accountId = readAccountId(params.toAccountId)
  const [which, setWhich] = useState<Which>(params.tab === 'followers' ? 'followers' : 'following')
  if (!accountId) return <PageShell path={PATH} empty emptyText={DETAIL_TEXTS.badLink} />
  return (
    <PageShell path={PATH}>
      <Tabs items={FOLLOW_TABS} active={which} onChange={setWhich} testId="follow-tab" />
      <Connections key={which} accountId={accountId} which={which} />
    </PageShell>
  )
}

export default observer(FollowPage)
