import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { DETAIL_TEXTS } from '@/components/article'
import { Tabs, type TabItem } from '@/components/kit'
import { AccountFeedTab, AccountHome, AccountLivesTab } from '@/components/people'
import { PageShell } from '@/components/shell'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { readAccountId } from '@/lib'

const PATH = 'community/orgDetail/index'

type OrgTab = 'articles' | 'lives'

export const ORG_TABS: readonly TabItem<OrgTab>[] = [
  { key: 'articles', label: '文章' },
  { key: 'lives', label: '直播' },
]

function Org({ accountId }: { accountId: string }) {
  const [tab, setTab] = useState<OrgTab>('articles')
  return (
    <AccountHome path={PATH} accountId={accountId}>
      <Tabs items={ORG_TABS} active={tab} onChange={setTab} testId="org-tab" />
      {tab === 'lives' ? (
        <AccountLivesTab accountId={accountId} />
      ) : (
        <AccountFeedTab accountId={accountId} tab="articles" />
      )}
    </AccountHome>
  )
}

/** Organisation home (org-detail): the organisation's header with its follow button, its articles and its lives. */
function OrgDetailPage() {
  const { params } = useRouteInfo(PATH)
  const accountId = readAccountId(params.toAccountId ?? params.accountId)
  if (!accountId) return <PageShell path={PATH} empty emptyText={DETAIL_TEXTS.badLink} />
  return <Org key={accountId} accountId={accountId} />
}

export default observer(OrgDetailPage)
