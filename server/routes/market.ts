/** Market data in the gateways' own protocols and the admin envelope; the rules live in server/domain/markets. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { fundResults, hotStocks, newEtfs, quote, stockIntraday, tradingDay } from '../domain/markets'
import { define, type RouteContext } from './define'

export function registerMarketRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  // No schema: the quote gateway answers a malformed request in its own envelope with HTTP 200, so
  // server/domain/markets reads the request by hand.
  define(app, ctx, 'quote.query', null, (input) => {
    const answer = quote(db, input)
    const cycle_content = 'rows' in answer ? answer.rows : []
    const error = 'error' in answer ? { error_no: '-1', error_info: answer.error } : { error_no: '0' }
    return { json_head: { ...error, sequence_no: answer.sequence }, json_body: { cycle_content } }
  })

  define(app, ctx, 'misc.getHotStock', () => ok(hotStocks(db)))
  define(app, ctx, 'misc.fundServlet', (input) => ({ error_no: '0', results: fundResults(db, input) }))
  define(app, ctx, 'quote.intraday', (input) => ok(stockIntraday(db, input.code, ctx.now())))
  define(app, ctx, 'misc.getTradingDay', (input) => ok(tradingDay(db, input.date)))
  define(app, ctx, 'etf.newList', () => ({ code: '0', msg: '成功', content: newEtfs(db) }))
}
