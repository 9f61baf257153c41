/** Market data in the gateways' own protocols and the admin envelope; the rules live in server/domain/markets. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { fundResults, hotStocks, newEtfs, quote, stockIntraday, tradingDay } from '../domain/markets'
import { define, obj, str, type RouteContext } from './define'

export function registerMarketRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  // Validated by hand: the quote gateway answers errors in its own envelope with HTTP 200.
  define(app, ctx, 'quote.query', null, (input) => {
    const answer = quote(db, input)
    const cycle_content = 'rows' in answer ? answer.rows : []
    const error = 'error' in answer ? { error_no: '-1', error_info: answer.error } : { error_no: '0' }
    return { json_head: { ...error, sequence_no: answer.sequence }, json_body: { cycle_content } }
  })

  define(app, ctx, 'misc.getHotStock', null, () => ok(hotStocks(db)))

  define(app, ctx, 'misc.fundServlet', obj({ funcNo: str(16), fundCode: str(16), range: str(8) }), (input) => ({
    error_no: '0',
    results: fundResults(db, input),
  }))

  define(app, ctx, 'quote.intraday', obj({ code: str(16) }, ['code']), (input) =>
    ok(stockIntraday(db, input.code, ctx.now())),
  )

  define(app, ctx, 'etf.newList', obj({ type: str(32), version: str(32), channel: str(32) }), () => ({
    code: '0',
    msg: '成功',
    content: newEtfs(db),
  }))

  define(
    app,
    ctx,
    'misc.getTradingDay',
    obj({ date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } }, ['date']),
    (input) => ok(tradingDay(db, input.date)),
  )
}
