import { QUOTE_FUNCTION_ID, type Intraday, type QuoteAttrs, type QuoteRequest, type QuoteRow } from '@shared/api'
import { LIMITS } from '@/config/constants'
import { chunk } from '@/lib/chunk'
import { quoteAttrs } from '@/lib/quote'
import { callData, callRaw, type ApiContext } from './core'

/** The request body for one group of codes that share attrs. */
export function quoteRequest(codes: string[], attrs: QuoteAttrs, sequenceNo: number): QuoteRequest {
  return {
    json_head: { function_id: QUOTE_FUNCTION_ID, attrs, length: codes.length },
    json_body: {
      sequence_no: sequenceNo,
      list_range: `0-${codes.length - 1}`,
      op_type: 1,
      op_type_sort: 0,
      code_lnum: codes.length,
      code_list: codes,
    },
  }
}

/** Splits a batch by attrs, keeping the codes' order inside each group. */
function groupByAttrs(batch: string[]): { attrs: QuoteAttrs; codes: string[] }[] {
  const groups = new Map<QuoteAttrs, string[]>()
  for (const code of batch) {
    const attrs = quoteAttrs(code)
    const group = groups.get(attrs)
    if (group) group.push(code)
    else groups.set(attrs, [code])
  }
  return [...groups].map(([attrs, codes]) => ({ attrs, codes }))
}

export function createQuoteApi(ctx: ApiContext) {
  return {
    /**
     * Quotes for any number of codes: batches of 50 (LIMITS.quoteBatchSize), each split into one request
     * per attrs, all sent at once. Rows come back in the order the codes were asked, whatever order the
     * responses arrive in; codes the server does not know are left out. One failed request rejects the
     * whole call, so a screen never shows a silently partial list.
     */
    async query(codes: readonly string[]): Promise<QuoteRow[]> {
      const wanted = codes.map((c) => c.trim()).filter((c) => c.length > 0)
      if (wanted.length === 0) return []
      const groups = chunk(wanted, LIMITS.quoteBatchSize).flatMap(groupByAttrs)
      const answers = await Promise.all(
        groups.map((g, i) => callRaw(ctx, 'quote.query', quoteRequest(g.codes, g.attrs, i + 1))),
      )
      const byCode = new Map<string, QuoteRow>()
      for (const answer of answers) {
        for (const row of answer?.json_body?.cycle_content ?? []) {
          if (row && typeof row.code === 'string') byCode.set(row.code.toUpperCase(), row)
        }
      }
      const rows: QuoteRow[] = []
      for (const code of wanted) {
        const row = byCode.get(code.toUpperCase())
        if (row) rows.push(row)
      }
      return rows
    },
    /** One stock's latest session, minute by minute (the stock page's intraday chart). */
    intraday: (code: string): Promise<Intraday> => callData(ctx, 'quote.intraday', { code }),
  }
}
