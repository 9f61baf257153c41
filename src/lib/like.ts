import { isTruthyFlag, type LooseFlag } from './flags'

/** The praise endpoint's isPraise: 1 likes, 0 takes the like back. */
export type PraiseValue = 0 | 1

/** The isPraise to send when tapping like (docs/product.md §4.3): un-like what is liked, like what is not. */
export function nextPraise(liked: LooseFlag): PraiseValue {
  return isTruthyFlag(liked) ? 0 : 1
}
