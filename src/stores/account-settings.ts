/**
 * The viewer's profile and account settings (docs/product.md §4.15): nickname, verification, bound
 * outside accounts (unbinding one), the account's cancellation (asking, its pending state,
 * withdrawing it) and logging out. Made on first use by the settings page.
 */
import { observable, runInAction } from 'mobx'
import type { AuthFields, CancellationStatus, OuterBinding, UserAuth, WxBindInfo } from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import { ACCOUNT_INTERFLOW, showsAccountInterflow, type ReadonlyDeep } from '@/lib'
import { useStores } from './context'
import type { StoreEnv } from './env'
import type { InteractionRunner } from './interactions'
import { Loadable } from './loadable'
import { Owned } from './owned'

export const SETTINGS_TEXTS = {
  unbound: '已解除绑定',
  applied: '注销申请已提交',
  reverted: '已撤销注销申请',
} as const

interface AccountProfileRecord {
  nickName: string
  auth: UserAuth
  bindings: OuterBinding[]
  cancellation: CancellationStatus
  /** The WeChat account bound to the community account (its own nickname), when the service answers. */
  wx: WxBindInfo | null
  /** The AccountInterflow experiment offers 账户互通 to this viewer (in the app only). */
  interflow: boolean
}

/** The profile as the settings page sees it; the store's actions change it. */
export type AccountProfile = ReadonlyDeep<AccountProfileRecord>

/** The settings writes, each its own interaction key (a double tap is one write, docs/product.md §10.2). */
const SETTINGS_WRITES = ['unbind', 'apply', 'revert'] as const
type SettingsWrite = (typeof SETTINGS_WRITES)[number]
const writeKey = (write: SettingsWrite) => `account-settings:${write}`

export class AccountSettingsStore {
  private readonly profiles = new Owned<AccountProfileRecord>()

  constructor(
    private readonly env: StoreEnv,
    private readonly runner: InteractionRunner,
    private readonly logOut: () => Promise<void>,
  ) {}

  /** A settings write is on the wire: the page's writes wait, one at a time. */
  get busy(): boolean {
    return SETTINGS_WRITES.some((write) => this.runner.isBusy(writeKey(write)))
  }

  profile(): Loadable<AccountProfile> {
    return new Loadable(async () => {
      const api = this.env.api.accountService
      const identity = this.runner.auth
      const token = identity?.token ?? ''
      const [nickName, auth, bindings, cancellation, wx, interflow] = await Promise.all([
        api.findNickNameByToken(token),
        api.queryUserAuth(token),
        api.queryOuterBound(token),
        api.checkCancellation(token),
        // Extra detail for the WeChat row: without it the row shows the binding's own name.
        identity ? this.env.api.misc.userBindWxInfo(identity).catch(() => null) : Promise.resolve(null),
        this.accountInterflowOffered(),
      ])
      const profile = observable(
        { nickName, auth, bindings, cancellation, wx, interflow },
        { auth: observable.ref, cancellation: observable.ref, wx: observable.ref },
      )
      return this.profiles.keep(profile)
    })
  }

  /** Only the app runs experiments; its answer never fails the page (docs/product.md §4.19). */
  private async accountInterflowOffered(): Promise<boolean> {
    if (this.env.platform.kind !== 'native') return false
    const value = await this.env.platform.getAbTestValue(ACCOUNT_INTERFLOW.key).catch(() => '')
    return showsAccountInterflow(value)
  }

  /**
   * One settings write through the interaction runner (the login rule, one write at a time, the server's message
   * or a fallback on failure); true when it went through.
   */
  private async write<T>(
    write: SettingsWrite,
    view: AccountProfile,
    send: (auth: AuthFields) => Promise<T>,
    commit: (profile: AccountProfileRecord, result: T) => void,
    done: string,
  ): Promise<boolean> {
    const profile = this.profiles.of(view)
    if (!profile || this.busy) return false
    const outcome = await this.runner.run({
      key: writeKey(write),
      send,
      commit: (result) => commit(profile, result),
      done: () => done,
      fallback: ACTION_TEXTS.failed,
    })
    return outcome.status === 'done'
  }

  unbind(profile: AccountProfile, outerType: string): Promise<boolean> {
    const api = this.env.api.accountService
    return this.write(
      'unbind',
      profile,
      async (auth) => {
        await api.unboundOuter(auth.token, outerType)
        return api.checkCancellation(auth.token)
      },
      (own, cancellation) => {
        own.bindings = own.bindings.filter((b) => b.outerType !== outerType)
        own.cancellation = cancellation
      },
      SETTINGS_TEXTS.unbound,
    )
  }

  /** Asks again whether a cancellation is allowed (the page shows why not, or the consequences). */
  async recheck(view: AccountProfile): Promise<CancellationStatus> {
    const cancellation = await this.env.api.accountService.checkCancellation(this.runner.auth?.token ?? '')
    const profile = this.profiles.of(view)
    if (profile) runInAction(() => (profile.cancellation = cancellation))
    return cancellation
  }

  applyCancellation(profile: AccountProfile): Promise<boolean> {
    return this.write(
      'apply',
      profile,
      (auth) => this.env.api.accountService.applyCancellation(auth.token),
      (own, cancellation) => (own.cancellation = cancellation),
      SETTINGS_TEXTS.applied,
    )
  }

  revertCancellation(profile: AccountProfile): Promise<boolean> {
    return this.write(
      'revert',
      profile,
      (auth) => this.env.api.accountService.withdrawCancellation(auth.token),
      (own, cancellation) => (own.cancellation = cancellation),
      SETTINGS_TEXTS.reverted,
    )
  }

  logout(): Promise<void> {
    return this.logOut()
  }
}

export function useAccountSettings(): ReadonlyDeep<AccountSettingsStore> {
  return useStores().lazyStore(
    AccountSettingsStore,
    (root, env) => new AccountSettingsStore(env, root.interactions, () => root.logout()),
  )
}
