import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AccountHeader } from '@/components/follow'
import { PagedFeed } from '@/components/feed'
import { EmptyView, ErrorView, PageShell, loadableShellState } from '@/components/shell'
import { useListQuery, useLoadable, useNoteAccountOpened } from '@/hooks'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { readAccountId } from '@/lib'
import { isNotFoundError, useAccounts, useDynamics, useSession } from '@/stores'

const PATH = 'community/dynamicData/index'

export const DYNAMIC_DATA_TEXTS = {
  badLink: '链接有误，无法查看该用户的动态',
  notFound: '该用户不存在或已注销',
  noDynamics: '还没有发布动态',
} as const

/** The account an address names (lib's rule, shared with the personal centre). */
export const readLookUserId = readAccountId

function DynamicDataPage() {
  const { params } = useRouteInfo(PATH)
  const lookUserId = readLookUserId(params.lookUserId)
  if (!lookUserId) {
    return (
      <PageShell path={PATH}>
        <StateMessage testId="bad-look-user" text={DYNAMIC_DATA_TEXTS.badLink} />
      </PageShell>
    )
  }
  return <AccountDynamics lookUserId={lookUserId} />
}

function StateMessage({ text, testId }: { text: string; testId: string }) {
  return (
    <View className="state-view" data-testid={testId}>
      <Text className="state-view__text">{text}</Text>
    </View>
  )
}

/** The header and the dynamics of one account, as the viewer (followed and liked flags) sees them. */
const AccountDynamics = observer(function AccountDynamics({ lookUserId }: { lookUserId: string }) {
  const session = useSession()
  const accounts = useAccounts()
  const dynamics = useDynamics()
  // Asked as the viewer sees it (followed and liked flags): a login asks again.
  const viewerKey = `${lookUserId}|${session.accountId}`
  const header = useLoadable(() => accounts.home(lookUserId), viewerKey)
  const feed = useListQuery(() => dynamics.feed({ kind: 'account', accountId: lookUserId }), viewerKey)
  useNoteAccountOpened(lookUserId)

  const refresh = () => Promise.all([header.reload(), feed.refresh()])
  if (isNotFoundError(header.error)) {
    return (
      <PageShell path={PATH}>
        <StateMessage testId="look-user-not-found" text={DYNAMIC_DATA_TEXTS.notFound} />
      </PageShell>
    )
  }
  return (
    <PageShell
      path={PATH}
      {...loadableShellState(header)}
      onRetry={() => void refresh()}
      onRefresh={refresh}
      onReachBottom={feed.loadMore}
    >
      {header.data ? (
        <View className="dynamic-data">
          <AccountHeader account={header.data.account} />
          {feed.loaded && feed.items.length === 0 ? (
            feed.error ? (
              <ErrorView onRetry={() => void feed.retry()} />
            ) : (
              <EmptyView text={DYNAMIC_DATA_TEXTS.noDynamics} />
            )
          ) : (
            <View className="dynamic-data__feed">
              <PagedFeed list={feed} />
            </View>
          )}
        </View>
      ) : null}
    </PageShell>
  )
})

export default observer(DynamicDataPage)
