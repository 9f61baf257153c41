/**
 * When to ask for an app-store rating (docs/product.md §4.19): after a person's third successful post
 * on this device since the last ask, and never twice within the quiet period, so the prompt meets
 * someone who is enjoying the app and never nags.
 */
export const GOOD_RATING_RULE = { posts: 3, quietDays: 90 } as const

const DAY_MS = 24 * 60 * 60 * 1000

export interface GoodRatingState {
  /** Successful posts since the last prompt (or ever). */
  posts: number
  /** When the prompt was last shown, epoch ms; null if never. */
  promptedAt: number | null
}

export const NO_RATING_YET: GoodRatingState = { posts: 0, promptedAt: null }

/** The stored state; anything unreadable starts afresh. */
export function parseGoodRatingState(raw: string | null): GoodRatingState {
  if (!raw) return NO_RATING_YET
  try {
    const value = JSON.parse(raw) as Partial<GoodRatingState>
    const posts = typeof value.posts === 'number' && Number.isInteger(value.posts) && value.posts > 0 ? value.posts : 0
    const promptedAt =
      typeof value.promptedAt === 'number' && Number.isFinite(value.promptedAt) ? value.promptedAt : null
    return { posts, promptedAt }
  } catch {
    return NO_RATING_YET
  }
}

/** One more successful post: whether to prompt now, and the state to keep. */
export function afterSuccessfulPost(state: GoodRatingState, nowMs: number): { prompt: boolean; next: GoodRatingState } {
  const posts = state.posts + 1
  const quiet = state.promptedAt !== null && nowMs - state.promptedAt < GOOD_RATING_RULE.quietDays * DAY_MS
  if (posts >= GOOD_RATING_RULE.posts && !quiet) return { prompt: true, next: { posts: 0, promptedAt: nowMs } }
  return { prompt: false, next: { posts, promptedAt: state.promptedAt } }
}
