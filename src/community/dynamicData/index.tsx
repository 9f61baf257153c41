import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import type { BigVHome, Dynamic } from '@shared/api'
import { api } from '@/api'
import { AccountHeader } from '@/components/follow'
import { PagedFeed, toPageResult } from '@/components/feed'
import { EmptyView, ErrorView, PageShell } from '@/components/shell'
import { usePagedList, useRouteInfo } from '@/hooks'
import { RequestError } from '@/http/types'
import { useSession } from '@/stores'

const PATH = 'community/dynamicData/index'

export const DYNAMIC_DATA_TEXTS = {
  badLink: '链接有误，无法查看该用户的动态',
  notFound: '该用户不存在或已注销',
  noDynamics: '还没有发布动态',
} as const

/** The server's account id shape; anything else cannot name an account, so it is not even asked for. */
const ACCOUNT_ID_PATTERN = /^[\w.-]{1,64}$/

export function readLookUserId(raw: string | undefined): string | null {
  const id = (raw ?? '').trim()
  return ACCOUNT_ID_PATTERN.test(id) ? id : null
}

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

const isNotFound = (error: unknown) => error instanceof RequestError && error.status === 404

/** The header and the dynamics of one account, as the viewer (followed and liked flags) sees them. */
const AccountDynamics = observer(function AccountDynamics({ lookUserId }: { lookUserId: string }) {
  const session = useSession()
  const viewerId = session.accountId || undefined
  const header = useAccountHome(lookUserId, viewerId)
  const feed = usePagedList<Dynamic>(async (pageNum, pageSize) =>
    toPageResult(await api.article.byAccount({ toAccountId: lookUserId, accountId: viewerId, pageNum, pageSize })),
  )

  const refresh = () => Promise.all([header.reload(), feed.refresh()])
  if (isNotFound(header.error)) {
    return (
      <PageShell path={PATH}>
        <StateMessage testId="look-user-not-found" text={DYNAMIC_DATA_TEXTS.notFound} />
      </PageShell>
    )
  }
  return (
    <PageShell
      path={PATH}
      loading={header.loading}
      error={header.home ? null : header.error}
      onRetry={() => void refresh()}
      onRefresh={refresh}
      onReachBottom={feed.loadMore}
    >
      {header.home ? (
        <View className="dynamic-data">
          <AccountHeader account={header.home.account} isSelf={header.home.account.accountId === session.accountId} />
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

interface AccountHome {
  home: BigVHome | null
  loading: boolean
  error: unknown
  reload(): Promise<void>
}

function useAccountHome(lookUserId: string, viewerId: string | undefined): AccountHome {
  const [home, setHome] = useState<BigVHome | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)
  const reload = useCallback(async () => {
    setError(null)
    try {
      setHome(await api.bigV.homeInfo(lookUserId, viewerId))
    } catch (failure) {
      setError(failure ?? new Error('load failed'))
    } finally {
      setLoading(false)
    }
  }, [lookUserId, viewerId])
  useEffect(() => {
    void reload()
  }, [reload])
  return { home, loading, error, reload }
}

export default observer(DynamicDataPage)
