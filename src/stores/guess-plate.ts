/**
 * 天天猜板块 (docs/product.md §4.18): today's round, yesterday's result, my points, streak and
 * history, and the one guess a round takes. Made on first use by the game's pages.
 */
import { observable } from 'mobx'
import type { GuessPlateOverview, GuessPlateRound, PageInfo } from '@shared/api'
import { GUESS_MESSAGES } from '@shared/campaigns'
import { DURATIONS } from '@/config/constants'
import type { ReadonlyDeep } from '@/lib'
import { useStores } from './context'
import type { StoreEnv } from './env'
import type { InteractionRunner, Outcome } from './interactions'
import { Loadable } from './loadable'
import { Owned } from './owned'
import type { SessionStore } from './session'

export const GUESS_PLATE_TEXTS = {
  guessed: '竞猜成功，收盘后揭晓',
  failed: '竞猜失败，请稍后重试',
} as const

/** One titled list of rule lines from a rules page's configuration. */
export interface RuleSection {
  title: string
  items: string[]
}

/** The rule lines of a page configuration's `rules` modules; anything configured wrongly is left out. */
export function ruleSections(info: PageInfo): RuleSection[] {
  return info.modules
    .filter((module) => module.type === 'rules')
    .map((module) => ({
      title: module.title,
      items: Array.isArray(module.config.items)
        ? module.config.items.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
        : [],
    }))
    .filter((section) => section.items.length > 0)
}

/** The game's state as the page sees it; a guess (the store's action) changes it. */
export type GuessPlateState = ReadonlyDeep<GuessPlateOverview>

export class GuessPlateStore {
  private readonly overviews = new Owned<GuessPlateOverview>()
  /** When each round's guess was made here: the second tap of a double tap is not a second guess. */
  private readonly guessedAt = new Map<string, number>()

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
    private readonly runner: InteractionRunner,
  ) {}

  /** The page's whole state; observable, so a guess shows at once. */
  overview(): Loadable<GuessPlateState> {
    return new Loadable(async () =>
      this.overviews.keep(
        observable(await this.env.api.misc.guessPlateRound(this.session.accountId || undefined), {}, { deep: true }),
      ),
    )
  }

  /** The page configuration's line about the game (its share description), shown under the links. */
  intro(pageId: string): Loadable<string | null> {
    return new Loadable(async () => (await this.env.api.page.info(pageId)).shareDesc)
  }

  rules(pageId: string): Loadable<RuleSection[]> {
    return new Loadable(async () => ruleSections(await this.env.api.page.info(pageId)))
  }

  /** The guess key: a second tap while the first is on the wire waits its turn. */
  private guessKey(round: Pick<GuessPlateRound, 'roundId'>): string {
    return `guess-plate:${round.roundId}`
  }

  /** A guess on this round is on the wire (the plates wait). */
  isGuessing(round: Pick<GuessPlateRound, 'roundId'>): boolean {
    return this.runner.isBusy(this.guessKey(round))
  }

  private justGuessed(roundId: string): boolean {
    const at = this.guessedAt.get(roundId)
    return at !== undefined && Date.now() - at < DURATIONS.doubleTapMs
  }

  /** One guess per round, on an open round; the server has the last word on both. */
  async guess(view: GuessPlateState, plateCode: string): Promise<Outcome<unknown> | null> {
    const overview = this.overviews.of(view)
    const round = overview?.round
    if (!overview || !round) return null
    // A tap while the guess is on its way, or the second tap of a double tap just after it went through, is the same
    // guess: it neither sends again nor replaces 竞猜成功 with 您已参与本轮竞猜 (docs/product.md §4.18).
    if (this.isGuessing(round) || this.justGuessed(round.roundId)) return null
    if (round.myGuess) {
      this.env.platform.toast(GUESS_MESSAGES.again)
      return null
    }
    if (round.status !== 'open') {
      this.env.platform.toast(GUESS_MESSAGES.closed)
      return null
    }
    return this.runner.run({
      key: this.guessKey(round),
      send: (auth) => this.env.api.misc.guessPlate(auth, round.roundId, plateCode),
      commit: (guess) => {
        round.myGuess = guess
        round.participants += 1
        // 猜中 won/played counts settled guesses only (the server's rule): an open guess changes neither.
        this.guessedAt.set(round.roundId, Date.now())
        const plate = round.plates.find((p) => p.plateCode === plateCode)
        overview.history.unshift({
          roundId: round.roundId,
          date: round.date,
          plateCode,
          plateName: plate?.plateName ?? plateCode,
          winningPlateCode: null,
          winningPlateName: null,
          correct: null,
          points: 0,
        })
      },
      done: () => GUESS_PLATE_TEXTS.guessed,
      fallback: GUESS_PLATE_TEXTS.failed,
    })
  }
}

export function useGuessPlate(): ReadonlyDeep<GuessPlateStore> {
  return useStores().lazyStore(
    GuessPlateStore,
    (root, env) => new GuessPlateStore(env, root.session, root.interactions),
  )
}
