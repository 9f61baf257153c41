/** An article's comments, a comment's reply thread (oldest first), and one's own comments. */
import type { FastifyInstance } from 'fastify'
import { requireCaller, viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { articleComments, commentThread, myComments } from '../domain/content'
import { define, type RouteContext } from './define'

export function registerCommentRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'article.getCommentByArticle', (input, request) =>
    ok(articleComments(db, input.articleId, input, viewerOf(db, request, input))),
  )
  define(app, ctx, 'article.getCommentReplies', (input, request) =>
    ok(commentThread(db, input.commentId, input, viewerOf(db, request, input))),
  )
  define(app, ctx, 'publish.myComments', (input, request) =>
    ok(myComments(db, requireCaller(db, request, input).id, input)),
  )
}
