/**
 * The signed-in user for this page session (docs/product.md §3.2). Persisted to session storage so a reload or
 * a page navigation inside the web view keeps the identity the app handed over once.
 */
import { makeAutoObservable } from 'mobx'
import type { NativeAccountInfo } from '@shared/bridge'
import { isLoggedIn, isPresentIdentity } from '@/lib/session'
import type { ClientInfo, KeyValueStorage } from '@/platform'

/** Session-storage keys of docs/product.md §3.2; their names are the contract with older pages of the app. */
export const SESSION_KEYS = {
  accountId: 'accountId',
  token: 'token',
  userCode: 'userCode',
  cid: 'cid',
  fundaccount: 'fundaccount',
  loginStatusChange: 'loginStatusChange',
} as const

type PersistedField = Exclude<keyof typeof SESSION_KEYS, 'loginStatusChange'>
const PERSISTED_FIELDS: readonly PersistedField[] = ['accountId', 'token', 'userCode', 'cid', 'fundaccount']

/** The app's names; the bridge's `avatar_path` is mapped to `avatar` where it arrives (applyNativeAccount). */
export interface UserInfo {
  nickName: string
  avatar: string
}

export interface AccountFields {
  accountId: string
  token: string
  userCode: string
  fundaccount: string
  cid: string
}

/** The identity values; '0', 'null' and friends are read as absent. */
function present(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' && isPresentIdentity(value) ? value.trim() : ''
}

export class SessionStore {
  accountId = ''
  clientType = ''
  token = ''
  userCode = ''
  fundaccount = ''
  appVersion = ''
  userInfo: UserInfo = { nickName: '', avatar: '' }
  cid = ''
  deviceId = ''
  /** The app offers its own comment input (getClientInfo), used instead of the page's box (docs/product.md §4.8). */
  commentInput = false
  /** Set when a login arrived while the page had no token: pages that cached "logged out" reload. */
  loginStatusChange = false

  private readonly storage: KeyValueStorage

  constructor(storage: KeyValueStorage) {
    this.storage = storage
    for (const field of PERSISTED_FIELDS) this[field] = present(storage.get(SESSION_KEYS[field]))
    this.loginStatusChange = isFlagSet(storage.get(SESSION_KEYS.loginStatusChange))
    makeAutoObservable<SessionStore, 'storage'>(this, { storage: false }, { autoBind: true })
  }

  get loggedIn(): boolean {
    return isLoggedIn(this)
  }

  /** What the HTTP layer sends to admin endpoints. */
  get headers(): { token: string; userCode: string; cid: string } {
    return { token: this.token, userCode: this.userCode, cid: this.cid }
  }

  /** Updates the given identity fields (absent-looking values clear them) and persists them. */
  setAccount(fields: Partial<AccountFields>): void {
    for (const field of PERSISTED_FIELDS) {
      if (!(field in fields)) continue
      const value = present(fields[field])
      this[field] = value
      if (value) this.storage.set(SESSION_KEYS[field], value)
      else this.storage.remove(SESSION_KEYS[field])
    }
  }

  setUserInfo(info: Partial<UserInfo>): void {
    this.userInfo = {
      nickName: typeof info.nickName === 'string' ? info.nickName : this.userInfo.nickName,
      avatar: typeof info.avatar === 'string' ? info.avatar : this.userInfo.avatar,
    }
  }

  /** Takes over what the app knows; fields the app left empty keep their current value. */
  applyNativeAccount(info: NativeAccountInfo): void {
    const fields: Partial<AccountFields> = {}
    if (present(info.account)) fields.accountId = info.account
    if (present(info.token)) fields.token = info.token
    if (present(info.userCode)) fields.userCode = info.userCode
    if (present(info.fundaccount)) fields.fundaccount = info.fundaccount
    if (present(info.cid)) fields.cid = info.cid
    this.setAccount(fields)
    if (info.nickName || info.avatar_path) this.setUserInfo({ nickName: info.nickName, avatar: info.avatar_path })
    if (info.deviceId) this.deviceId = info.deviceId
    if (info.appVersion) this.appVersion = info.appVersion
  }

  setClientInfo(info: Partial<ClientInfo>): void {
    if (info.clientType) this.clientType = info.clientType
    if (info.appVersion) this.appVersion = info.appVersion
    if (info.deviceId) this.deviceId = info.deviceId
    if (info.cid) this.setAccount({ cid: info.cid })
    if (info.commentInput !== undefined) this.commentInput = info.commentInput
  }

  /**
   * The app's 'accountId,token' push (docs/product.md §4.2), taken in one step with the whole account the app
   * answered when asked right after (its user code above all: the server needs it for every write and for a
   * viewer's own flags), so nothing is ever asked with half an identity. The pushed values win; the answer is used
   * only when it is the same account. Another account's user code, fund account and name never stay.
   * Returns false, changing nothing, unless both pushed values are present. Sets loginStatusChange when the page
   * had no token before.
   */
  applyLoginUpdate(accountId: string, token: string, account: NativeAccountInfo | null = null): boolean {
    const pushedId = present(accountId)
    const pushedToken = present(token)
    if (!pushedId || !pushedToken) return false
    const hadToken = this.token !== ''
    if (pushedId !== this.accountId) {
      this.setAccount({ userCode: '', fundaccount: '' })
      this.userInfo = { nickName: '', avatar: '' }
    }
    const answered = account ? present(account.account) : ''
    if (account && (answered === '' || answered === pushedId)) this.applyNativeAccount(account)
    this.setAccount({ accountId: pushedId, token: pushedToken })
    if (!hadToken) this.setLoginStatusChange(true)
    return true
  }

  setLoginStatusChange(changed: boolean): void {
    this.loginStatusChange = changed
    if (changed) this.storage.set(SESSION_KEYS.loginStatusChange, '1')
    else this.storage.remove(SESSION_KEYS.loginStatusChange)
  }

  /** Logout: forget the identity; client facts (type, version, device) stay true. */
  clear(): void {
    this.setAccount({ accountId: '', token: '', userCode: '', fundaccount: '' })
    this.userInfo = { nickName: '', avatar: '' }
    this.setLoginStatusChange(false)
  }
}

function isFlagSet(value: string | null): boolean {
  return value === '1' || value === 'true'
}
