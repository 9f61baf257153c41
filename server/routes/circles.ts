/** Circles' endpoints; the rules live in server/domain/circles. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { circleActivities, circleDetail, circleFeed, circles, type CircleTab } from '../domain/circles'
import { define, id, numericId, obj, pageObj, type RouteContext } from './define'

// Until social.ts (another change is landing in it) imports the circle card from server/domain/circles.
export { CIRCLE_SELECT, toCircles, type CircleRow } from '../domain/circles'

export function registerCircleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(app, ctx, 'circle.queryCircleAll', pageObj(), (input, request) =>
    ok(circles(db, input, viewerOf(db, request, input))),
  )
  define(
    app,
    ctx,
    'circle.findInformation',
    obj({ circleId: numericId, accountId: id }, ['circleId']),
    (input, request) => ok(circleDetail(db, input.circleId, viewerOf(db, request, input))),
  )

  const circlePage = pageObj({ circleId: numericId }, ['circleId'])
  const feed =
    (tab: CircleTab) =>
    (input: { circleId: string; accountId?: string; pageNum: number; pageSize: number }, request: FastifyRequest) =>
      ok(circleFeed(db, input.circleId, tab, input, viewerOf(db, request, input)))
  define(app, ctx, 'circle.findCircleAllNew', circlePage, feed('new'))
  define(app, ctx, 'circle.findCircleAllHot', circlePage, feed('hot'))
  define(app, ctx, 'circle.findCirclePrime', circlePage, feed('prime'))
  define(app, ctx, 'circle.findCircleActivity', circlePage, (input) =>
    ok(circleActivities(db, input.circleId, input, ctx.now())),
  )
}
