import { FUNC_NO, type SignatureResult } from '@shared/api'
import { businessError, callRaw, type ApiContext } from './core'
import { servletResults } from './misc'

export function createSignatureApi(ctx: ApiContext) {
  return {
    /**
     * The messaging-app JS-SDK signature for a page url. Rejects unless error_no is '0' and results[0]
     * carries all four fields: a partial config would make the SDK fail later and less legibly.
     */
    async get(weixinpk: string, url: string): Promise<SignatureResult> {
      // The JS-SDK signs the page address without its fragment; sending it would sign the wrong text.
      const signed = url.split('#')[0]
      const body = await callRaw(ctx, 'signature.get', { funcNo: FUNC_NO.signature, weixinpk, url: signed })
      const first = servletResults(body, 'signature')[0]
      if (!first || !first.appid || !first.nonceStr || !first.signature || !first.timestamp) {
        throw businessError(undefined, 'signature: results[0] lacks appid, nonceStr, signature or timestamp', body)
      }
      return {
        appid: first.appid,
        nonceStr: first.nonceStr,
        signature: first.signature,
        timestamp: String(first.timestamp),
      }
    },
  }
}
