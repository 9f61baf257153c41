import type { UserInfoByToken } from '@shared/api'
import { callAccount } from './account-service'
import { businessError, type ApiContext } from './core'

export function createUserInfoApi(ctx: ApiContext) {
  return {
    /** Rejects unless resultCode is 'S' and attach names an account: a half answer is no login. */
    async byToken(token: string): Promise<UserInfoByToken> {
      const attach = await callAccount(ctx, 'account.userInfoByToken', { token })
      if (!attach || !attach.accountId) throw businessError('user info by token: no account in attach', attach)
      return { accountId: String(attach.accountId), avatarUrl: attach.avatarUrl ?? '', nickName: attach.nickName ?? '' }
    },
  }
}
