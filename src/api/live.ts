import type { EndpointRequest, Live, Page } from '@shared/api'
import { businessError, callData, callRaw, withPage, type ApiContext, type Paged } from './core'

type LiveListRequest = EndpointRequest<'live.getLives'>
type AccountLivesRequest = EndpointRequest<'live.v2GetMyPageLive'>

export function createLiveApi(ctx: ApiContext) {
  return {
    getLives: (req: Paged<LiveListRequest> = {}): Promise<Page<Live>> =>
      callData(ctx, 'live.getLives', withPage<LiveListRequest>(req)),
    saveApptHis: (req: EndpointRequest<'live.saveApptHis'>): Promise<{ appointed: boolean }> =>
      callData(ctx, 'live.saveApptHis', req),
    v2GetLives: (req: Paged<LiveListRequest> = {}): Promise<Page<Live>> =>
      callData(ctx, 'live.v2GetLives', withPage<LiveListRequest>(req)),
    v2GetMyPageLive: (req: Paged<AccountLivesRequest>): Promise<Page<Live>> =>
      callData(ctx, 'live.v2GetMyPageLive', withPage<AccountLivesRequest>(req)),
    /**
     * How to open a live. This answer carries openType at the top level, and the HTTP layer accepts any
     * HTTP 200, so its own code is checked here.
     */
    async getLiveOpenType(webinarId: string): Promise<number> {
      const body = await callRaw(ctx, 'live.v2GetLiveOpenType', { webinarId })
      if (body.code !== '200') throw businessError(body.msg, `getLiveOpenType failed (code ${body.code})`, body)
      return body.openType
    },
  }
}
