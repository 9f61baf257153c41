/**
 * The viewer's profile and account settings (docs/product.md §4.15): nickname, verification, bound
 * outside accounts (unbinding one), the account's cancellation (asking, its pending state,
 * withdrawing it) and logging out. Made on first use by the settings page.
 */
import { action, makeObservable, observable } from 'mobx'
import type { CancellationStatus, OuterBinding, UserAuth, WxBindInfo } from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import { ACCOUNT_INTERFLOW, showsAccountInterflow } from '@/lib/ab-test'
import { useStores } from './context'
import type { StoreEnv } from './env'
import { errorText } from './error-text'
import { Loadable } from './loadable'
import type { RootStore } from './root'
import type { SessionStore } from './session'

export const SETTINGS_TEXTS = {
  unbound: '已解除绑定',
  applied: '注销申请已提交',
  reverted: '已撤销注销申请',
} as const

export interface AccountProfile {
  nickName: string
  auth: UserAuth
  bindings: OuterBinding[]
  cancellation: CancellationStatus
  /** The WeChat account bound to the community account (its own nickname), when the service answers. */
  wx: WxBindInfo | null
  /** The AccountInterflow experiment offers 账户互通 to this viewer (in the app only). */
  interflow: boolean
}

export class AccountSettingsStore {
  busy = false

  constructor(
    private readonly env: StoreEnv,
    private readonly session: SessionStore,
    private readonly root: RootStore,
  ) {
    makeObservable(this, { busy: observable })
  }

  profile(): Loadable<AccountProfile> {
    return new Loadable(async () => {
      const api = this.env.api.accountService
      const token = this.session.token
      const identity = this.root.interactions.auth
      const [nickName, auth, bindings, cancellation, wx, interflow] = await Promise.all([
        api.findNickNameByToken(token),
        api.queryUserAuth(token),
        api.queryOuterBound(token),
        api.checkCancellation(token),
        // Extra detail for the WeChat row: without it the row shows the binding's own name.
        identity ? this.env.api.misc.userBindWxInfo(identity).catch(() => null) : Promise.resolve(null),
        this.accountInterflowOffered(),
      ])
      return observable(
        { nickName, auth, bindings, cancellation, wx, interflow },
        { auth: observable.ref, cancellation: observable.ref, wx: observable.ref },
      )
    })
  }

  /** Only the app runs experiments; its answer never fails the page (docs/product.md §4.19). */
  private async accountInterflowOffered(): Promise<boolean> {
    if (this.env.platform.kind !== 'native') return false
    const value = await this.env.platform.getAbTestValue(ACCOUNT_INTERFLOW.key).catch(() => '')
    return showsAccountInterflow(value)
  }

  /** One write at a time, the server's message (or a fallback) on failure; true when it went through. */
  private async write<T>(run: () => Promise<T>, apply: (result: T) => void, done: string): Promise<boolean> {
    if (this.busy) return false
    action(() => (this.busy = true))()
    try {
      const result = await run()
      action(() => apply(result))()
      this.env.platform.toast(done)
      return true
    } catch (error) {
      this.env.platform.toast(errorText(error, { fallback: ACTION_TEXTS.failed }) ?? ACTION_TEXTS.failed)
      return false
    } finally {
      action(() => (this.busy = false))()
    }
  }

  unbind(profile: AccountProfile, outerType: string): Promise<boolean> {
    return this.write(
      async () => {
        await this.env.api.accountService.unboundOuter(this.session.token, outerType)
        return this.env.api.accountService.checkCancellation(this.session.token)
      },
      (cancellation) => {
        profile.bindings = profile.bindings.filter((b) => b.outerType !== outerType)
        profile.cancellation = cancellation
      },
      SETTINGS_TEXTS.unbound,
    )
  }

  /** Asks again whether a cancellation is allowed (the page shows why not, or the consequences). */
  async recheck(profile: AccountProfile): Promise<CancellationStatus> {
    const cancellation = await this.env.api.accountService.checkCancellation(this.session.token)
    action(() => (profile.cancellation = cancellation))()
    return cancellation
  }

  applyCancellation(profile: AccountProfile): Promise<boolean> {
    return this.write(
      () => this.env.api.accountService.applyCancellation(this.session.token),
      (cancellation) => (profile.cancellation = cancellation),
      SETTINGS_TEXTS.applied,
    )
  }

  revertCancellation(profile: AccountProfile): Promise<boolean> {
    return this.write(
      () => this.env.api.accountService.withdrawCancellation(this.session.token),
      (cancellation) => (profile.cancellation = cancellation),
      SETTINGS_TEXTS.reverted,
    )
  }

  logout(): Promise<void> {
    return this.root.logout()
  }
}

export function useAccountSettings(): AccountSettingsStore {
  return useStores().lazyStore(AccountSettingsStore, (root, env) => new AccountSettingsStore(env, root.session, root))
}
