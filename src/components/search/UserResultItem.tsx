import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { formatCount } from '@/lib'
import { HighlightText, Picture } from '@/components/kit'
import type { AccountEntity } from '@/stores'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'
import './search.css'

export interface UserResultItemProps {
  account: AccountEntity
  keyword: string
  onOpen: (account: AccountEntity) => void
  /** An action on the right, such as the follow button. */
  children?: ReactNode
}

/** One account found by name: the matching part of the nickname highlighted. */
export const UserResultItem = observer(function UserResultItem({
  account,
  keyword,
  onOpen,
  children,
}: UserResultItemProps) {
  return (
    <View className="user-result" data-testid="user-result" onClick={() => onOpen(account)}>
      <Picture imgProps={DECORATIVE_IMAGE} className="user-result__avatar" src={account.avatar} mode="aspectFill" />
      <View className="user-result__main">
        <HighlightText className="user-result__name" text={account.nickName} keyword={keyword} />
        {account.verifiedTitle ? <Text className="user-result__title">{account.verifiedTitle}</Text> : null}
      </View>
      <Text className="user-result__followers">{formatCount(account.followers ?? 0)} 粉丝</Text>
      {children}
    </View>
  )
})
