/**
 * The rating prompt (docs/product.md §4.19): in the app, after the third successful post on this device
 * since the last ask, never twice within the quiet period; elsewhere never, and nothing is counted.
 */
import { GOOD_RATING_RULE, afterSuccessfulPost, parseGoodRatingState, NO_RATING_YET } from '@/lib/good-rating'
import { createMemoryStorage } from '@/platform/storage'
import { GOOD_RATING_KEY, notePostForRating } from '@/stores/good-rating'

const DAY = 24 * 60 * 60 * 1000
const T0 = Date.UTC(2026, 10, 23, 12)

describe('good-rating rule', () => {
  it('prompts on the third post, then waits the quiet period and three more posts', () => {
    let state = NO_RATING_YET
    const prompts: boolean[] = []
    const post = (at: number) => {
      const step = afterSuccessfulPost(state, at)
      prompts.push(step.prompt)
      state = step.next
    }
    post(T0)
    post(T0)
    post(T0)
    expect(prompts).toEqual([false, false, true])
    expect(state).toEqual({ posts: 0, promptedAt: T0 })
    for (let i = 0; i < 5; i += 1) post(T0 + (GOOD_RATING_RULE.quietDays - 1) * DAY)
    expect(prompts.slice(3)).toEqual([false, false, false, false, false])
    post(T0 + GOOD_RATING_RULE.quietDays * DAY)
    expect(prompts.at(-1)).toBe(true)
  })

  it('reads a stored state defensively', () => {
    expect(parseGoodRatingState(null)).toEqual(NO_RATING_YET)
    expect(parseGoodRatingState('{oops')).toEqual(NO_RATING_YET)
    expect(parseGoodRatingState('{"posts":-2,"promptedAt":"x"}')).toEqual(NO_RATING_YET)
    expect(parseGoodRatingState('{"posts":2,"promptedAt":5}')).toEqual({ posts: 2, promptedAt: 5 })
  })
})

describe('notePostForRating', () => {
  it('in the app, counts posts on the device and asks the app on the third', async () => {
    const storage = createMemoryStorage()
    const platform = { kind: 'native' as const, promptGoodRating: jest.fn(async () => undefined) }
    await expect(notePostForRating(platform, storage, T0)).resolves.toBe(false)
    await expect(notePostForRating(platform, storage, T0)).resolves.toBe(false)
    expect(JSON.parse(storage.get(GOOD_RATING_KEY) ?? '')).toEqual({ posts: 2, promptedAt: null })
    await expect(notePostForRating(platform, storage, T0)).resolves.toBe(true)
    expect(platform.promptGoodRating).toHaveBeenCalledTimes(1)
  })

  it('outside the app, never asks and counts nothing', async () => {
    for (const kind of ['browser', 'wx'] as const) {
      const storage = createMemoryStorage()
      const platform = { kind, promptGoodRating: jest.fn(async () => undefined) }
      for (let i = 0; i < 4; i += 1) await notePostForRating(platform, storage, T0)
      expect(platform.promptGoodRating).not.toHaveBeenCalled()
      expect(storage.get(GOOD_RATING_KEY)).toBeNull()
    }
  })
})
