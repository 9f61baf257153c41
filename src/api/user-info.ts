import type { NativeAccountInfo } from '@shared/bridge'
import type { UserInfoByToken } from '@shared/api'
import { callAccount } from './account-service'
import { businessError, type ApiContext } from './core'

export function createUserInfoApi(ctx: ApiContext) {
  return {
    /** Rejects unless resultCode is 'S' and attach names an account: a half answer is no login. */
    async byToken(token: string): Promise<UserInfoByToken> {
      const attach = await callAccount(ctx, 'account.userInfoByToken', { token })
      if (!attach || !attach.accountId)
        throw businessError(undefined, 'user info by token: no account in attach', attach)
      return { accountId: String(attach.accountId), avatarUrl: attach.avatarUrl ?? '', nickName: attach.nickName ?? '' }
    },
    /**
     * Exchanges a wx.login code for the community identity, in the shape the app's login takes
     * (the native account info); a half answer is no login.
     */
    async miniProgramLogin(code: string): Promise<NativeAccountInfo> {
      const attach = await callAccount(ctx, 'account.miniProgramLogin', { code })
      if (!attach?.accountId || !attach.token || !attach.userCode) {
        throw businessError(undefined, 'mini-program login: no identity in attach', attach)
      }
      return {
        account: String(attach.accountId),
        token: attach.token,
        userCode: attach.userCode,
        nickName: attach.nickName ?? '',
        avatar_path: attach.avatarUrl ?? '',
      }
    },
  }
}
