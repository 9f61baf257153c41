import { Image, Text, View } from '@tarojs/components'
import type { Account } from '@shared/api'
import { formatCount } from '@/lib'
import { FollowButton } from './FollowButton'
import { useFollowToggle } from './useFollowToggle'

export const ACCOUNT_HEADER_TEXTS = { followers: '粉丝', following: '关注' } as const

export interface AccountHeaderProps {
  account: Account
  /** The viewer's own account shows no follow button. */
  isSelf: boolean
}

/** One account's header: avatar, name, verification title, bio, counts and the follow button. */
export function AccountHeader({ account, isSelf }: AccountHeaderProps) {
  const follow = useFollowToggle(account.accountId, { followed: account.followed, followers: account.followers })
  return (
    <View className="account-header" data-testid="account-header">
      <Image className="account-header__avatar" src={account.avatar} mode="aspectFill" />
      <View className="account-header__main">
        <Text className="account-header__name">{account.nickName}</Text>
        {account.verifiedTitle ? (
          <Text className="account-header__title" data-testid="verified-title">
            {account.verifiedTitle}
          </Text>
        ) : null}
        {account.bio ? <Text className="account-header__bio">{account.bio}</Text> : null}
        <View className="account-header__counts">
          <Text className="account-header__count" data-testid="followers-count">
            {formatCount(follow.followers)} {ACCOUNT_HEADER_TEXTS.followers}
          </Text>
          <Text className="account-header__count">
            {formatCount(account.following)} {ACCOUNT_HEADER_TEXTS.following}
          </Text>
        </View>
      </View>
      {isSelf ? null : <FollowButton followed={follow.followed} busy={follow.busy} onPress={follow.toggle} />}
    </View>
  )
}
