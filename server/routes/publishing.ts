/** Writing: long articles, posts, comments and replies, removing one's own, the posts list. */
import type { FastifyInstance } from 'fastify'
import { requireCaller } from '../http/auth'
import { ok } from '../http/envelope'
import { publishArticle, publishComment, publishPost, removeOwnComment, removeOwnDynamic } from '../domain/publishing'
import { define, type RouteContext } from './define'

export function registerPublishingRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(app, ctx, 'article.appCreateSave', (input, request) =>
    ok(publishArticle(db, requireCaller(db, request, input), input, ctx.now())),
  )

  define(app, ctx, 'publish.publishView', (input, request) => {
    const author = requireCaller(db, request, input).id
    return ok(publishPost(db, author, input, { uploadDir: ctx.uploadDir, now: ctx.now() }))
  })

  define(app, ctx, 'publish.publishComment', (input, request) =>
    ok(publishComment(db, requireCaller(db, request, input).id, input, ctx.now())),
  )

  define(app, ctx, 'publish.removeContent', (input, request) => {
    const caller = requireCaller(db, request, input).id
    if (input.type === 'view') removeOwnDynamic(db, caller, input.id)
    else removeOwnComment(db, caller, input.id)
    return ok(null)
  })
}
