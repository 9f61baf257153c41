/** Votes by id: the one copy an article page and any other screen show, and voting (docs/product.md §4.7). */
import type { Vote } from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import type { StoreEnv } from './env'
import { EntityMap } from './entity-map'
import type { InteractionRunner, Outcome } from './interactions'
import type { ReadonlyDeep } from '@/lib'
import type { SessionStore } from './session'

export class VoteStore {
  private readonly entities = new EntityMap<Vote>()

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
    private readonly runner: InteractionRunner,
  ) {}

  get(voteId: string): ReadonlyDeep<Vote> | undefined {
    return this.entities.get(voteId)
  }

  ingest(vote: Vote): ReadonlyDeep<Vote> {
    return this.entities.merge(vote.voteId, vote, () => ({ ...vote }))
  }

  /** The vote's own endpoint is fresher than the copy inside a detail (others keep voting). */
  async refresh(voteId: string): Promise<void> {
    const fresh = await this.env.api.vote.detail(voteId, this.session.accountId || undefined).catch(() => null)
    if (fresh) this.ingest(fresh)
  }

  /** Another account is signed in (docs/product.md §4.2): what the last viewer chose is forgotten. */
  forgetViewer(): void {
    for (const vote of this.entities.values()) vote.myOptionIds = []
  }

  isBusy(voteId: string): boolean {
    return this.runner.isBusy(`vote:${voteId}`)
  }

  /** One vote per account; the results the server sends back are shown. */
  vote(voteId: string, optionIds: readonly string[]): Promise<Outcome<Vote>> {
    return this.runner.run({
      key: `vote:${voteId}`,
      send: (auth) => this.env.api.vote.vote(auth, voteId, [...optionIds]),
      commit: (result) => this.ingest(result),
      fallback: ACTION_TEXTS.voteFailed,
    })
  }
}
