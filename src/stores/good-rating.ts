/**
 * The app-store rating prompt after successful posts (docs/product.md §4.19; the rule is
 * src/lib/good-rating.ts). Only the broker app has the prompt; the count is kept on the device.
 */
import { afterSuccessfulPost, parseGoodRatingState } from '@/lib/good-rating'
import type { KeyValueStorage } from '@/platform'
import type { StorePlatform } from './env'

export const GOOD_RATING_KEY = 'goodRatingPrompt'

/** Counts a successful post and asks the app for its rating prompt when the rule says so; true if it asked. */
export async function notePostForRating(
  platform: Pick<StorePlatform, 'kind' | 'promptGoodRating'>,
  storage: KeyValueStorage,
  nowMs: number = Date.now(),
): Promise<boolean> {
  if (platform.kind !== 'native') return false
  const { prompt, next } = afterSuccessfulPost(parseGoodRatingState(storage.get(GOOD_RATING_KEY)), nowMs)
  storage.set(GOOD_RATING_KEY, JSON.stringify(next))
  if (prompt) await platform.promptGoodRating()
  return prompt
}
