import { Text } from '@tarojs/components'

export const FOLLOW_TEXTS = { follow: '+ 关注', followed: '已关注' } as const

export interface FollowButtonProps {
  followed: boolean
  busy: boolean
  onPress: () => void
}

export function FollowButton({ followed, busy, onPress }: FollowButtonProps) {
  return (
    <Text
      className={`follow-button${followed ? ' follow-button--followed' : ''}${busy ? ' follow-button--busy' : ''}`}
      data-testid="follow-button"
      data-busy={busy ? '1' : '0'}
      onClick={busy ? undefined : onPress}
    >
      {followed ? FOLLOW_TEXTS.followed : FOLLOW_TEXTS.follow}
    </Text>
  )
}
