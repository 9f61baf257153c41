/**
 * Comments and replies by id, the comment list of each article and the reply thread of each
 * comment. Posting, liking and deleting are store actions, so the article page, the comment page
 * and the dynamic's comment count agree (docs/product.md §10).
 */
import { computed, makeObservable, observable, runInAction } from 'mobx'
import { REPLY_PREVIEW_SIZE, type Comment, type MyComment, type PraiseResult, type Reply } from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import { encodeNonBmp } from '@shared/emoji-entities'
import type { AccountStore } from './accounts'
import type { DynamicStore } from './dynamics'
import { useStores } from './context'
import type { StoreEnv } from './env'
import { AttemptKeys } from './attempt-keys'
import { EntityMap } from './entity-map'
import { Removals } from './removals'
import type { InteractionRunner, Outcome } from './interactions'
import { ListQuery, fromPage } from './list-query'
import type { SessionStore } from './session'
import type { RootStore } from './root'
import type { ReadonlyDeep } from '@/lib'

/** A comment or reply as the store keeps it. */
type CommentRecord = (Comment | Reply) & { deleted?: boolean }

/** A comment or reply as screens see it: the store's one object for it, read-only (its actions change it). */
export type CommentEntity = ReadonlyDeep<CommentRecord>

/** A top-level comment as screens see it (with its reply count and preview). */
export type TopCommentEntity = Extract<CommentEntity, { replyCount: number }>

export interface MyCommentEntry {
  entity: CommentEntity
  articleTitle: string
}

export function isTopLevel<C extends ReadonlyDeep<Comment | Reply>>(
  item: C,
): item is Extract<C, { replyCount: number }> {
  return 'replyCount' in item
}

const likeKey = (commentId: string) => `like:comment:${commentId}`
const LIKE_FIELDS = ['praised', 'praiseCount'] as const

/** One comment's replies, oldest first, with what the latest answer said of the whole thread. */
export class ReplyThread {
  /** The comment itself, once the first page answered. */
  headKey: string | null = null
  /** Replies on the server at the latest answer. */
  serverTotal = 0
  /** The viewer's replies since that answer. */
  postedSinceAnswer = 0
  readonly list: ListQuery<Reply, CommentEntity>

  constructor(
    private readonly store: CommentStore,
    load: (pageNum: number, pageSize: number) => ReturnType<StoreEnv['api']['article']['commentReplies']>,
  ) {
    makeObservable(this, {
      headKey: observable,
      serverTotal: observable,
      postedSinceAnswer: observable,
      head: computed,
      total: computed,
    })
    this.list = new ListQuery<Reply, CommentEntity>(
      async (pageNum, pageSize) => {
        const thread = await load(pageNum, pageSize)
        runInAction(() => {
          this.headKey = store.ingest(thread.comment)
          this.serverTotal = thread.replies.total
          this.postedSinceAnswer = 0
        })
        return fromPage(thread.replies)
      },
      { ingest: (raw) => store.ingest(raw), resolve: (key) => store.get(key) },
      { isGone: (item) => store.isDeleted(item) },
    )
  }

  get head(): TopCommentEntity | undefined {
    const head = this.headKey === null ? undefined : this.store.get(this.headKey)
    return head && isTopLevel(head) ? head : undefined
  }

  get total(): number {
    return this.headKey === null ? this.list.items.length : this.serverTotal + this.postedSinceAnswer
  }
}

export class CommentStore {
  private readonly entities = new EntityMap<CommentRecord>()
  private readonly removals = new Removals()
  private readonly articleLists = new Map<string, ListQuery<Comment, CommentEntity>>()
  private readonly threads = new Map<string, ReplyThread>()
  private readonly attempts = new AttemptKeys()

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
    private readonly runner: InteractionRunner,
    private readonly accounts: AccountStore,
    private readonly dynamics: DynamicStore,
  ) {}

  private viewer(): string | undefined {
    return this.session.accountId || undefined
  }

  /** The viewer's own comments and replies, each with the title of its item; a deleted one leaves at once. */
  mine(): ListQuery<MyComment, MyCommentEntry> {
    const titles = new Map<string, string>()
    return new ListQuery<MyComment, MyCommentEntry>(
      async (pageNum, pageSize) => {
        const auth = this.runner.auth
        if (!auth) return { items: [], hasMore: false }
        return fromPage(await this.env.api.publish.myComments({ ...auth, pageNum, pageSize }))
      },
      {
        ingest: (raw) => {
          const key = this.ingest(raw.item)
          titles.set(key, raw.articleTitle)
          return key
        },
        resolve: (key) => {
          const entity = this.get(key)
          return entity ? { entity, articleTitle: titles.get(key) ?? '' } : undefined
        },
      },
      { isGone: (entry) => this.isDeleted(entry.entity), perViewer: true },
    )
  }

  /** Whether lists leave the comment out: the viewer deleted it. */
  isDeleted(item: CommentEntity): boolean {
    return this.removals.has(item)
  }

  get(commentId: string): CommentEntity | undefined {
    return this.entities.get(commentId)
  }

  ingest(raw: Comment | Reply): string {
    const hold = this.runner.isBusy(likeKey(raw.commentId)) ? LIKE_FIELDS : []
    this.entities.merge(raw.commentId, raw, () => ({ ...raw }), hold)
    this.accounts.noteAuthor(raw.accountId, raw.author)
    return raw.commentId
  }

  /** The article's comments, newest first; one list per article, shared by every screen. */
  ofArticle(articleId: string): ListQuery<Comment, CommentEntity> {
    let list = this.articleLists.get(articleId)
    if (!list) {
      list = new ListQuery<Comment, CommentEntity>(
        async (pageNum, pageSize) =>
          fromPage(await this.env.api.article.comments({ articleId, accountId: this.viewer(), pageNum, pageSize })),
        { ingest: (raw) => this.ingest(raw), resolve: (key) => this.get(key) },
        { isGone: (item) => this.isDeleted(item) },
      )
      this.articleLists.set(articleId, list)
    }
    return list
  }

  /** A comment's reply thread; one per comment. */
  thread(commentId: string): ReplyThread {
    let thread = this.threads.get(commentId)
    if (!thread) {
      thread = new ReplyThread(this, (pageNum, pageSize) =>
        this.env.api.article.commentReplies({ commentId, accountId: this.viewer(), pageNum, pageSize }),
      )
      this.threads.set(commentId, thread)
    }
    return thread
  }

  isLikeBusy(commentId: string): boolean {
    return this.runner.isBusy(likeKey(commentId))
  }

  /** Comment likes are filed under the commented dynamic's pubType; the last tap is what the server keeps (§10.2). */
  toggleLike(view: CommentEntity, pubType: number): Promise<Outcome<PraiseResult>> {
    const item = this.entities.own(view.commentId)
    const before = { praised: item.praised, praiseCount: item.praiseCount }
    return this.runner.toggle({
      key: likeKey(item.commentId),
      shown: () => item.praised,
      show: (on) => {
        if (item.praised === on) return
        item.praised = on
        item.praiseCount = Math.max(0, item.praiseCount + (on ? 1 : -1))
      },
      rollback: () => Object.assign(item, before),
      send: (auth, on) => this.env.api.like.toggle(auth, { pubType, forId: item.commentId, isComment: true }, !on),
      answered: (result) => result.praised,
      commit: (result) => Object.assign(item, { praised: result.praised, praiseCount: result.praiseCount }),
      fallback: ACTION_TEXTS.failed,
    })
  }

  /** Another account is signed in (docs/product.md §4.2): the last viewer's likes are forgotten. */
  forgetViewer(): void {
    for (const item of this.entities.values()) item.praised = false
  }

  isSending(articleId: string, parentId?: string): boolean {
    return this.runner.isBusy(sendKey(articleId, parentId))
  }

  /**
   * Publishes a comment (or, with parentId, a reply). Emoji outside the basic plane travel as
   * numeric entities (docs/product.md §5.2). On success it shows on top of the article's comments
   * (replies: at the end of their thread) and the counts move; on failure the caller keeps the text.
   */
  post(input: { articleId: string; content: string; parentId?: string }): Promise<Outcome<Comment | Reply>> {
    const { articleId, parentId } = input
    const key = sendKey(articleId, parentId)
    // The same text sent again from the same box is the same attempt: a retry never posts it twice.
    const requestId = this.attempts.keyFor(key, input.content)
    return this.runner.run({
      key,
      send: (auth) =>
        this.env.api.publish.publishComment({
          ...auth,
          articleId,
          parentId,
          content: encodeNonBmp(input.content),
          requestId,
        }),
      commit: (posted) => {
        this.attempts.settle(key)
        // A reply counts among the article's comments too (the server's comment count holds both).
        this.dynamics.addComments(articleId, 1)
        if (isTopLevel(posted)) {
          this.articleLists.get(articleId)?.prepend(posted)
          return
        }
        const thread = this.threads.get(posted.parentId)
        thread?.list.prepend(posted, 'end')
        if (thread) thread.postedSinceAnswer += 1
        const parent = this.entities.get(posted.parentId)
        if (parent && isTopLevel(parent)) {
          parent.replyCount += 1
          // The preview under the comment is its oldest replies: a new one joins it while there is room.
          if (parent.replies.length < REPLY_PREVIEW_SIZE) parent.replies = [...parent.replies, posted]
        }
      },
      done: () => (parentId ? ACTION_TEXTS.replied : ACTION_TEXTS.commented),
      fallback: ACTION_TEXTS.sendFailed,
      // The text stays in the box and its draft (docs/product.md §4.8, §8.5).
      offlineText: ACTION_TEXTS.offlineDraft,
    })
  }

  isMine(item: CommentEntity): boolean {
    return this.accounts.isSelf(item.accountId)
  }

  /** Deletes the viewer's own comment or reply; it leaves every list at once. */
  remove(view: CommentEntity): Promise<Outcome<null>> {
    const item = this.entities.own(view.commentId)
    return this.runner.run({
      key: `delete:comment:${item.commentId}`,
      send: (auth) => this.env.api.publish.removeContent(auth, 'comment', item.commentId),
      commit: () => {
        this.removals.mark(item)
        if (isTopLevel(item)) {
          // Its replies go with it (the server removes them too).
          this.dynamics.addComments(item.articleId, -(1 + item.replyCount))
          return
        }
        this.dynamics.addComments(item.articleId, -1)
        const parent = this.entities.get(item.parentId)
        if (parent && isTopLevel(parent)) {
          parent.replyCount = Math.max(0, parent.replyCount - 1)
          parent.replies = parent.replies.filter((reply) => reply.commentId !== item.commentId)
        }
        const thread = this.threads.get(item.parentId)
        if (thread) thread.postedSinceAnswer -= 1
      },
      done: () => ACTION_TEXTS.deleted,
      fallback: ACTION_TEXTS.deleteFailed,
    })
  }
}

function sendKey(articleId: string, parentId?: string): string {
  return parentId ? `reply:${articleId}:${parentId}` : `comment:${articleId}`
}

/**
 * The session's one CommentStore, made when a page first needs it (RootStore.lazyStore): one instance, as for every
 * domain store, but its code loads with the pages that show comments (an article, a comment thread, a person's own
 * comments), not with the first screen (docs/product.md §2.9).
 */
export function commentsOf(root: RootStore): CommentStore {
  return root.lazyStore(
    CommentStore,
    (root, env) => new CommentStore(env, root.session, root.interactions, root.accounts, root.dynamics),
  )
}

export const useComments = (): ReadonlyDeep<CommentStore> => commentsOf(useStores())
