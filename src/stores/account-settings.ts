/**
 * The viewer's profile and account settings (docs/product.md §4.15): nickname, avatar and introduction (and
 * changing them), verification, bound outside accounts (unbinding one), the account's cancellation (asking, its
 * pending state, withdrawing it) and logging out. Made on first use by the settings page.
 */
import { observable, runInAction } from 'mobx'
import type {
  Account,
  AuthFields,
  CancellationStatus,
  OuterBinding,
  UploadedImage,
  UserAuth,
  WxBindInfo,
} from '@shared/api'
import { encodeNonBmp } from '@shared/emoji-entities'
import { bioProblem, cleanBio, cleanNickName, nickNameProblem } from '@shared/profile-text'
import type { ProfileChangeRequest } from '@/api/misc'
import { uploadApi } from '@/api/upload'
import { pickImages } from '@/platform/pick-images'
import { ACTION_TEXTS } from '@/config/constants'
import { ACCOUNT_INTERFLOW, showsAccountInterflow, type ReadonlyDeep } from '@/lib'
import { useStores } from './context'
import { errorText } from './error-text'
import type { StoreEnv } from './env'
import type { InteractionRunner } from './interactions'
import { Loadable } from './loadable'
import { Owned } from './owned'

export const SETTINGS_TEXTS = {
  unbound: '已解除绑定',
  applied: '注销申请已提交',
  reverted: '已撤销注销申请',
  saved: '资料已保存',
  avatarFailed: '头像上传失败，请重试',
} as const

interface AccountProfileRecord {
  nickName: string
  avatar: string
  bio: string
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
const SETTINGS_WRITES = ['unbind', 'apply', 'revert', 'profile'] as const
type SettingsWrite = (typeof SETTINGS_WRITES)[number]
const writeKey = (write: SettingsWrite) => `account-settings:${write}`

export class AccountSettingsStore {
  private readonly profiles = new Owned<AccountProfileRecord>()

  constructor(
    private readonly env: StoreEnv,
    private readonly runner: InteractionRunner,
    private readonly logOut: () => Promise<void>,
    /** The saved account reaches every copy of it: its one entity (cards, headers) and the session's own name. */
    private readonly profileSaved: (account: Account) => void,
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
      const [nickName, account, auth, bindings, cancellation, wx, interflow] = await Promise.all([
        api.findNickNameByToken(token),
        // Avatar and introduction; a profile that cannot say them still shows the rest of the settings.
        identity ? this.env.api.misc.userBaseInfo(identity.accountId).catch(() => null) : Promise.resolve(null),
        api.queryUserAuth(token),
        api.queryOuterBound(token),
        api.checkCancellation(token),
        // Extra detail for the WeChat row: without it the row shows the binding's own name.
        identity ? this.env.api.misc.userBindWxInfo(identity).catch(() => null) : Promise.resolve(null),
        this.accountInterflowOffered(),
      ])
      const profile = observable(
        {
          nickName,
          avatar: account?.avatar ?? '',
          bio: account?.bio ?? '',
          auth,
          bindings,
          cancellation,
          wx,
          interflow,
        },
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

  /**
   * Picks one image and uploads it as a new avatar; answers its address, or null when nothing was picked or the
   * upload failed (the reason toasted). The avatar changes only when the profile is saved.
   */
  async uploadAvatar(
    pick: (count: number) => Promise<{ path: string }[]> = pickImages,
    upload: (path: string) => Promise<UploadedImage> = (path) => uploadApi.image(path),
  ): Promise<string | null> {
    const [picked] = await pick(1).catch(() => [])
    if (!picked) return null
    try {
      return (await upload(picked.path)).url
    } catch (error) {
      const message = errorText(error, { fallback: SETTINGS_TEXTS.avatarFailed })
      if (message) this.env.platform.toast(message)
      return null
    }
  }

  /**
   * Saves what changed of the nickname, introduction and avatar, cleaned and checked by the server's own rule first
   * (a refusal is toasted and nothing is sent). The account's one entity takes the answer, so every card and header
   * shows the new name and avatar at once (docs/product.md §4.15, §10.1).
   */
  saveProfile(view: AccountProfile, edit: { nickName: string; bio: string; avatar: string }): Promise<boolean> {
    const change = profileChange(view, edit)
    const problem = change && (nickNameProblem(cleanNickName(edit.nickName)) ?? bioProblem(cleanBio(edit.bio)))
    if (!change || problem) {
      if (problem) this.env.platform.toast(problem)
      return Promise.resolve(false)
    }
    return this.write(
      'profile',
      view,
      (auth) => this.env.api.misc.updateProfile(auth, change),
      (own, account: Account) => {
        Object.assign(own, { nickName: account.nickName, avatar: account.avatar, bio: account.bio })
        this.profileSaved(account)
      },
      SETTINGS_TEXTS.saved,
    )
  }

  get savingProfile(): boolean {
    return this.runner.isBusy(writeKey('profile'))
  }

  logout(): Promise<void> {
    return this.logOut()
  }
}

export function useAccountSettings(): ReadonlyDeep<AccountSettingsStore> {
  return useStores().lazyStore(
    AccountSettingsStore,
    (root, env) =>
      new AccountSettingsStore(
        env,
        root.interactions,
        () => root.logout(),
        ({ accountId, nickName, avatar, bio }) => {
          root.accounts.merge({ accountId, nickName, avatar, bio })
          root.session.setUserInfo({ nickName, avatar })
        },
      ),
  )
}

/** The fields that differ from the saved profile, as the server takes them (emoji as entities, §5.2); null if none. */
export function profileChange(
  saved: AccountProfile,
  edit: { nickName: string; bio: string; avatar: string },
): ProfileChangeRequest | null {
  const nickName = cleanNickName(edit.nickName)
  const bio = cleanBio(edit.bio)
  const change: ProfileChangeRequest = {
    ...(nickName !== saved.nickName ? { nickName } : {}),
    ...(bio !== saved.bio ? { bio: encodeNonBmp(bio) } : {}),
    ...(edit.avatar && edit.avatar !== saved.avatar ? { avatar: edit.avatar } : {}),
  }
  return Object.keys(change).length > 0 ? change : null
}
