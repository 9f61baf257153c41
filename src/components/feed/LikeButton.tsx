import { Text } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { formatCount } from '@/lib'
import { useDynamics, type DynamicEntity } from '@/stores'
import { FEED_TEXTS } from './texts'

export interface LikeButtonProps {
  item: DynamicEntity
  onLike: (item: DynamicEntity) => void
  /** Taken-down items show their count but the tap goes to the card (which says why). */
  disabled?: boolean
}

/** Like count and state of one item, read from its entity: the same wherever the item shows. */
export const LikeButton = observer(function LikeButton({ item, onLike, disabled = false }: LikeButtonProps) {
  const busy = useDynamics().isLikeBusy(item)
  const press = (event: ITouchEvent) => {
    event.stopPropagation()
    onLike(item)
  }
  return (
    <Text
      className={`feed-card__like${item.praised ? ' feed-card__like--on' : ''}`}
      data-testid="like-button"
      data-praised={item.praised ? '1' : '0'}
      data-busy={busy ? '1' : '0'}
      onClick={(event) => {
        if (!disabled) press(event)
      }}
    >
      {`${FEED_TEXTS.like} ${formatCount(item.praiseCount)}`}
    </Text>
  )
})
