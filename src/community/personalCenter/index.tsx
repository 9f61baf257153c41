import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { DETAIL_TEXTS } from '@/components/article'
import { Tabs, type TabItem } from '@/components/kit'
import {
  AccountFeedTab,
  AccountHome,
  AccountLivesTab,
  CENTRE_TEXTS,
  CollectionsTab,
  DraftEntry,
  MyCommentsTab,
} from '@/components/people'
import { LoginGate, PageShell } from '@/components/shell'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { readAccountId } from '@/lib'
import { useAccounts, useSession } from '@/stores'

export { CENTRE_TEXTS }

const PATH = 'community/personalCenter/index'

type CentreTab = 'dynamics' | 'articles' | 'lives' | 'videos' | 'collections' | 'comments'

export const CENTRE_TABS: readonly TabItem<CentreTab>[] = [
  { key: 'dynamics', label: '动态' },
  { key: 'articles', label: '文章' },
  { key: 'lives', label: '直播' },
  { key: 'videos', label: '视频' },
]

/** Only on one's own page: what one collected and what one wrote in comments. */
export const OWN_TABS: readonly TabItem<CentreTab>[] = [
  { key: 'collections', label: '收藏' },
  { key: 'comments', label: '评论' },
]

function TabBody({ accountId, tab }: { accountId: string; tab: CentreTab }) {
  switch (tab) {
    case 'lives':
      return <AccountLivesTab accountId={accountId} />
    case 'collections':
      return <CollectionsTab />
    case 'comments':
      return <MyCommentsTab />
    default:
      return <AccountFeedTab key={tab} accountId={accountId} tab={tab} />
  }
}

const Centre = observer(function Centre({ accountId }: { accountId: string }) {
  const accounts = useAccounts()
  const [tab, setTab] = useState<CentreTab>('dynamics')
  const own = accounts.isSelf(accountId)
  return (
    <AccountHome path={PATH} accountId={accountId}>
      {own ? <DraftEntry /> : null}
      <Tabs
        items={own ? [...CENTRE_TABS, ...OWN_TABS] : CENTRE_TABS}
        active={tab}
        onChange={setTab}
        testId="centre-tab"
      />
      <TabBody accountId={accountId} tab={tab} />
    </AccountHome>
  )
})

/**
 * Personal centre (personal-center): anyone's page by `toAccountId` (or `accountId`), or the viewer's
 * own without either: header with counts, and the account's dynamics (pinned first), articles, lives
 * and videos.
 */
function PersonalCenterPage() {
  const { params } = useRouteInfo(PATH)
  const session = useSession()
  const named = params.toAccountId ?? params.accountId
  if (named === undefined) {
    return (
      <LoginGate path={PATH} text={CENTRE_TEXTS.loginForSelf}>
        <Centre key={session.accountId} accountId={session.accountId} />
      </LoginGate>
    )
  }
  const accountId = readAccountId(named)
  if (accountId === null) return <PageShell path={PATH} empty emptyText={DETAIL_TEXTS.badLink} />
  return <Centre key={accountId} accountId={accountId} />
}

export default observer(PersonalCenterPage)
