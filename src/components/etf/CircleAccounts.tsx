import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/kit'
import { observer } from 'mobx-react-lite'
import { FollowButton } from '@/components/follow'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'
import { openAccount } from '@/navigation'
import type { AccountEntity } from '@/stores'
import { ETF_TEXTS } from './texts'

/** The accounts an ETF circle is made of: each opens its page, and follows with the one follow button. */
export const CircleAccounts = observer(function CircleAccounts({ accounts }: { accounts: readonly AccountEntity[] }) {
  if (accounts.length === 0) return null
  return (
    <View className="etf-circle-accounts" data-testid="etf-circle-accounts">
      <Text className="etf-section__title">{ETF_TEXTS.circleAccounts}</Text>
      {accounts.map((account) => (
        <View key={account.accountId} className="etf-circle-account" data-testid="etf-circle-account">
          <Picture
            imgProps={DECORATIVE_IMAGE}
            className="etf-circle-account__avatar"
            src={account.avatar}
            mode="aspectFill"
            onClick={() => void openAccount(account.accountId, account.kind)}
          />
          <Text className="etf-circle-account__name" onClick={() => void openAccount(account.accountId, account.kind)}>
            {account.nickName}
          </Text>
          <FollowButton accountId={account.accountId} />
        </View>
      ))}
    </View>
  )
})
