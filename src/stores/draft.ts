/**
 * The post being written (spec 3). Saved to local storage on every change, so a reload, a crash
 * or the app killing the web view does not lose the text.
 */
import { makeAutoObservable } from 'mobx'
import type { KeyValueStorage } from '@/platform'

export const DRAFT_STORAGE_KEY = 'postDraft'

export class DraftStore {
  text = ''

  private readonly storage: KeyValueStorage

  constructor(storage: KeyValueStorage) {
    this.storage = storage
    this.text = storage.get(DRAFT_STORAGE_KEY) ?? ''
    makeAutoObservable<DraftStore, 'storage'>(this, { storage: false }, { autoBind: true })
  }

  get isEmpty(): boolean {
    return this.text.trim() === ''
  }

  setText(text: string): void {
    this.text = text
    if (text) this.storage.set(DRAFT_STORAGE_KEY, text)
    else this.storage.remove(DRAFT_STORAGE_KEY)
  }

  /** After a successful publish. */
  clear(): void {
    this.setText('')
  }
}
