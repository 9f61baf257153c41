/**
 * All stores of one app session: the session and client state, built from the platform's storages
 * so every target persists where it can, and the domain stores that hold the server's data, each
 * entity once (docs/product.md §10). The API and the login gate are injected, so tests hand in fakes.
 */
import { reaction } from 'mobx'
import type { Dynamic } from '@shared/api'
import type { KeyValueStorage } from '@/platform'
import { AccountStore } from './accounts'
import { CustomStore } from './custom'
import { DraftStore } from './draft'
import { DynamicStore } from './dynamics'
import type { StoreEnv } from './env'
import { FollowStore } from './follow'
import { HomeConfigStore } from './home-config'
import { InteractionRunner } from './interactions'
import { QuoteStore } from './quotes'
import { SessionStore } from './session'
import { TopicStore } from './topics'
import { UiStore } from './ui'
import { VoteStore } from './votes'

/**
 * What a store made on first use (comments, circles, lives, messages) may do beyond its own data: forget what
 * depended on the last viewer, and move the counts of the places a dynamic was filed under.
 */
interface SessionWideStore {
  forgetViewer?: () => void
  noteFiled?: (item: Dynamic, by: 1 | -1) => void
}

export interface RootStoreDeps extends StoreEnv {
  sessionStorage: KeyValueStorage
  localStorage: KeyValueStorage
  now?: () => Date
}

export class RootStore {
  readonly session: SessionStore
  readonly follow: FollowStore
  readonly custom: CustomStore
  readonly draft: DraftStore
  readonly ui: UiStore
  readonly interactions: InteractionRunner
  readonly accounts: AccountStore
  readonly votes: VoteStore
  readonly dynamics: DynamicStore
  readonly quotes: QuoteStore
  readonly topics: TopicStore
  readonly homeConfig: HomeConfigStore
  /**
   * Whether any followed account has news since the viewer last looked (docs/product.md §4.5): the
   * dot on the entry to 我的关注, known before that page is opened. Bound, as screens hold it (useFollowNewsCheck).
   */
  readonly checkFollowNews = async (pageSize = 50): Promise<void> => {
    const viewerId = this.session.accountId
    if (!this.session.loggedIn) return
    const follows = this.accounts.myFollows(viewerId, pageSize)
    await Promise.all([follows.refresh(), this.follow.load(viewerId)])
    if (!follows.error) this.follow.noteNews(follows.items)
  }

  /**
   * The route-function report (docs/product.md §4.19): an app function a page opened, told to the data
   * domain with the viewer and client type. Fire-and-forget; it never fails the opening it describes. Bound, as
   * screens hand it on (useReportAppFunction).
   */
  readonly reportAppFunction = (fn: { functionId: string; params: Record<string, string> }): void => {
    this.env.api.routeConfig.report({
      id: fn.functionId,
      clientType: this.session.clientType,
      accountId: this.session.accountId,
      params: fn.params,
    })
  }

  /**
   * Another account is signed in, or none (docs/product.md §4.2): what depended on who was asking (liked,
   * following, joined, collected, voted, reminders, messages and their counts, the 关注 news dot) is forgotten at
   * once; the lists and details on screen ask again for the new viewer (useListQuery, useLoadable).
   */
  private forgetViewer(): void {
    this.dynamics.forgetViewer()
    this.accounts.forgetViewer()
    this.votes.forgetViewer()
    this.topics.forgetViewer()
    this.follow.setHasUpdate(false)
    for (const store of this.sessionWideStores()) store.forgetViewer?.()
  }

  /** A dynamic was posted (+1) or deleted (-1): the counts of its circle and topics move on every screen. */
  private noteFiled(item: Dynamic, by: 1 | -1): void {
    this.topics.noteFiled(item, by)
    for (const store of this.sessionWideStores()) store.noteFiled?.(item, by)
  }

  private sessionWideStores(): SessionWideStore[] {
    return [...this.lazyStores.values()] as SessionWideStore[]
  }

  /** Logging out, for the screens that offer it (settings); a no-op where no login flow was given. */
  async logout(): Promise<void> {
    await this.env.logout?.()
  }

  /** The login gate (docs/product.md §4.2), for screens that offer to log in. */
  readonly requireLogin: () => boolean
  private readonly env: StoreEnv
  private readonly localStorage: KeyValueStorage
  private readonly lazyStores = new Map<object, unknown>()

  /**
   * A store only some pages use (the composer, comments, circles, lives), made on first use and kept for the
   * session: its module is imported by those pages only, so its code loads with them and not with the first screen.
   */
  lazyStore<T>(token: object, make: (root: RootStore, env: StoreEnv, localStorage: KeyValueStorage) => T): T {
    if (!this.lazyStores.has(token)) this.lazyStores.set(token, make(this, this.env, this.localStorage))
    return this.lazyStores.get(token) as T
  }

  constructor(deps: RootStoreDeps) {
    const { sessionStorage, localStorage, now, ...env } = deps
    this.localStorage = localStorage
    this.session = new SessionStore(sessionStorage)
    this.follow = new FollowStore(localStorage, now, {
      load: (accountId) => env.api.follow.lastClickTimes(accountId),
      report: (accountId, toAccountId) => env.api.follow.clickFollowUser(accountId, toAccountId),
    })
    this.custom = new CustomStore()
    this.draft = new DraftStore(localStorage)
    this.ui = new UiStore()
    this.interactions = new InteractionRunner(env, this.session)
    this.accounts = new AccountStore(env, this.session, this.interactions)
    this.votes = new VoteStore(env, this.session, this.interactions)
    this.dynamics = new DynamicStore(env, this.session, this.interactions, this.accounts, this.votes, (item, by) =>
      this.noteFiled(item, by),
    )
    this.quotes = new QuoteStore(env, now ? () => now().getTime() : undefined)
    this.topics = new TopicStore(env, this.session, this.interactions)
    this.homeConfig = new HomeConfigStore(env, this.session, this.topics, this.dynamics)
    this.requireLogin = () => env.requireLogin()
    this.env = env
    // For the whole session, as the stores are.
    reaction(
      () => this.session.accountId,
      () => this.forgetViewer(),
    )
  }
}
