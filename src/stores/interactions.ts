/**
 * The one implementation of an interaction (docs/product.md §10.2, §8.3). Writes that make or remove something
 * (vote, comment, post, delete) run through `run`: one write per double tap. Switches (like, collect, follow, join)
 * run through `toggle`: the screen follows every tap and the server ends in the state of the last one. Both share
 * the login rule, the optimistic change with rollback and the error message, whichever screen taps.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { ACTION_TEXTS, DURATIONS } from '@/config/constants'
import { RequestError } from '@/http/types'
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
  /** What to say when there is no network (default ACTION_TEXTS.offline); a comment says its draft is kept. */
  offlineText?: string
}

/**
 * A switch the person flips (like, collect, follow, join). The screen follows every tap at once; at most one
 * request per item is on the wire; when it answers and the person has since asked for the other state, one more
 * request is sent (docs/product.md §10.2).
 */
export interface Toggle<T> {
  key: string
  needsLogin?: boolean
  /** What the screen shows now: liked, collected, following, joined. */
  shown: () => boolean
  /** Shows `on` at once, with the counts that move with it; called on every tap. */
  show: (on: boolean) => void
  /** Puts back what was shown before the first tap (the server's state then). */
  rollback: () => void
  send: (auth: AuthFields, on: boolean) => Promise<T>
  /** The state the server's answer says the thing is in. */
  answered: (result: T) => boolean
  /** The server's answer is the truth once no other state is wanted. */
  commit: (result: T) => void
  done?: (result: T) => string | null
  fallback: string
}

/** The taps on one switch while its requests are out: what the person wants now, and for whom. */
interface ToggleChain {
  want: boolean
  viewer: string
  ended: Promise<Outcome<unknown>>
}

/** How an interaction ended: the server's answer, or why there is none. */
export type Outcome<T> =
  { status: 'done'; result: T } | { status: 'busy' } | { status: 'login' } | { status: 'failed'; error: unknown }

export class InteractionRunner {
  private readonly running = observable.set<string>()
  /** When each key's last run started (docs/product.md §10.2): a double tap's second tap finds it too recent. */
  private readonly started = new Map<string, number>()
  /** The switches with a request on the wire. */
  private readonly chains = new Map<string, ToggleChain>()

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<InteractionRunner, 'env' | 'session' | 'started' | 'chains' | 'settle'>(this, {
      env: false,
      session: false,
      started: false,
      chains: false,
      toggle: false,
      settle: false,
    })
  }

  /** A request for this key is on the wire (a write's button ignores taps meanwhile; a switch's does not). */
  isBusy(key: string): boolean {
    return this.running.has(key)
  }

  /** The identity every write carries, or null when not logged in. */
  get auth(): AuthFields | null {
    const { session } = this
    if (!session.loggedIn) return null
    return { accountId: session.accountId, token: session.token, userCode: session.userCode }
  }

  private get authOrVisitor(): AuthFields {
    return this.auth ?? { accountId: '', token: '', userCode: '' }
  }

  private isDoubleTap(key: string): boolean {
    const last = this.started.get(key)
    return last !== undefined && Date.now() - last < DURATIONS.doubleTapMs
  }

  /**
   * With no network a write is refused before anything is shown as done, and the person is told (docs/product.md
   * §8.5); null when the network is there.
   */
  private refusedOffline(text: string): Outcome<never> | null {
    if (!this.env.networkGone?.()) return null
    this.env.platform.toast(text)
    return { status: 'failed', error: new RequestError('network gone', 'network') }
  }

  async run<T>(step: Interaction<T>): Promise<Outcome<T>> {
    if (this.running.has(step.key) || this.isDoubleTap(step.key)) return { status: 'busy' }
    const needsLogin = step.needsLogin !== false
    if (needsLogin && !this.session.loggedIn && !this.env.requireLogin()) return { status: 'login' }
    const offline = this.refusedOffline(step.offlineText ?? ACTION_TEXTS.offline)
    if (offline) return offline
    const auth = this.authOrVisitor
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
      const message = errorText(error, {
        fallback: step.fallback,
        quietOnNetwork: step.quietOnNetwork,
        offline: step.offlineText,
      })
      if (message) this.env.platform.toast(message)
      return { status: 'failed', error }
    } finally {
      runInAction(() => this.running.delete(step.key))
    }
  }

  /**
   * One tap on a switch. The first tap sends; a tap while a request is out only changes what is wanted (and
   * shown), and is answered with the outcome of the whole run of taps.
   */
  toggle<T>(step: Toggle<T>): Promise<Outcome<T>> {
    const open = this.chains.get(step.key)
    if (!open && step.needsLogin !== false && !this.session.loggedIn && !this.env.requireLogin()) {
      return Promise.resolve({ status: 'login' })
    }
    // A switch tapped offline is not flipped: it would show as done what cannot be (docs/product.md §8.5).
    const offline = open ? null : this.refusedOffline(ACTION_TEXTS.offline)
    if (offline) return Promise.resolve(offline)
    const want = !step.shown()
    runInAction(() => step.show(want))
    if (open) {
      open.want = want
      return open.ended as Promise<Outcome<T>>
    }
    const chain: ToggleChain = { want, viewer: this.session.accountId, ended: Promise.resolve({ status: 'busy' }) }
    this.chains.set(step.key, chain)
    runInAction(() => this.running.add(step.key))
    const ended = this.settle(step, chain).finally(() => {
      this.chains.delete(step.key)
      runInAction(() => this.running.delete(step.key))
    })
    chain.ended = ended
    return ended
  }

  /** Sends until the server is in the state of the last tap, or a request fails. */
  private async settle<T>(step: Toggle<T>, chain: ToggleChain): Promise<Outcome<T>> {
    let last: { result: T } | null = null
    try {
      for (;;) {
        const sent = chain.want
        // Each request carries the identity of the moment it leaves.
        const result = await step.send(this.authOrVisitor, sent)
        // Another account now: its own state arrives with the reload its login starts.
        if (this.session.accountId !== chain.viewer) return { status: 'done', result }
        last = { result }
        const now = step.answered(result)
        // One more request only for a tap made after this one left that wants what the server does not have.
        if (chain.want === sent || chain.want === now) {
          runInAction(() => step.commit(result))
          const message = step.done?.(result)
          if (message) this.env.platform.toast(message)
          return { status: 'done', result }
        }
      }
    } catch (error) {
      if (this.session.accountId !== chain.viewer) return { status: 'failed', error }
      const answered = last
      runInAction(() => (answered ? step.commit(answered.result) : step.rollback()))
      // A switch whose request found no network rolls back and says so (docs/product.md §8.5).
      const message = errorText(error, { fallback: step.fallback, offline: ACTION_TEXTS.offline })
      if (message) this.env.platform.toast(message)
      return { status: 'failed', error }
    }
  }
}
