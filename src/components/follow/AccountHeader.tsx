import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/kit'
import { observer } from 'mobx-react-lite'
import { formatCount } from '@/lib'
import type { AccountEntity } from '@/stores'
import { FollowButton } from './FollowButton'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'
import './follow.css'

export const ACCOUNT_HEADER_TEXTS = { followers: '粉丝', following: '关注' } as const

/** One account's header: avatar, name, verification title, bio, counts and the follow button. */
export const AccountHeader = observer(function AccountHeader({ account }: { account: AccountEntity }) {
  return (
    <View className="account-header" data-testid="account-header">
      <Picture imgProps={DECORATIVE_IMAGE} className="account-header__avatar" src={account.avatar} mode="aspectFill" />
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
            {formatCount(account.followers ?? 0)} {ACCOUNT_HEADER_TEXTS.followers}
          </Text>
          <Text className="account-header__count">
            {formatCount(account.following ?? 0)} {ACCOUNT_HEADER_TEXTS.following}
          </Text>
        </View>
      </View>
      <FollowButton accountId={account.accountId} />
    </View>
  )
})
