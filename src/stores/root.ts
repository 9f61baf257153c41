/**
 * All stores of one page session. Built from the platform's storages so every target persists
 * where it can (H5 web storage, mini-program Taro storage).
 */
import type { KeyValueStorage } from '@/platform'
import { CustomStore } from './custom'
import { DraftStore } from './draft'
import { FollowStore } from './follow'
import { SessionStore } from './session'
import { UiStore } from './ui'

export interface RootStoreDeps {
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

  constructor({ sessionStorage, localStorage, now }: RootStoreDeps) {
    this.session = new SessionStore(sessionStorage)
    this.follow = new FollowStore(localStorage, now)
    this.custom = new CustomStore()
    this.draft = new DraftStore(localStorage)
    this.ui = new UiStore()
  }
}
