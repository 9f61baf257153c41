import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { DETAIL_TEXTS } from '@/components/article'
import { Tabs, type TabItem } from '@/components/kit'
import { AccountFeedTab, AccountLivesTab, CENTRE_TEXTS, CentreHeader } from '@/components/people'
import { ItemStateShell, PageShell } from '@/components/shell'
import { useLoadable } from '@/hooks'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { readAccountId } from '@/lib'
import { isNotFoundError, useAccounts, useSession } from '@/stores'

const PATH = 'community/orgDetail/index'

type OrgTab = 'articles' | 'lives'

export const ORG_TABS: readonly TabItem<OrgTab>[] = [
  { key: 'articles', label: '文章' },
  { key: 'lives', label: '直播' },
]

const Org = observer(function Org({ accountId }: { accountId: string }) {
  const accounts = useAccounts()
  const session = useSession()
  const [tab, setTab] = useState<OrgTab>('articles')
  const home = useLoadable(() => accounts.home(accountId), `${accountId}|${session.accountId}`)
  if (!home.data) {
    return (
      <ItemStateShell
        path={PATH}
        item={home}
        badLinkText={DETAIL_TEXTS.badLink}
        missingText={CENTRE_TEXTS.notFound}
        isMissing={isNotFoundError}
      />
    )
  }
  const { account, ...counts } = home.data
  return (
    <PageShell path={PATH} onRefresh={() => home.reload()}>
      <CentreHeader account={account} home={counts} />
      <Tabs items={ORG_TABS} active={tab} onChange={setTab} testId="org-tab" />
      {tab === 'lives' ? (
        <AccountLivesTab accountId={accountId} />
      ) : (
        <AccountFeedTab accountId={accountId} tab="articles" />
      )}
    </PageShell>
  )
})

/** Organisation home (org-detail): the organisation's header with its follow button, its articles and its lives. */
function OrgDetailPage() {
  const { params } = useRouteInfo(PATH)
  const accountId = readAccountId(params.toAccountId ?? params.accountId)
  if (!accountId) return <PageShell path={PATH} empty emptyText={DETAIL_TEXTS.badLink} />
  return <Org key={accountId} accountId={accountId} />
}

export default observer(OrgDetailPage)
