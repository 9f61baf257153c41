/**
 * Dynamics (articles, posts, stock comments, lives, short videos) by id, and the feeds that list
 * them. A feed card and the detail page show the same entity: like an article on its page and its
 * card shows it on return, without a reload (docs/product.md §10).
 */
import {
  PUB_TYPE,
  type ArticleCategory,
  type ArticleDetail,
  type ArticleInfo,
  type AuthFields,
  type ContentSource,
  type Dynamic,
  type DynamicTab,
  type FreshFeed,
  type PraiseResult,
  isFreshFeed,
} from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import type { AccountStore } from './accounts'
import type { StoreEnv } from './env'
import { EntityMap } from './entity-map'
import { Removals } from './removals'
import type { InteractionRunner, Outcome } from './interactions'
import { copySavedAt } from '@/http/copy-mark'
import { ListQuery, fromPage, type PageLoader, type PageResult, type PagedList } from './list-query'
import { loadLiveTabOrder } from './live-order-loader'
import { videoToDynamic } from './short-video'
import { Loadable } from './loadable'
import type { SessionStore } from './session'
import type { ReadonlyDeep } from '@/lib'
import type { VoteStore } from './votes'

/** A dynamic as the store keeps it: the feed fields, the detail fields once the detail was opened. */
type DynamicRecord = Dynamic &
  Partial<Omit<ArticleDetail, keyof Dynamic>> & {
    /** Deleted by its author: it leaves every list at once. */
    deleted?: boolean
    /** Short videos: the file the player plays. */
    videoUrl?: string
  }

/** A dynamic as screens see it: the store's one object for it, read-only (its actions change it). */
export type DynamicEntity = ReadonlyDeep<DynamicRecord>

/** What a feed lists. New pages add their own source here, next to the call that loads it. */
export type FeedSource =
  | { kind: 'tab'; tab: DynamicTab }
  | { kind: 'lives' }
  | { kind: 'account'; accountId: string }
  /** The dynamics of the accounts the viewer follows (我的关注). */
  | { kind: 'followed' }
  | { kind: 'hotRecommend' }
  | { kind: 'search'; keyword: string; source?: ContentSource }
  | { kind: 'stock'; code: string }
  | { kind: 'videos'; accountId: string }
  | { kind: 'accountArticles'; accountId: string }
  /** The viewer's own collections (needs the login). */
  | { kind: 'collections' }
  | { kind: 'topic'; topicId: string; order: 'new' | 'hot' | 'activity' }
  | { kind: 'circle'; circleId: string; order: 'new' | 'hot' | 'prime' }
  /** An ETF circle (docs/product.md §4.17): its accounts' dynamics and its circle's posts. */
  | { kind: 'etfCircle'; accountIds: readonly string[]; circleId: string }
  /** Articles filed under an editorial category (lrArticle: margin trading). */
  | { kind: 'category'; category: ArticleCategory }

/** Whether a feed lists a just-published item at its top (newest-first feeds that the item belongs to). */
export function holdsNewItem(source: FeedSource, item: Dynamic): boolean {
  switch (source.kind) {
    case 'tab':
      return source.tab === 'latest'
    case 'account':
      return source.accountId === item.accountId
    case 'accountArticles':
      return source.accountId === item.accountId && item.pubType === PUB_TYPE.article
    case 'topic':
      return source.order === 'new' && item.topics.some((t) => t.topicId === source.topicId)
    case 'circle':
      return source.order === 'new' && item.circle?.circleId === source.circleId
    case 'stock':
      return item.stocks.some((s) => s.code.toUpperCase() === source.code.toUpperCase())
    case 'etfCircle':
      return source.accountIds.includes(item.accountId) || item.circle?.circleId === source.circleId
    default:
      return false
  }
}

/**
 * The feed whose new items a list of this source is told of (docs/product.md §4.20): the newest-first feeds a reader
 * keeps open (the home's 推荐, 关注 and 最新, a topic's and a circle's newest, a stock's board); null for the others.
 */
export function freshFeedOf(source: FeedSource): FreshFeed | null {
  const feed = (() => {
    switch (source.kind) {
      case 'tab':
        return `tab:${source.tab}`
      case 'topic':
        return source.order === 'new' ? `topic:${source.topicId}` : null
      case 'circle':
        return source.order === 'new' ? `circle:${source.circleId}` : null
      case 'stock':
        return `stock:${source.code.toUpperCase()}`
      default:
        return null
    }
  })()
  return feed !== null && isFreshFeed(feed) ? feed : null
}

const NO_PAGE: PageResult<Dynamic> = { items: [], hasMore: false }

/** One page of a feed for the given viewer (undefined: a visitor). */
type ViewerPageLoader<Raw> = (page: number, pageSize: number, accountId: string | undefined) => Promise<PageResult<Raw>>

/**
 * The 直播 tab's pages (docs/product.md §4.11). Its order loads with its first page (live-order-loader.ts); one
 * ordering per feed keeps where each page starts. A chunk that did not come is asked for again by the list's retry.
 */
function livesTabLoader(lives: StoreEnv['api']['live']): ViewerPageLoader<Dynamic> {
  let inOrder: Promise<ViewerPageLoader<Dynamic>> | undefined
  return async (pageNum, pageSize, accountId) => {
    inOrder ??= loadLiveTabOrder().then(
      ({ livesInTabOrder }) =>
        livesInTabOrder((status, page, size, viewer) =>
          lives.getLives({ status, pageNum: page, pageSize: size, accountId: viewer }),
        ),
      (failure: unknown) => {
        inOrder = undefined
        throw failure
      },
    )
    return (await inOrder)(pageNum, pageSize, accountId)
  }
}

/** Feeds that list what only this viewer sees: another account must not see them for a moment. */
function isViewersOwn(source: FeedSource): boolean {
  return (
    source.kind === 'followed' || source.kind === 'collections' || (source.kind === 'tab' && source.tab === 'follow')
  )
}

export function dynamicKey(item: Pick<Dynamic, 'pubType' | 'pubId'>): string {
  return `${item.pubType}:${item.pubId}`
}

const likeKey = (item: Pick<Dynamic, 'pubType' | 'forId'>) => `like:${item.pubType}:${item.forId}`
const LIKE_FIELDS = ['praised', 'praise', 'praiseCount'] as const
const collectKey = (item: Pick<Dynamic, 'articleId'>) => `collect:${item.articleId}`
const deleteKey = (item: Pick<Dynamic, 'articleId'>) => `delete:${item.articleId}`

export class DynamicStore {
  private readonly entities = new EntityMap<DynamicRecord>()
  private readonly removals = new Removals()
  /** articleId → entity key, for what arrives by article id (comments, read counts). */
  private readonly byArticleId = new Map<string, string>()
  /** The feeds a screen shows now, with what they list, by the list screens hold. */
  private readonly shownFeeds = new Map<
    PagedList<DynamicEntity>,
    { query: ListQuery<Dynamic, DynamicEntity>; source: FeedSource }
  >()

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
    private readonly runner: InteractionRunner,
    private readonly accounts: AccountStore,
    private readonly votes: VoteStore,
    /** Where a dynamic is filed (its circle, its topics) gained (+1) or lost (-1) one: their counts move. */
    private readonly filed: (item: Dynamic, by: 1 | -1) => void = () => undefined,
  ) {}

  private viewer(): string | undefined {
    return this.session.accountId || undefined
  }

  /**
   * Another account is signed in (docs/product.md §4.2): what each item said of the last viewer (liked,
   * following its author, collected) is forgotten until the lists on screen, asked again, say it for this one.
   * Inside the app the favourites are the app's own, not the account's of this page (§4.4).
   */
  forgetViewer(): void {
    const appFavourites = this.env.platform.kind === 'native'
    for (const item of this.entities.values()) {
      item.praised = false
      item.praise = 0
      item.followed = false
      if (!appFavourites && item.collected !== undefined) item.collected = false
    }
  }

  get(key: string): DynamicEntity | undefined {
    return this.entities.get(key)
  }

  byArticle(articleId: string): DynamicEntity | undefined {
    return this.recordOfArticle(articleId)
  }

  private recordOfArticle(articleId: string): DynamicRecord | undefined {
    const key = this.byArticleId.get(articleId)
    return key === undefined ? undefined : this.entities.get(key)
  }

  /** The store's own object behind a view a screen hands back. */
  private own(view: DynamicEntity): DynamicRecord {
    return this.entities.own(dynamicKey(view))
  }

  /**
   * Stores a dynamic (or a detail) and returns its key. A like on its way keeps the state the
   * viewer chose. `trustFollowed` is false for items converted from other shapes (lives), whose
   * followed flag is only a default.
   */
  ingest(raw: Dynamic | ArticleDetail, trustFollowed = true): string {
    const key = dynamicKey(raw)
    const vote = 'vote' in raw ? raw.vote : undefined
    if (vote) this.votes.ingest(vote)
    this.entities.merge(key, raw, () => ({ ...raw }), this.runner.isBusy(likeKey(raw)) ? LIKE_FIELDS : [])
    if (raw.articleId) this.byArticleId.set(raw.articleId, key)
    this.accounts.noteAuthor(raw.accountId, raw.author, trustFollowed ? raw.followed : undefined)
    return key
  }

  private source = {
    ingest: (raw: Dynamic) => this.ingest(raw),
    resolve: (key: string) => this.get(key),
  }

  /** A feed's pages, each asked as the viewer of the moment it is sent (docs/product.md §4.2). */
  private loaderOf(source: FeedSource): PageLoader<Dynamic> {
    const load = this.viewerLoaderOf(source)
    return (pageNum, pageSize) => load(pageNum, pageSize, this.viewer())
  }

  private viewerLoaderOf(source: FeedSource): ViewerPageLoader<Dynamic> {
    const { api } = this.env
    switch (source.kind) {
      case 'tab':
        return async (pageNum, pageSize, accountId) =>
          fromPage(await api.article.dynamicList({ tab: source.tab, pageNum, pageSize, accountId }))
      case 'lives':
        return livesTabLoader(api.live)
      case 'account':
        return async (pageNum, pageSize, accountId) =>
          fromPage(await api.article.byAccount({ toAccountId: source.accountId, accountId, pageNum, pageSize }))
      case 'followed':
        return async (pageNum, pageSize, accountId) =>
          accountId ? fromPage(await api.follow.allFollowRecommend({ accountId, pageNum, pageSize })) : NO_PAGE
      case 'hotRecommend':
        return async (pageNum, pageSize, accountId) =>
          fromPage(await api.topic.queryHotRecommendArticle({ pageNum, pageSize, accountId }))
      case 'search':
        return async (pageNum, pageSize, accountId) =>
          fromPage(
            await api.search.queryColumn({
              keyword: source.keyword,
              source: source.source,
              accountId,
              pageNum,
              pageSize,
            }),
          )
      case 'stock':
        return async (pageNum, pageSize, accountId) =>
          fromPage(await api.article.byStockCode({ stockCode: source.code, accountId, pageNum, pageSize }))
      case 'topic': {
        const load = {
          new: api.topic.queryNewArticle,
          hot: api.topic.queryHotArticle,
          activity: api.topic.queryHotActivityArticle,
        }[source.order]
        return async (pageNum, pageSize, accountId) =>
          fromPage(await load({ topicId: source.topicId, accountId, pageNum, pageSize }))
      }
      case 'circle': {
        const load = { new: api.circle.newest, hot: api.circle.hot, prime: api.circle.prime }[source.order]
        return async (pageNum, pageSize, accountId) =>
          fromPage(await load({ circleId: source.circleId, accountId, pageNum, pageSize }))
      }
      case 'collections':
        return async (pageNum, pageSize) => {
          const auth = this.runner.auth
          return auth ? fromPage(await api.collection.mine({ ...auth, pageNum, pageSize })) : NO_PAGE
        }
      case 'etfCircle':
        return async (pageNum, pageSize, accountId) =>
          fromPage(
            await api.etf.circleFeed({
              accountIds: [...source.accountIds],
              circleId: source.circleId,
              accountId,
              pageNum,
              pageSize,
            }),
          )
      case 'category':
        return async (pageNum, pageSize, accountId) =>
          fromPage(await api.article.byCategory({ category: source.category, accountId, pageNum, pageSize }))
      case 'accountArticles':
        return async (pageNum, pageSize, accountId) =>
          fromPage(await api.bigV.articles({ toAccountId: source.accountId, accountId, pageNum, pageSize }))
      case 'videos':
        return async (pageNum, pageSize, accountId) => {
          const page = await api.bigV.videos({ toAccountId: source.accountId, accountId, pageNum, pageSize })
          return { items: page.list.map(videoToDynamic), hasMore: page.hasMore }
        }
    }
  }

  /** A feed's pages; deleted items drop out, and a post the viewer sends heads it if it belongs there. */
  feed(source: FeedSource): ListQuery<Dynamic, DynamicEntity> {
    // Lives and videos come in other shapes, whose followed flag is only a default.
    const trusted = source.kind !== 'lives' && source.kind !== 'videos'
    const ingest = (raw: Dynamic) => this.ingest(raw, trusted)
    const query: ListQuery<Dynamic, DynamicEntity> = new ListQuery(
      this.loaderOf(source),
      { ...this.source, ingest },
      {
        isGone: (item) => this.removals.has(item),
        onDispose: () => this.shownFeeds.delete(query),
        perViewer: isViewersOwn(source),
      },
    )
    this.shownFeeds.set(query, { query, source })
    return query
  }

  /**
   * The viewer's new post or article, read back from the server, heads every feed on screen that
   * holds it (最新, the author's own, its topics', circle's and stocks' newest), without a reload.
   */
  async notePublished(articleId: string): Promise<void> {
    let item: ArticleDetail
    try {
      item = await this.env.api.article.appInfo(articleId, this.viewer())
    } catch {
      return // The feeds show it at their next refresh.
    }
    for (const { query, source } of this.shownFeeds.values()) {
      if (query.loaded && holdsNewItem(source, item)) query.prepend(item)
    }
    this.filed(item, 1)
  }

  /** The feed a list on screen is told the new items of (freshFeedOf), or null. */
  freshFeedOf(list: PagedList<DynamicEntity>): FreshFeed | null {
    const shown = this.shownFeeds.get(list)
    return shown ? freshFeedOf(shown.source) : null
  }

  /** The items written since a list on screen loaded go on top of it (ListQuery.takeNewest). */
  async showNewest(list: PagedList<DynamicEntity>): Promise<void> {
    await this.shownFeeds.get(list)?.query.takeNewest()
  }

  /** What an account pinned to the top of its personal centre. */
  pinned(accountId: string): Loadable<readonly DynamicEntity[]> {
    return new Loadable(async () => {
      const list = await this.env.api.article.pinnedByAccount(accountId, this.viewer())
      return list.map((raw) => this.get(this.ingest(raw)) as DynamicEntity)
    })
  }

  /**
   * The detail of an article or post, merged into the entity its cards show; drawn with the page's first render
   * when its HTML carried the detail for this viewer (docs/product.md §2.9).
   */
  detail(articleId: string | null): Loadable<DynamicEntity> {
    if (articleId === null) return new Loadable<DynamicEntity>(null)
    const entityOf = (detail: ArticleDetail) => this.get(this.ingest(detail)) as DynamicEntity
    const atBoot = this.env.api.article.appInfoAtBoot(articleId, this.viewer())
    return new Loadable(
      async (note) => {
        const answer = await this.env.api.article.appInfo(articleId, this.viewer())
        note(copySavedAt(answer)) // an offline copy is shown as one (docs/product.md §8.5)
        return entityOf(answer)
      },
      atBoot ? { value: entityOf(atBoot) } : undefined,
    )
  }

  /** Counts one read and stores the new count. */
  async countRead(articleId: string): Promise<void> {
    const count = await this.env.api.article.countRead(articleId, this.viewer())
    const entity = this.recordOfArticle(articleId)
    if (entity) this.entities.merge(dynamicKey(entity), { readCount: count }, () => entity)
  }

  /** What a pubType 7 or 8 item is, looked up before opening it (docs/product.md §4.6). */
  articleInfo(articleId: string): Promise<ArticleInfo> {
    return this.env.api.article.infoByArticleId(articleId, this.viewer())
  }

  isLikeBusy(item: DynamicEntity): boolean {
    return this.runner.isBusy(likeKey(item))
  }

  /** The like tap (docs/product.md §4.3): every tap shows at once, the last one is what the server keeps (§10.2). */
  toggleLike(view: DynamicEntity): Promise<Outcome<PraiseResult>> {
    const item = this.own(view)
    const before = { praised: item.praised, praise: item.praise, praiseCount: item.praiseCount }
    return this.runner.toggle({
      key: likeKey(item),
      shown: () => Boolean(item.praised),
      show: (on) => {
        if (Boolean(item.praised) === on) return
        item.praised = on
        item.praise = on ? 1 : 0
        item.praiseCount = Math.max(0, item.praiseCount + (on ? 1 : -1))
      },
      rollback: () => Object.assign(item, before),
      // The endpoint's isPraise: like when the person wants it liked (the api maps "liked now" to un-like).
      send: (auth, on) => this.env.api.like.toggle(auth, { pubType: item.pubType, forId: item.forId }, !on),
      answered: (result) => result.praised,
      commit: (result) => {
        item.praised = result.praised
        item.praise = result.praised ? 1 : 0
        item.praiseCount = result.praiseCount
      },
      fallback: ACTION_TEXTS.failed,
    })
  }

  isCollectBusy(item: DynamicEntity): boolean {
    return this.runner.isBusy(collectKey(item))
  }

  /** Inside the app the favourites are the app's own (docs/product.md §4.4): read them from there. */
  async readAppFavourite(view: DynamicEntity): Promise<void> {
    if (this.env.platform.kind !== 'native') return
    const item = this.own(view)
    const collected = await this.env.platform.getFavourite(item.articleId).catch(() => undefined)
    if (collected !== undefined) this.entities.merge(dynamicKey(item), { collected }, () => item)
  }

  /** Collect or un-collect: in the app through its favourites, elsewhere through the collection API. */
  toggleCollect(view: DynamicEntity, link: string): Promise<Outcome<boolean>> {
    const item = this.own(view)
    const before = Boolean(item.collected)
    const native = this.env.platform.kind === 'native'
    return this.runner.toggle({
      key: collectKey(item),
      needsLogin: !native,
      shown: () => Boolean(item.collected),
      show: (on) => (item.collected = on),
      rollback: () => (item.collected = before),
      send: (auth, want) => (native ? this.setAppFavourite(item, link, want) : this.setCollected(auth, item, want)),
      answered: (collected) => collected,
      commit: (collected) => (item.collected = collected),
      done: (collected) => (collected ? ACTION_TEXTS.collected : ACTION_TEXTS.uncollected),
      fallback: ACTION_TEXTS.failed,
    })
  }

  private async setAppFavourite(item: DynamicRecord, link: string, want: boolean): Promise<boolean> {
    const done = await this.env.platform.setFavourite(
      {
        newsId: item.articleId,
        title: item.title || item.summary,
        summary: item.summary,
        source: item.source ?? 'article',
        link,
        time: item.createdDate,
        cover: item.images[0],
      },
      want,
    )
    if (!done) throw new Error('favourite refused')
    return want
  }

  private setCollected(auth: AuthFields, item: DynamicRecord, want: boolean): Promise<boolean> {
    const api = this.env.api.collection
    return want ? api.collect(auth, item.articleId) : api.uncollect(auth, item.articleId)
  }

  isMine(item: Pick<Dynamic, 'accountId'>): boolean {
    return this.accounts.isSelf(item.accountId)
  }

  /**
   * Deletes the viewer's own post or article (deleteArticle for articles, removeContent for the
   * rest); it leaves every list at once. Confirming is the screen's part.
   */
  remove(view: DynamicEntity): Promise<Outcome<null>> {
    const item = this.own(view)
    return this.runner.run({
      key: deleteKey(item),
      send: (auth) =>
        item.pubType === PUB_TYPE.article
          ? this.env.api.article.deleteArticle(auth, item.articleId)
          : this.env.api.publish.removeContent(auth, 'view', item.articleId),
      commit: () => {
        this.removals.mark(item)
        this.filed(item, -1)
      },
      done: () => ACTION_TEXTS.deleted,
      fallback: ACTION_TEXTS.deleteFailed,
    })
  }

  /** A comment or reply count moved (the viewer commented or replied, or deleted a comment or reply). */
  addComments(articleId: string, by: number): void {
    const entity = this.recordOfArticle(articleId)
    if (entity) entity.commentCount = Math.max(0, entity.commentCount + by)
  }
}
