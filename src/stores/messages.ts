/**
 * The viewer's messages (docs/product.md §4.15): the unread counts per box, shown on the entry and
 * on each tab, and each box's messages; opening a message marks it read. Made on first use by the
 * pages that show them, so its code stays off the first screen.
 */
import { action, makeObservable, observable } from 'mobx'
import type { MessageBox, PersonalMessage, UnreadCounts } from '@shared/api'
import type { ReadonlyDeep } from '@/lib'
import { useStores } from './context'
import { EntityMap } from './entity-map'
import type { StoreEnv } from './env'
import type { InteractionRunner } from './interactions'
import { ListQuery, fromPage } from './list-query'

/** A message as screens see it: the store's object for it (observable, so marking it read redraws its row). */
export type MessageEntity = ReadonlyDeep<PersonalMessage>

const NONE: UnreadCounts = { comment: 0, praise: 0, follow: 0, system: 0 }

export class MessageStore {
  unread: UnreadCounts = { ...NONE }
  private readonly messages = new EntityMap<PersonalMessage>()
  /** The counts were asked for: after a change of account they are asked again for the new one. */
  private asked = false

  constructor(
    private readonly env: StoreEnv,
    private readonly runner: InteractionRunner,
  ) {
    makeObservable<MessageStore, 'take'>(this, { unread: observable.ref, take: action })
  }

  get total(): number {
    return Object.values(this.unread).reduce((sum, n) => sum + n, 0)
  }

  private take(counts: UnreadCounts): void {
    this.unread = { ...NONE, ...counts }
  }

  /** Asks the counts again; a failure keeps the last ones (a badge is a hint, not the page). */
  async refreshUnread(): Promise<void> {
    this.asked = true
    const auth = this.runner.auth
    if (!auth) return this.take(NONE)
    try {
      this.take(await this.env.api.misc.unreadMessages(auth))
    } catch {
      // Keep what was shown.
    }
  }

  /**
   * Another account is signed in (docs/product.md §4.2): the last viewer's counts go at once, and the new
   * viewer's are asked where a screen showed them.
   */
  forgetViewer(): void {
    this.take(NONE)
    if (this.asked) void this.refreshUnread()
  }

  box(box: MessageBox): ListQuery<PersonalMessage, MessageEntity> {
    return new ListQuery<PersonalMessage, MessageEntity>(
      async (pageNum, pageSize) => {
        const auth = this.runner.auth
        if (!auth) return { items: [], hasMore: false }
        return fromPage(await this.env.api.misc.personalMessages({ ...auth, box, pageNum, pageSize }))
      },
      {
        ingest: (raw) => this.messages.merge(raw.msgId, raw, () => ({ ...raw })).msgId,
        resolve: (key) => this.messages.get(key),
      },
      { perViewer: true },
    )
  }

  /** Marks one message read (on opening it) and takes the counts the server answers. */
  async markRead(view: MessageEntity): Promise<void> {
    const auth = this.runner.auth
    const message = this.messages.own(view.msgId)
    if (!auth || message.read) return
    action(() => (message.read = true))()
    try {
      this.take(await this.env.api.misc.readMessages({ ...auth, msgId: message.msgId }))
    } catch {
      // Read on this screen; the server's count catches up at the next refresh.
    }
  }

  /** 全部已读 for one box. */
  async markBoxRead(box: MessageBox, shown: readonly MessageEntity[]): Promise<void> {
    const auth = this.runner.auth
    if (!auth) return
    const counts = await this.env.api.misc.readMessages({ ...auth, box }).catch(() => null)
    if (!counts) return
    action(() => {
      for (const message of shown) this.messages.own(message.msgId).read = true
      this.take(counts)
    })()
  }
}

export function useMessages(): ReadonlyDeep<MessageStore> {
  return useStores().lazyStore(MessageStore, (root, env) => new MessageStore(env, root.interactions))
}
