/**
 * Accounts by id: who they are, whether the viewer follows them and their follower count. Every
 * follow button, header and list reads the one entity, so following an author anywhere shows
 * everywhere at once (docs/product.md §10).
 */
import type { Account, AccountKind, AuthorBrief, BigVHome, FollowResult, FollowUser } from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import type { StoreEnv } from './env'
import { EntityMap } from './entity-map'
import type { InteractionRunner, Outcome } from './interactions'
import { ListQuery, fromPage, type PageLoader } from './list-query'
import { Loadable } from './loadable'
import type { SessionStore } from './session'
import type { ReadonlyDeep } from '@/lib'

interface AccountRecord {
  accountId: string
  nickName: string
  avatar: string
  kind: AccountKind
  followed: boolean
  /** Unknown (null) until a header or list brings it. */
  followers: number | null
  following: number | null
  bio: string
  verifiedTitle: string | null
  /** Newest dynamic of a followed account (my follows); null when it never posted. */
  lastDynamicDate?: string | null
}

/** An account as screens see it: the store's one object for it, read-only (its actions change it). */
export type AccountEntity = ReadonlyDeep<AccountRecord>

const followKey = (accountId: string) => `follow:${accountId}`
const FOLLOW_FIELDS = ['followed', 'followers'] as const

export class AccountStore {
  private readonly entities = new EntityMap<AccountRecord>()

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
    private readonly runner: InteractionRunner,
  ) {}

  get(accountId: string): AccountEntity | undefined {
    return this.entities.get(accountId)
  }

  private viewer(): string | undefined {
    return this.session.accountId || undefined
  }

  /** Merges what is known of an account; a follow on its way keeps the state the viewer chose. */
  merge(fields: Partial<AccountRecord> & { accountId: string }): AccountEntity {
    return this.record(fields)
  }

  private record(fields: Partial<AccountRecord> & { accountId: string }): AccountRecord {
    const hold = this.runner.isBusy(followKey(fields.accountId)) ? FOLLOW_FIELDS : []
    return this.entities.merge(
      fields.accountId,
      fields,
      () => ({
        nickName: '',
        avatar: '',
        kind: 'user',
        followed: false,
        followers: null,
        following: null,
        bio: '',
        verifiedTitle: null,
        ...fields,
      }),
      hold,
    )
  }

  ingest(account: Account | FollowUser): string {
    return this.merge(account).accountId
  }

  /** An author as a dynamic or comment names them; `followed` only where the answer says it. */
  noteAuthor(accountId: string, author: AuthorBrief, followed?: boolean): void {
    if (!accountId) return
    this.merge({ accountId, nickName: author.nickName, avatar: author.avatar, kind: author.kind, followed })
  }

  isFollowed(accountId: string): boolean {
    return this.get(accountId)?.followed ?? false
  }

  isFollowBusy(accountId: string): boolean {
    return this.runner.isBusy(followKey(accountId))
  }

  isSelf(accountId: string): boolean {
    return this.session.accountId !== '' && this.session.accountId === accountId
  }

  /**
   * Follow or unfollow (docs/product.md §4.5): every tap shows at once, with the account's fans and the viewer's own
   * following count moved; the last tap is what the server keeps (§10.2).
   */
  toggleFollow(accountId: string): Promise<Outcome<FollowResult>> {
    const entity = this.record({ accountId })
    const self = this.entities.get(this.session.accountId)
    const before = { followed: entity.followed, followers: entity.followers }
    const ownBefore = self?.following ?? null
    const shift = (n: number | null, by: number) => (n === null ? null : Math.max(0, n + by))
    return this.runner.toggle({
      key: followKey(accountId),
      shown: () => entity.followed,
      show: (on) => {
        if (entity.followed === on) return
        entity.followed = on
        entity.followers = shift(entity.followers, on ? 1 : -1)
        if (self && self !== entity) self.following = shift(self.following, on ? 1 : -1)
      },
      rollback: () => {
        Object.assign(entity, before)
        if (self && self !== entity) self.following = ownBefore
      },
      send: (auth, on) => this.env.api.follow.setFollowed(auth, accountId, on),
      answered: (result) => result.followed,
      commit: (result) => {
        if (self && self !== entity && entity.followed !== result.followed) {
          self.following = shift(self.following, result.followed ? 1 : -1)
        }
        Object.assign(entity, { followed: result.followed, followers: result.followers })
      },
      done: (result) => (result.followed ? ACTION_TEXTS.followed : ACTION_TEXTS.unfollowed),
      fallback: ACTION_TEXTS.failed,
    })
  }

  /**
   * Another account is signed in (docs/product.md §4.2): whom the last viewer followed is forgotten until the
   * lists on screen, asked again, say it for this one.
   */
  forgetViewer(): void {
    for (const account of this.entities.values()) account.followed = false
  }

  /** An account's home header (big-V home info), its account merged here. */
  home(lookUserId: string): Loadable<Omit<BigVHome, 'account'> & { account: AccountEntity }> {
    return new Loadable(async () => {
      const home = await this.env.api.bigV.homeInfo(lookUserId, this.viewer())
      return { ...home, account: this.merge(home.account) }
    })
  }

  private query(load: PageLoader<Account>, pageSize?: number): ListQuery<Account, AccountEntity> {
    return new ListQuery(load, { ingest: (raw) => this.ingest(raw), resolve: (key) => this.get(key) }, { pageSize })
  }

  search(keyword: string): ListQuery<Account, AccountEntity> {
    return this.query(async (pageNum, pageSize) =>
      fromPage(await this.env.api.search.queryUserList({ keyword, accountId: this.viewer(), pageNum, pageSize })),
    )
  }

  /** Whom an account follows, or who follows it (its fans), newest first, as the viewer sees them. */
  connections(accountId: string, which: 'following' | 'followers'): ListQuery<Account, AccountEntity> {
    const load = which === 'following' ? this.env.api.follow.followList : this.env.api.follow.fansList
    return this.query(async (pageNum, pageSize) =>
      fromPage(await load({ toAccountId: accountId, accountId: this.viewer(), pageNum, pageSize })),
    )
  }

  /**
   * Accounts worth following, a page at a time (docs/product.md §4.15): the first from recommendUserList, the ones
   * after it, as the row is scrolled to its end, from moreQueryRecommendUserList.
   */
  recommended(pageSize: number): ListQuery<Account, AccountEntity> {
    return this.query(async (pageNum, size) => {
      const { follow } = this.env.api
      const load = pageNum === 1 ? follow.recommendUserList : follow.moreRecommendUserList
      return fromPage(await load({ pageNum, pageSize: size, accountId: this.viewer() }))
    }, pageSize)
  }

  /** The accounts the viewer follows, in one page (the strip scrolls sideways, it does not page). */
  myFollows(viewerId: string, pageSize: number): ListQuery<Account, AccountEntity> {
    return this.query(
      async (pageNum) => ({
        items: (await this.env.api.follow.myFollowUsers({ accountId: viewerId, pageNum, pageSize })).list,
        hasMore: false,
      }),
      pageSize,
    )
  }
}
