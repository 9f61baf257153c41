import { observer } from 'mobx-react-lite'
import { isGoneError, type LoadableView } from '@/stores'
import { PageShell } from './PageShell'

export interface ItemStateShellProps {
  path: string
  /** The page's item (a topic, a circle, an account's home) while it has not arrived. */
  item: Pick<LoadableView<unknown>, 'loading' | 'error' | 'reload'>
  /** The address named no valid item: said at once, nothing is asked. */
  badLink?: boolean
  badLinkText: string
  /** The server says the item does not exist (or no longer does). */
  missingText: string
  isMissing?: (error: unknown) => boolean
}

/**
 * A page before its item is there: loading, failed (tap to retry), a bad link, or an item that is
 * gone. One place for what every item page shows until it can show the item.
 */
export const ItemStateShell = observer(function ItemStateShell({
  path,
  item,
  badLink = false,
  badLinkText,
  missingText,
  isMissing = isGoneError,
}: ItemStateShellProps) {
  const gone = badLink || isMissing(item.error)
  return (
    <PageShell
      path={path}
      loading={!badLink && item.loading}
      error={gone ? null : item.error}
      empty={gone}
      emptyText={badLink ? badLinkText : missingText}
      onRetry={() => void item.reload()}
    />
  )
})
