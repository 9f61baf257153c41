import { View } from '@tarojs/components'
import { TEXTS } from '@/config/constants'
import './skeleton.css'

/**
 * The shape a list takes while it loads: `cards` for a feed (an avatar, a name, two lines, the action row), `rows`
 * for a list of accounts, topics or stocks (an avatar and two lines), `accountsThenCards` for a feed under a
 * sideways strip of accounts to follow (推荐关注).
 */
export type SkeletonKind = 'cards' | 'rows' | 'accountsThenCards'

export interface SkeletonListProps {
  kind?: SkeletonKind
  /** How many cards or rows stand in for the list (default: a screen's worth). */
  count?: number
  testId?: string
}

/** Cards, or rows, enough to fill a phone's screen while the first page loads. */
const SCREEN_OF: Record<SkeletonKind, number> = { cards: 5, rows: 10, accountsThenCards: 3 }
/** Account tiles in the strip: as many as a phone's width shows, the last one cut by the edge as the real strip. */
const STRIP_TILES = 4

/**
 * The page's shape while its list loads (docs/product.md §4.21): grey cards where the feed's cards will be, or grey
 * rows where a list's rows will be, in the theme's colours, so the page is not blank and nothing jumps
 * when the cards arrive. It says 加载中 to a screen reader; the blocks themselves are decoration.
 */
export function SkeletonList({ kind = 'cards', count = SCREEN_OF[kind], testId = 'skeleton-list' }: SkeletonListProps) {
  const Item = kind === 'rows' ? SkeletonRow : SkeletonCard
  return (
    <View
      className="skeleton-list"
      data-testid={testId}
      data-kind={kind}
      aria-busy="true"
      aria-label={TEXTS.loading}
      role="status"
    >
      {kind === 'accountsThenCards' ? <SkeletonAccountStrip /> : null}
      {Array.from({ length: count }, (_, i) => (
        <Item key={i} />
      ))}
    </View>
  )
}

function SkeletonCard() {
  return (
    <View className="skeleton-card" data-testid="skeleton-card" aria-hidden="true">
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
  )
}

/** One row of an account, topic or stock list: an avatar, a name, a shorter line under it. */
function SkeletonRow() {
  return (
    <View className="skeleton-row" data-testid="skeleton-row" aria-hidden="true">
      <View className="skeleton-block skeleton-row__avatar" />
      <View className="skeleton-row__text">
        <View className="skeleton-block skeleton-row__name" />
        <View className="skeleton-block skeleton-row__line" />
      </View>
    </View>
  )
}

/** The strip of accounts to follow: tiles with an avatar, a name, a count and the follow button. */
function SkeletonAccountStrip() {
  return (
    <View className="skeleton-strip" data-testid="skeleton-strip" aria-hidden="true">
      <View className="skeleton-block skeleton-strip__title" />
      <View className="skeleton-strip__row">
        {Array.from({ length: STRIP_TILES }, (_, i) => (
          <View key={i} className="skeleton-strip__tile">
            <View className="skeleton-block skeleton-strip__avatar" />
            <View className="skeleton-block skeleton-strip__name" />
            <View className="skeleton-block skeleton-strip__button" />
          </View>
        ))}
      </View>
    </View>
  )
}
