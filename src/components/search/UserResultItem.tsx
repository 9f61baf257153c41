import { Image, Text, View } from '@tarojs/components'
import type { Account } from '@shared/api'
import { formatCount } from '@/lib'
import { HighlightText } from '@/components/kit'

export interface UserResultItemProps {
  account: Account
  keyword: string
  onOpen: (account: Account) => void
}

/** One account found by name: the matching part of the nickname highlighted. */
export function UserResultItem({ account, keyword, onOpen }: UserResultItemProps) {
  return (
    <View className="user-result" data-testid="user-result" onClick={() => onOpen(account)}>
      <Image className="user-result__avatar" src={account.avatar} mode="aspectFill" />
      <View className="user-result__main">
        <HighlightText className="user-result__name" text={account.nickName} keyword={keyword} />
        {account.verifiedTitle ? <Text className="user-result__title">{account.verifiedTitle}</Text> : null}
      </View>
      <Text className="user-result__followers">{formatCount(account.followers)} 粉丝</Text>
    </View>
  )
}
