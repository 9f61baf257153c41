import { Text } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { formatCount } from '@/lib'
import { useDynamics, type DynamicEntity } from '@/stores'
import { BUTTON_ROLE, withIcon } from '../kit/Icon'
import { FEED_TEXTS } from './texts'
import './feed.css'

export interface LikeButtonProps {
  item: DynamicEntity
  onLike: (item: DynamicEntity) => void
  /** Taken-down items show their count but the tap goes to the card (which says why). */
  disabled?: boolean
  /** Where the button sits (its place in that row), e.g. the article page's action row. */
  className?: string
}

/**
 * Like count and state of one item, read from its entity: the same wherever the item shows, feed cards and the article
 * page's action row alike (docs/product.md §4.21, §4.3).
 * Liked is a filled heart in the rise red; a like the reader just gave pops once (not for likes loaded with the
 * feed, and not when the system asks for less motion or in care mode); a like still on its way is dimmed and busy.
 */
export const LikeButton = observer(function LikeButton({ item, onLike, disabled = false, className }: LikeButtonProps) {
  const busy = useDynamics().isLikeBusy(item)
  const [tapped, setTapped] = useState(false)
  const press = (event: ITouchEvent) => {
    event.stopPropagation()
    setTapped(true)
    onLike(item)
  }
  const count = formatCount(item.praiseCount)
  const classes = [
    'feed-card__action',
    'feed-card__like',
    withIcon(item.praised ? 'liked' : 'like'),
    item.praised ? 'feed-card__like--on' : '',
    item.praised && tapped ? 'feed-card__like--pop' : '',
    busy ? 'feed-card__action--busy' : '',
    className ?? '',
  ].filter(Boolean)
  return (
    <Text
      className={classes.join(' ')}
      data-testid="like-button"
      data-praised={item.praised ? '1' : '0'}
      data-busy={busy ? '1' : '0'}
      {...BUTTON_ROLE}
      aria-label={`${FEED_TEXTS.like} ${count}`}
      aria-pressed={item.praised ? 'true' : 'false'}
      aria-busy={busy ? 'true' : 'false'}
      onClick={(event) => {
        if (!disabled) press(event)
      }}
    >
      {count}
    </Text>
  )
})
