/**
 * Circles by id, and joining or leaving one (FollowCircles): one action, so a circle page, my
 * follows and any card agree on membership and the member count (docs/product.md §10).
 */
import type { Activity, Circle, CircleDetail } from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import { useStores } from './context'
import type { StoreEnv } from './env'
import { EntityMap } from './entity-map'
import type { InteractionRunner, Outcome } from './interactions'
import { ListQuery, fromPage, plainSource } from './list-query'
import { Loadable } from './loadable'
import type { SessionStore } from './session'
import type { RootStore } from './root'

/** A circle as the app keeps it: the list fields, the page's fields once the page was opened. */
export type CircleEntity = Circle & Partial<Omit<CircleDetail, keyof Circle>>

const joinKey = (circleId: string) => `join:${circleId}`
const JOIN_FIELDS = ['followed', 'memberCount'] as const

export class CircleStore {
  private readonly entities = new EntityMap<CircleEntity>()

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
      { isGone: (circle) => !circle.followed },
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

  toggleJoin(circle: CircleEntity): Promise<Outcome<{ followed: boolean; memberCount: number }>> {
    const before = { followed: circle.followed, memberCount: circle.memberCount }
    return this.runner.run({
      key: joinKey(circle.circleId),
      apply: () => {
        circle.followed = !before.followed
        circle.memberCount = Math.max(0, before.memberCount + (before.followed ? -1 : 1))
      },
      rollback: () => Object.assign(circle, before),
      send: (auth) => this.env.api.follow.followCircle(auth, circle.circleId, !before.followed),
      commit: (result) => Object.assign(circle, result),
      done: (result) => (result.followed ? ACTION_TEXTS.joined : ACTION_TEXTS.left),
      fallback: ACTION_TEXTS.failed,
      quietOnNetwork: true,
    })
  }
}

/**
 * The session's one CircleStore, made when a page first needs it (RootStore.lazyStore): one instance, as for every
 * domain store, but its code loads with the circle pages and 我的关注, not with the first screen (docs/product.md §2.9).
 */
export function circlesOf(root: RootStore): CircleStore {
  return root.lazyStore(CircleStore, (root, env) => new CircleStore(env, root.session, root.interactions))
}

export const useCircles = () => circlesOf(useStores())
