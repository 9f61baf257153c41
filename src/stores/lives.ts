/**
 * Lives by webinar id, their lists by status, the switch that hides them, and booking a reminder
 * for one that has not started (docs/product.md §4.11): one action, so every list shows it.
 */
import type { Dynamic, Live, LiveStatus } from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import { useStores } from './context'
import type { StoreEnv } from './env'
import { EntityMap } from './entity-map'
import type { InteractionRunner, Outcome } from './interactions'
import { ListQuery, fromPage } from './list-query'
import { liveToDynamic } from './live-dynamic'
import { Loadable } from './loadable'
import type { SessionStore } from './session'
import type { ReadonlyDeep } from '@/lib'
import type { RootStore } from './root'

/** The operations switch (getInterfaceSwitch) that turns the live entry on and off. */
export const LIVE_SWITCH = 'liveEntry'

/** A live as screens see it: the store's one object for it, read-only (its actions change it). */
export type LiveEntity = ReadonlyDeep<Live>

const appointKey = (webinarId: string) => `appoint:${webinarId}`
const APPOINT_FIELDS = ['appointed'] as const

export class LiveStore {
  private readonly entities = new EntityMap<Live>()

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
    private readonly runner: InteractionRunner,
  ) {}

  get(webinarId: string): LiveEntity | undefined {
    return this.entities.get(webinarId)
  }

  ingest(live: Live): string {
    const hold = this.runner.isBusy(appointKey(live.webinarId)) ? APPOINT_FIELDS : []
    this.entities.merge(live.webinarId, live, () => ({ ...live }), hold)
    return live.webinarId
  }

  /** Lives of one status (upcoming, live, ended), newest first, as the viewer sees them. */
  list(status: LiveStatus): ListQuery<Live, LiveEntity> {
    return new ListQuery<Live, LiveEntity>(
      async (pageNum, pageSize) =>
        fromPage(
          await this.env.api.live.v2GetLives({
            status,
            pageNum,
            pageSize,
            accountId: this.session.accountId || undefined,
          }),
        ),
      { ingest: (raw) => this.ingest(raw), resolve: (key) => this.get(key) },
    )
  }

  /** An account's lives for its personal centre (v2GetMyPageLive), newest first. */
  ofAccount(accountId: string): ListQuery<Live, LiveEntity> {
    return new ListQuery<Live, LiveEntity>(
      async (pageNum, pageSize) =>
        fromPage(
          await this.env.api.live.v2GetMyPageLive({
            toAccountId: accountId,
            accountId: this.session.accountId || undefined,
            pageNum,
            pageSize,
          }),
        ),
      { ingest: (raw) => this.ingest(raw), resolve: (key) => this.get(key) },
    )
  }

  /** Whether operations show lives at all; on unless the switch says off (a failed answer keeps them). */
  enabled(): Loadable<boolean> {
    return new Loadable(async () => {
      const switches = await this.env.api.misc.interfaceSwitch([LIVE_SWITCH]).catch(() => ({}))
      return (switches as Record<string, boolean>)[LIVE_SWITCH] !== false
    })
  }

  isAppointBusy(webinarId: string): boolean {
    return this.runner.isBusy(appointKey(webinarId))
  }

  /** Books a reminder for a live that has not started; booked stays booked. */
  appoint(view: LiveEntity): Promise<Outcome<{ appointed: boolean }>> {
    const live = this.entities.own(view.webinarId)
    return this.runner.run({
      key: appointKey(live.webinarId),
      apply: () => (live.appointed = true),
      rollback: () => (live.appointed = false),
      send: (auth) => this.env.api.live.saveApptHis({ ...auth, webinarId: live.webinarId }),
      commit: (result) => (live.appointed = result.appointed),
      done: () => ACTION_TEXTS.appointed,
      fallback: ACTION_TEXTS.failed,
      quietOnNetwork: true,
    })
  }

  /** Another account is signed in (docs/product.md §4.2): the last viewer's reminders are forgotten. */
  forgetViewer(): void {
    for (const live of this.entities.values()) live.appointed = false
  }

  /** A live as the feed item it is, so it opens by the feed's one rule (docs/product.md §4.6). */
  asFeedItem(live: LiveEntity): Dynamic {
    return liveToDynamic(live)
  }

  /** How a live opens (v2GetLiveOpenType), asked before opening it. */
  openType(webinarId: string): Promise<number> {
    return this.env.api.live.getLiveOpenType(webinarId)
  }
}

/**
 * The session's one LiveStore, made when a page first needs it (RootStore.lazyStore): one instance, as for every
 * domain store, but its code loads with the live list and the personal pages, not with the first screen
 * (docs/product.md §2.9).
 */
export function livesOf(root: RootStore): LiveStore {
  return root.lazyStore(LiveStore, (root, env) => new LiveStore(env, root.session, root.interactions))
}

export const useLives = (): ReadonlyDeep<LiveStore> => livesOf(useStores())
