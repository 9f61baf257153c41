import { Text } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Dynamic } from '@shared/api'
import { formatCount } from '@/lib'
import type { FeedState } from './feed-state'
import { FEED_TEXTS } from './texts'

export interface LikeButtonProps {
  item: Dynamic
  state: FeedState
  onLike: (item: Dynamic) => void
  /** Taken-down items show their count but the tap goes to the card (which says why). */
  disabled?: boolean
}

/** Like count and state of one item; observes only its own entry of the feed state. */
export const LikeButton = observer(function LikeButton({ item, state, onLike, disabled = false }: LikeButtonProps) {
  const like = state.likeOf(item)
  const press = (event: ITouchEvent) => {
    event.stopPropagation()
    onLike(item)
  }
  return (
    <Text
      className={`feed-card__like${like.praised ? ' feed-card__like--on' : ''}`}
      data-testid="like-button"
      data-praised={like.praised ? '1' : '0'}
      onClick={disabled ? undefined : press}
    >
      {`${FEED_TEXTS.like} ${formatCount(like.count)}`}
    </Text>
  )
})
