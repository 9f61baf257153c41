import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { DETAIL_TEXTS } from '@/components/article'
import { ItemStateShell, PageShell } from '@/components/shell'
import { useLoadable, useNoteAccountOpened } from '@/hooks'
import { isNotFoundError, useAccounts, useSession } from '@/stores'
import { CENTRE_TEXTS, CentreHeader } from './AccountParts'

export interface AccountHomeProps {
  /** The page's route path (the personal centre or the organisation home). */
  path: string
  accountId: string
  /** What the page shows under the header (its tabs), once the header has come. */
  children: ReactNode
}

/**
 * An account's home page (docs/product.md §4.15): its header with counts and the follow button, asked again for
 * each viewer; loading, a missing account or a failure in the page's shell; a pull asks the header again.
 */
export const AccountHome = observer(function AccountHome({ path, accountId, children }: AccountHomeProps) {
  const accounts = useAccounts()
  const session = useSession()
  const home = useLoadable(() => accounts.home(accountId), `${accountId}|${session.accountId}`)
  useNoteAccountOpened(accountId)
  if (!home.data) {
    return (
      <ItemStateShell
        path={path}
        item={home}
        badLinkText={DETAIL_TEXTS.badLink}
        missingText={CENTRE_TEXTS.notFound}
        isMissing={isNotFoundError}
      />
    )
  }
  const { account, ...counts } = home.data
  return (
    <PageShell path={path} onRefresh={() => home.reload()}>
      <CentreHeader account={account} home={counts} />
      {children}
    </PageShell>
  )
})
