/**
 * The one implementation of an interaction (docs/product.md §10.2, §8.3): like, follow, join,
 * collect, vote, comment and delete all run through `run`, so each has the same in-progress
 * guard, login rule, optimistic change with rollback and error message, whichever screen taps.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { DURATIONS } from '@/config/constants'
import type { AuthFields } from '@shared/api'
import type { SessionStore } from './session'
import type { StoreEnv } from './env'
import { errorText } from './error-text'

export interface Interaction<T> {
  /** What the guard is keyed on, e.g. 'like:2:15': a second tap on the same thing waits its turn. */
  key: string
  /** Writes need an account (default); reads of the app's own favourites do not. */
  needsLogin?: boolean
  /** The change shown at once, before the server answers. */
  apply?: () => void
  /** Undoes `apply` when the server refuses or cannot be reached. */
  rollback?: () => void
  send: (auth: AuthFields) => Promise<T>
  /** The server's answer is the truth afterwards. */
  commit?: (result: T) => void
  /** A toast after success. */
  done?: (result: T) => string | null
  fallback: string
  /** Toggles roll back silently when the network failed; sends say so. */
  quietOnNetwork?: boolean
}

/** How an interaction ended: the server's answer, or why there is none. */
export type Outcome<T> =
  { status: 'done'; result: T } | { status: 'busy' } | { status: 'login' } | { status: 'failed'; error: unknown }

export class InteractionRunner {
  private readonly running = observable.set<string>()
  /** When each key's last run started (docs/product.md §10.2): a double tap's second tap finds it too recent. */
  private readonly started = new Map<string, number>()

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<InteractionRunner, 'env' | 'session' | 'started'>(this, {
      env: false,
      session: false,
      started: false,
    })
  }

  /** A request for this key is on the wire: its button shows busy and ignores taps. */
  isBusy(key: string): boolean {
    return this.running.has(key)
  }

  /** The identity every write carries, or null when not logged in. */
  get auth(): AuthFields | null {
    const { session } = this
    if (!session.loggedIn) return null
    return { accountId: session.accountId, token: session.token, userCode: session.userCode }
  }

  private isDoubleTap(key: string): boolean {
    const last = this.started.get(key)
    return last !== undefined && Date.now() - last < DURATIONS.doubleTapMs
  }

  async run<T>(step: Interaction<T>): Promise<Outcome<T>> {
    if (this.running.has(step.key) || this.isDoubleTap(step.key)) return { status: 'busy' }
    const needsLogin = step.needsLogin !== false
    if (needsLogin && !this.session.loggedIn && !this.env.requireLogin()) return { status: 'login' }
    const auth = this.auth ?? { accountId: '', token: '', userCode: '' }
    this.started.set(step.key, Date.now())
    runInAction(() => {
      this.running.add(step.key)
      step.apply?.()
    })
    try {
      const result = await step.send(auth)
      runInAction(() => step.commit?.(result))
      const message = step.done?.(result)
      if (message) this.env.platform.toast(message)
      return { status: 'done', result }
    } catch (error) {
      // A failed write may be tried again at once: only a done write makes a quick second tap a double tap.
      this.started.delete(step.key)
      runInAction(() => step.rollback?.())
      const message = errorText(error, { fallback: step.fallback, quietOnNetwork: step.quietOnNetwork })
      if (message) this.env.platform.toast(message)
      return { status: 'failed', error }
    } finally {
      runInAction(() => this.running.delete(step.key))
    }
  }
}
