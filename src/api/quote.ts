import { QUOTE_FUNCTION_ID, type Intraday, type QuoteAttrs, type QuoteRequest, type QuoteRow } from '@shared/api'
import { LIMITS } from '@/config/constants'
import { chunk } from '@/lib/chunk'
import { quoteAttrs } from '@/lib/quote'
import { callData, callRaw, type ApiContext } from './core'

/** An answer in the quote server's shape, read defensively: the app's quote service passes it on unchecked. */
export interface QuoteAnswer {
  json_body?: { cycle_content?: readonly unknown[] }
}

/** Sends one quote request: to the quote server over HTTP by default, or to the app's quote service. */
export type QuoteSender = (request: QuoteRequest) => Promise<QuoteAnswer | null>

function isQuoteRow(row: unknown): row is QuoteRow {
  return typeof row === 'object' && row !== null && typeof (row as { code?: unknown }).code === 'string'
}

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
  const overHttp: QuoteSender = (request) => callRaw(ctx, 'quote.query', request)
  return {
    /** One request to the quote server over HTTP (what the app's quote service stands in for). */
    send: overHttp,
    /**
     * Quotes for any number of codes: batches of 50 (LIMITS.quoteBatchSize), each split into one request
     * per attrs, all sent at once. Rows come back in the order the codes were asked, whatever order the
     * responses arrive in; codes the server does not know are left out. One failed request rejects the
     * whole call, so a screen never shows a silently partial list. `send` carries each request (HTTP unless
     * the caller hands in another quote service).
     */
    async query(codes: readonly string[], send: QuoteSender = overHttp): Promise<QuoteRow[]> {
      const wanted = codes.map((c) => c.trim()).filter((c) => c.length > 0)
      if (wanted.length === 0) return []
      const groups = chunk(wanted, LIMITS.quoteBatchSize).flatMap(groupByAttrs)
      const answers = await Promise.all(groups.map((g, i) => send(quoteRequest(g.codes, g.attrs, i + 1))))
      const byCode = new Map<string, QuoteRow>()
      for (const answer of answers) {
        for (const row of answer?.json_body?.cycle_content ?? []) {
          if (isQuoteRow(row)) byCode.set(row.code.toUpperCase(), row)
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
