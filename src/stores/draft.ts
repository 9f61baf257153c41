/**
 * What the person is writing: the post draft and one draft per comment thread. Saved to local
 * storage on every change, so a failed send, a reload or the app killing the web view never loses
 * the text; cleared only by a successful send (docs/product.md §4.8).
 */
import { action, makeObservable, observable } from 'mobx'
import type { KeyValueStorage } from '@/platform'

/** The post being written (the key older pages of the app read, docs/product.md §3.5). */
export const DRAFT_STORAGE_KEY = 'postDraft'

/** One draft per article (and per replied-to comment), so two open threads never share text. */
export function commentDraftKey(articleId: string, parentId?: string): string {
  return parentId ? `commentDraft:${articleId}:${parentId}` : `commentDraft:${articleId}`
}

export class DraftStore {
  private readonly texts = observable.map<string, string>()

  constructor(private readonly storage: KeyValueStorage) {
    makeObservable(this, { setText: action })
  }

  /** The draft under `key` (the post draft by default), read from storage the first time. */
  text(key: string = DRAFT_STORAGE_KEY): string {
    if (!this.texts.has(key)) return this.storage.get(key) ?? ''
    return this.texts.get(key) ?? ''
  }

  isEmpty(key: string = DRAFT_STORAGE_KEY): boolean {
    return this.text(key).trim() === ''
  }

  setText(text: string, key: string = DRAFT_STORAGE_KEY): void {
    this.texts.set(key, text)
    if (text) this.storage.set(key, text)
    else this.storage.remove(key)
  }

  /** After a successful send. */
  clear(key: string = DRAFT_STORAGE_KEY): void {
    this.setText('', key)
  }
}
