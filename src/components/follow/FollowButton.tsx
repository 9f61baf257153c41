import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useAccounts } from '@/stores'
import './follow.css'

export const FOLLOW_TEXTS = { follow: '+ 关注', followed: '已关注' } as const

/** The two looks: a pill in lists and cards, the wider button of an author header. */
const LOOKS = {
  pill: { base: 'follow-button', on: 'follow-button--followed' },
  header: { base: 'article-follow', on: 'article-follow--on' },
} as const

export interface FollowButtonProps {
  accountId: string
  look?: keyof typeof LOOKS
}

/**
 * The one follow button: it shows the account store's state for this account, so every button of
 * the same author agrees, and every tap goes to the store's follow action, which shows it at once and
 * makes the last tap the server's state (login, rollback, toast; docs/product.md §10.2). One's own account has none.
 */
export const FollowButton = observer(function FollowButton({ accountId, look = 'pill' }: FollowButtonProps) {
  const accounts = useAccounts()
  if (!accountId || accounts.isSelf(accountId)) return null
  const followed = accounts.isFollowed(accountId)
  const busy = accounts.isFollowBusy(accountId)
  const css = LOOKS[look]
  return (
    <Text
      className={`${css.base}${followed ? ` ${css.on}` : ''}`}
      data-testid="follow-button"
      data-account={accountId}
      data-followed={followed ? '1' : '0'}
      data-busy={busy ? '1' : '0'}
      onClick={(event) => {
        event.stopPropagation()
        void accounts.toggleFollow(accountId)
      }}
    >
      {followed ? FOLLOW_TEXTS.followed : FOLLOW_TEXTS.follow}
    </Text>
  )
})
