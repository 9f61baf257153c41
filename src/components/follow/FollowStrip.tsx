import { Text, View } from '@tarojs/components'
import { ScrollView } from '@/components/kit/ScrollView'
import type { AccountEntity } from '@/stores'
import { observer } from 'mobx-react-lite'
import { Badge, Picture } from '@/components/kit'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'
import './follow.css'

export interface FollowStripProps {
  users: readonly AccountEntity[]
  /** Accounts that show the has-news dot (docs/product.md §4.5); worked out by the page, which observes the store. */
  newsIds: ReadonlySet<string>
  onOpen: (user: AccountEntity) => void
}

/** The followed accounts as one horizontal row of avatars, each with its has-news dot. */
export const FollowStrip = observer(function FollowStrip({ users, newsIds, onOpen }: FollowStripProps) {
  return (
    <ScrollView className="follow-strip" scrollX enhanced showScrollbar={false} data-testid="follow-strip">
      <View className="follow-strip__row">
        {users.map((user) => (
          <View
            key={user.accountId}
            className="follow-strip__item"
            data-testid="follow-strip-item"
            data-account={user.accountId}
            data-news={newsIds.has(user.accountId) ? '1' : '0'}
            onClick={() => onOpen(user)}
          >
            <View className="follow-strip__avatar-box">
              <Picture
                imgProps={DECORATIVE_IMAGE}
                className="follow-strip__avatar"
                src={user.avatar}
                mode="aspectFill"
              />
              {newsIds.has(user.accountId) ? <Badge dot /> : null}
            </View>
            <Text className="follow-strip__name">{user.nickName}</Text>
          </View>
        ))}
      </View>
    </ScrollView>
  )
})
