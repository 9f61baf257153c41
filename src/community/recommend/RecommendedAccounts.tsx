import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/kit'
import { ScrollView } from '@/components/kit/ScrollView'
import { observer } from 'mobx-react-lite'
import { FollowButton } from '@/components/follow'
import { LIMITS } from '@/config/constants'
import { formatCount } from '@/lib'
import { openAccount } from '@/navigation'
import type { AccountEntity } from '@/stores'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'

export const RECOMMEND_TEXTS = {
  accounts: '推荐关注',
  content: '精选内容',
  followers: '粉丝',
} as const

const AccountCard = observer(function AccountCard({ account }: { account: AccountEntity }) {
  return (
    <View className="recommend-account" data-testid="recommend-account">
      <View
        className="recommend-account__who"
        data-testid="recommend-account-open"
        onClick={() => void openAccount(account.accountId, account.kind)}
      >
        <Picture
          imgProps={DECORATIVE_IMAGE}
          className="recommend-account__avatar"
          src={account.avatar}
          mode="aspectFill"
        />
        <Text className="recommend-account__name">{account.nickName}</Text>
      </View>
      <Text className="recommend-account__meta">{`${formatCount(account.followers ?? 0)} ${RECOMMEND_TEXTS.followers}`}</Text>
      <FollowButton accountId={account.accountId} />
    </View>
  )
})

/** Accounts worth following, as one horizontal row; scrolled to its end, it asks for more (`onEnd`). */
export const RecommendedAccounts = observer(function RecommendedAccounts({
  accounts,
  onEnd,
}: {
  accounts: readonly AccountEntity[]
  onEnd?: () => void
}) {
  if (accounts.length === 0) return null
  return (
    <View className="recommend-section">
      <Text className="recommend-section__title">{RECOMMEND_TEXTS.accounts}</Text>
      <ScrollView
        className="recommend-accounts"
        data-testid="recommend-accounts"
        scrollX
        enhanced
        showScrollbar={false}
        lowerThreshold={LIMITS.bottomReachDistancePx}
        onScrollToLower={onEnd}
      >
        <View className="recommend-accounts__row">
          {accounts.map((account) => (
            <AccountCard key={account.accountId} account={account} />
          ))}
        </View>
      </ScrollView>
    </View>
  )
})
