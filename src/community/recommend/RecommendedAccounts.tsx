import { Image, ScrollView, Text, View } from '@tarojs/components'
import type { Account } from '@shared/api'
import { FollowButton, useFollowToggle } from '@/components/follow'
import { formatCount } from '@/lib'

export const RECOMMEND_TEXTS = {
  accounts: '推荐关注',
  content: '精选内容',
  followers: '粉丝',
} as const

function AccountCard({ account }: { account: Account }) {
  // Follow needs login and ignores taps while its request runs (useFollowToggle).
  const follow = useFollowToggle(account.accountId, { followed: account.followed, followers: account.followers })
  return (
    <View className="recommend-account" data-testid="recommend-account">
      <Image className="recommend-account__avatar" src={account.avatar} mode="aspectFill" />
      <Text className="recommend-account__name">{account.nickName}</Text>
      <Text className="recommend-account__meta">{`${formatCount(follow.followers)} ${RECOMMEND_TEXTS.followers}`}</Text>
      <FollowButton followed={follow.followed} busy={follow.busy} onPress={() => void follow.toggle()} />
    </View>
  )
}

/** Accounts worth following, as one horizontal row. */
export function RecommendedAccounts({ accounts }: { accounts: readonly Account[] }) {
  if (accounts.length === 0) return null
  return (
    <View className="recommend-section">
      <Text className="recommend-section__title">{RECOMMEND_TEXTS.accounts}</Text>
      <ScrollView className="recommend-accounts" scrollX enhanced showScrollbar={false}>
        <View className="recommend-accounts__row">
          {accounts.map((account) => (
            <AccountCard key={account.accountId} account={account} />
          ))}
        </View>
      </ScrollView>
    </View>
  )
}
