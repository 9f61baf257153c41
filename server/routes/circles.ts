/** Circles' endpoints; the rules live in server/domain/circles. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { EndpointRequest } from '@shared/api'
import { viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { circleActivities, circleDetail, circleFeed, circles, type CircleTab } from '../domain/circles'
import { define, type RouteContext } from './define'

export function registerCircleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(app, ctx, 'circle.queryCircleAll', (input, request) => ok(circles(db, input, viewerOf(db, request, input))))
  define(app, ctx, 'circle.findInformation', (input, request) =>
    ok(circleDetail(db, input.circleId, viewerOf(db, request, input))),
  )

  const feed = (tab: CircleTab) => (input: EndpointRequest<'circle.findCircleAllNew'>, request: FastifyRequest) =>
    ok(circleFeed(db, input.circleId, tab, input, viewerOf(db, request, input)))
  define(app, ctx, 'circle.findCircleAllNew', feed('new'))
  define(app, ctx, 'circle.findCircleAllHot', feed('hot'))
  define(app, ctx, 'circle.findCirclePrime', feed('prime'))
  define(app, ctx, 'circle.findCircleActivity', (input) => ok(circleActivities(db, input.circleId, input, ctx.now())))
}
