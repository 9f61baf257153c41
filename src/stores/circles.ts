/**
 * Circles by id, and joining or leaving one (FollowCircles): one action, so a circle page, my
 * follows and any card agree on membership and the member count (docs/product.md §10).
 */
import type { Activity, Circle, CircleDetail, Dynamic } from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import { useStores } from './context'
import type { StoreEnv } from './env'
import { EntityMap } from './entity-map'
import type { InteractionRunner, Outcome } from './interactions'
import { ListQuery, fromPage, plainSource } from './list-query'
import { Loadable } from './loadable'
import type { SessionStore } from './session'
import type { RootStore } from './root'
import type { ReadonlyDeep } from '@/lib'

/** A circle as the store keeps it: the list fields, the page's fields once the page was opened. */
type CircleRecord = Circle & Partial<Omit<CircleDetail, keyof Circle>>

/** A circle as screens see it: the store's one object for it, read-only (its actions change it). */
export type CircleEntity = ReadonlyDeep<CircleRecord>

const joinKey = (circleId: string) => `join:${circleId}`
const JOIN_FIELDS = ['followed', 'memberCount'] as const

export class CircleStore {
  private readonly entities = new EntityMap<CircleRecord>()

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
    private readonly runner: InteractionRunner,
  ) {}

  get(circleId: string): CircleEntity | undefined {
    return this.entities.get(circleId)
  }

  /** A circle's page: its name, banner, notice, admins and members, as the viewer sees it (joined or not). */
  detail(circleId: string | null): Loadable<CircleEntity> {
    if (circleId === null) return new Loadable<CircleEntity>(null)
    return new Loadable(async () => {
      const key = this.ingest(await this.env.api.circle.info(circleId, this.session.accountId || undefined))
      return this.get(key) as CircleEntity
    })
  }

  /** A circle's activities (its 活动 tab). */
  activities(circleId: string): ListQuery<Activity> {
    return new ListQuery<Activity>(
      async (pageNum, pageSize) => fromPage(await this.env.api.circle.activities({ circleId, pageNum, pageSize })),
      plainSource<Activity>(),
    )
  }

  ingest(circle: Circle | CircleDetail): string {
    const hold = this.runner.isBusy(joinKey(circle.circleId)) ? JOIN_FIELDS : []
    this.entities.merge(circle.circleId, circle, () => ({ ...circle }), hold)
    return circle.circleId
  }

  /** The circles the viewer joined. */
  mine(viewerId: string): ListQuery<Circle, CircleEntity> {
    return new ListQuery<Circle, CircleEntity>(
      async (pageNum, pageSize) =>
        fromPage(await this.env.api.follow.myFollowCircles({ accountId: viewerId, pageNum, pageSize })),
      { ingest: (raw) => this.ingest(raw), resolve: (key) => this.get(key) },
      // A circle left elsewhere leaves this list too.
      { isGone: (circle) => !circle.followed, perViewer: true },
    )
  }

  /** Every circle, the busiest first (where to post). */
  all(): ListQuery<Circle, CircleEntity> {
    return new ListQuery<Circle, CircleEntity>(
      async (pageNum, pageSize) =>
        fromPage(await this.env.api.circle.all({ accountId: this.session.accountId || undefined, pageNum, pageSize })),
      { ingest: (raw) => this.ingest(raw), resolve: (key) => this.get(key) },
    )
  }

  isJoinBusy(circleId: string): boolean {
    return this.runner.isBusy(joinKey(circleId))
  }

  /** Join or leave: every tap shows at once with the member count; the last one is what the server keeps (§10.2). */
  toggleJoin(view: CircleEntity): Promise<Outcome<{ followed: boolean; memberCount: number }>> {
    const circle = this.entities.own(view.circleId)
    const before = { followed: circle.followed, memberCount: circle.memberCount }
    return this.runner.toggle({
      key: joinKey(circle.circleId),
      shown: () => circle.followed,
      show: (on) => {
        if (circle.followed === on) return
        circle.followed = on
        circle.memberCount = Math.max(0, circle.memberCount + (on ? 1 : -1))
      },
      rollback: () => Object.assign(circle, before),
      send: (auth, on) => this.env.api.follow.followCircle(auth, circle.circleId, on),
      answered: (result) => result.followed,
      commit: (result) => Object.assign(circle, result),
      done: (result) => (result.followed ? ACTION_TEXTS.joined : ACTION_TEXTS.left),
      fallback: ACTION_TEXTS.failed,
    })
  }

  /** A dynamic was posted into a circle (+1) or deleted from it (-1): its 动态 count moves wherever it shows. */
  noteFiled(item: Pick<Dynamic, 'circle'>, by: 1 | -1): void {
    const circle = item.circle ? this.entities.get(item.circle.circleId) : undefined
    if (circle) circle.dynamicCount = Math.max(0, circle.dynamicCount + by)
  }

  /** Another account is signed in (docs/product.md §4.2): the last viewer's memberships are forgotten. */
  forgetViewer(): void {
    for (const circle of this.entities.values()) circle.followed = false
  }
}

/**
 * The session's one CircleStore, made when a page first needs it (RootStore.lazyStore): one instance, as for every
 * domain store, but its code loads with the circle pages and 我的关注, not with the first screen (docs/product.md §2.9).
 */
export function circlesOf(root: RootStore): CircleStore {
  return root.lazyStore(CircleStore, (root, env) => new CircleStore(env, root.session, root.interactions))
}

export const useCircles = (): ReadonlyDeep<CircleStore> => circlesOf(useStores())
