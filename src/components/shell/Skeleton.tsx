import { View } from '@tarojs/components'
import { TEXTS } from '@/config/constants'
import './skeleton.css'

export interface SkeletonListProps {
  /** How many cards stand in for the list (default: a screen's worth). */
  count?: number
  testId?: string
}

/** Cards enough to fill a phone's screen while the first page loads. */
const SCREEN_OF_CARDS = 4

/**
 * The page's shape while its list loads (docs/product.md §4.21): grey cards where the feed's cards will be (an
 * avatar, a name, two lines, the action row), in the theme's colours, so the page is not blank and nothing jumps
 * when the cards arrive. It says 加载中 to a screen reader; the blocks themselves are decoration.
 */
export function SkeletonList({ count = SCREEN_OF_CARDS, testId = 'skeleton-list' }: SkeletonListProps) {
  return (
    <View className="skeleton-list" data-testid={testId} aria-busy="true" aria-label={TEXTS.loading} role="status">
      {Array.from({ length: count }, (_, i) => (
        <View key={i} className="skeleton-card" data-testid="skeleton-card" aria-hidden="true">
          <View className="skeleton-card__head">
            <View className="skeleton-block skeleton-card__avatar" />
            <View className="skeleton-block skeleton-card__name" />
          </View>
          <View className="skeleton-block skeleton-card__line" />
          <View className="skeleton-block skeleton-card__line skeleton-card__line--short" />
          <View className="skeleton-card__foot">
            <View className="skeleton-block skeleton-card__action" />
            <View className="skeleton-block skeleton-card__action" />
            <View className="skeleton-block skeleton-card__action" />
          </View>
        </View>
      ))}
    </View>
  )
}
