import type {
  AccountEnvelope,
  EndpointKey,
  EndpointRequest,
  EndpointResponse,
  CancellationStatus,
  OuterBinding,
  UserAuth,
} from '@shared/api'
import { businessError, callRaw, type ApiContext } from './core'

type AccountKey = {
  [K in EndpointKey]: EndpointResponse<K> extends AccountEnvelope<unknown> ? K : never
}[EndpointKey]
type AttachOf<K extends AccountKey> = EndpointResponse<K> extends AccountEnvelope<infer T> ? T : never

/**
 * The account service answers HTTP 200 with resultCode 'E' on failure, which the HTTP layer lets
 * through, so its own success code is checked here.
 */
export async function callAccount<K extends AccountKey>(
  ctx: ApiContext,
  key: K,
  data: EndpointRequest<K>,
): Promise<AttachOf<K>> {
  const body = (await callRaw(ctx, key, data)) as AccountEnvelope<AttachOf<K>>
  if (body.resultCode !== 'S')
    throw businessError(body.resultMsg, `${key} failed (resultCode ${body.resultCode})`, body)
  return body.attach
}

export function createAccountServiceApi(ctx: ApiContext) {
  return {
    /** Account cancellation (注销账户), which the backend calls logout; signing out is the app's own. */
    checkCancellation: (token: string): Promise<CancellationStatus> =>
      callAccount(ctx, 'account.checkLogout', { token }),
    queryOuterBound: (token: string): Promise<OuterBinding[]> => callAccount(ctx, 'account.queryOuterBound', { token }),
    unboundOuter: async (token: string, outerType: string): Promise<boolean> =>
      (await callAccount(ctx, 'account.unboundOuter', { token, outerType })).unbound,
    withdrawCancellation: (token: string): Promise<CancellationStatus> =>
      callAccount(ctx, 'account.cancelLogout', { token }),
    applyCancellation: (token: string): Promise<CancellationStatus> =>
      callAccount(ctx, 'account.applyLogout', { token }),
    queryUserAuth: (token: string): Promise<UserAuth> => callAccount(ctx, 'account.queryUserAuth', { token }),
    findNickNameByToken: async (token: string): Promise<string> =>
      (await callAccount(ctx, 'account.findNickNameByToken', { token })).nickName,
  }
}
