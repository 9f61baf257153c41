/**
 * The state one feed list keeps beside its items: likes changed on this screen and stock rises.
 * Observable per entry, so a like or a quote arriving re-renders only the button or tag that shows
 * it, never a whole segment (in the mini-program that would be a large setData).
 */
import { action, makeObservable, observable } from 'mobx'
import type { Dynamic, PraiseResult } from '@shared/api'
import { createInFlightGuard, type InFlightGuard } from '@/lib'

export interface LikeView {
  praised: boolean
  count: number
}

export type LikeOutcome = 'liked' | 'unliked' | 'busy'

/** The identity a like is kept under: the item's like target. */
export function likeKey(item: Pick<Dynamic, 'pubType' | 'forId'>): string {
  return `${item.pubType}:${item.forId}`
}

export class FeedState {
  /** Likes changed on this screen; items not in here show what the server sent. */
  readonly likes = observable.map<string, LikeView>()
  /** up_rose by stock code (upper case). */
  readonly rises = observable.map<string, number>()
  private readonly guard: InFlightGuard<string> = createInFlightGuard<string>()
  private readonly askedCodes = new Set<string>()

  constructor() {
    makeObservable<FeedState, 'setLike'>(this, { setLike: action, setRises: action, forgetLikes: action })
  }

  likeOf(item: Pick<Dynamic, 'pubType' | 'forId' | 'praised' | 'praiseCount'>): LikeView {
    return this.likes.get(likeKey(item)) ?? { praised: Boolean(item.praised), count: item.praiseCount ?? 0 }
  }

  private setLike(key: string, view: LikeView): void {
    this.likes.set(key, view)
  }

  /**
   * The like tap (spec 4): ignored while this item's request is on the wire; the count moves at
   * once and goes back when the server says no (the error is passed on for the caller to report).
   * The server's answer is the truth afterwards.
   */
  async toggleLike(item: Dynamic, send: (liked: boolean) => Promise<PraiseResult>): Promise<LikeOutcome> {
    const key = likeKey(item)
    if (!this.guard.tryStart(key)) return 'busy'
    const before = this.likeOf(item)
    this.setLike(key, { praised: !before.praised, count: Math.max(0, before.count + (before.praised ? -1 : 1)) })
    try {
      const result = await send(before.praised)
      this.setLike(key, { praised: result.praised, count: result.praiseCount })
      return result.praised ? 'liked' : 'unliked'
    } catch (error) {
      this.setLike(key, before)
      throw error
    } finally {
      this.guard.finish(key)
    }
  }

  /** A refreshed feed brings the server's own like states; what this screen changed is in them. */
  forgetLikes(): void {
    this.likes.clear()
  }

  isLiking(item: Pick<Dynamic, 'pubType' | 'forId'>): boolean {
    return this.guard.isBusy(likeKey(item))
  }

  /** Codes not asked for yet (each code is asked once per list); marks them asked. */
  takeUnaskedCodes(codes: Iterable<string>): string[] {
    const fresh: string[] = []
    for (const raw of codes) {
      const code = raw.trim().toUpperCase()
      if (!code || this.askedCodes.has(code)) continue
      this.askedCodes.add(code)
      fresh.push(code)
    }
    return fresh
  }

  /** Lets failed codes be asked again next time they are visible. */
  forgetCodes(codes: readonly string[]): void {
    for (const code of codes) this.askedCodes.delete(code)
  }

  setRises(rows: readonly { code: string; up_rose: number }[]): void {
    for (const row of rows) this.rises.set(row.code.toUpperCase(), row.up_rose)
  }

  riseOf(code: string): number | undefined {
    return this.rises.get(code.toUpperCase())
  }
}
