import type { Dynamic, EndpointRequest, Etf, EtfScope, EtfTheme, Page } from '@shared/api'
import { businessError, callData, callRaw, withPage, type ApiContext, type Paged } from './core'

type EtfCircleFeedRequest = EndpointRequest<'etf.circleFeed'>

export function createEtfApi(ctx: ApiContext) {
  return {
    /**
     * Fund codes of the new-ETF table. The table is columnar (field names + rows), so the fundCode
     * column is found by name rather than by position, which the data service may change.
     */
    async newEtfCodes(req: EndpointRequest<'etf.newList'>): Promise<string[]> {
      const body = await callRaw(ctx, 'etf.newList', req)
      if (body.code !== '0') throw businessError(body.msg, `ETF new list failed (code ${body.code})`, body)
      const fields = body.content?.newEtfDataField ?? []
      const column = fields.indexOf('fundCode')
      if (column < 0) return []
      return (body.content.newEtfDataRecord ?? [])
        .map((record) => record[column])
        .filter((code): code is string | number => code !== null && code !== undefined && code !== '')
        .map(String)
    },
    /** The ETFs among these fund codes (names and rises), in the order asked. */
    byCodes: (codes: string[]): Promise<Etf[]> => callData(ctx, 'etf.byCodes', { codes }),
    themes: (scope: EtfScope): Promise<EtfTheme[]> => callData(ctx, 'etf.themes', { scope }),
    marginList: (): Promise<Etf[]> => callData(ctx, 'etf.marginList', {}),
    /** An ETF circle's feed: its accounts' dynamics and its circle's posts. */
    circleFeed: (req: Paged<EtfCircleFeedRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'etf.circleFeed', withPage<EtfCircleFeedRequest>(req)),
  }
}
