/** Writing: long articles, posts, comments and replies, removing one's own, the posts list. */
import type { FastifyInstance } from 'fastify'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { REQUEST_ID_PATTERN } from '@shared/request-id'
import { requireCaller, viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { postFeed } from '../domain/content'
import { publishArticle, publishComment, publishPost, removeOwnComment, removeOwnDynamic } from '../domain/publishing'
import {
  authObj,
  define,
  id,
  numericId,
  pageObj,
  str,
  strArray,
  text,
  zeroOne,
  type JsonSchema,
  type RouteContext,
} from './define'

/** The optional requestId of the publishing endpoints (types/request-id.ts). */
const REQUEST_ID_SCHEMA: JsonSchema = { type: 'string', pattern: REQUEST_ID_PATTERN }

/** A vote written with its post; the rules past its shape are checkNewVote's (types/vote-rules.ts). */
const NEW_VOTE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    title: text(CONTENT_LIMITS.voteTitle),
    options: strArray(text(CONTENT_LIMITS.voteOption), CONTENT_LIMITS.voteOptionsMax),
    endDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    multiple: zeroOne,
  },
  required: ['title', 'options', 'endDate'],
  additionalProperties: false,
}

const NAMED = {
  stockCodes: strArray(str(16), CONTENT_LIMITS.stocks),
  topicIds: strArray(numericId, CONTENT_LIMITS.topics),
}

const ARTICLE_SCHEMA = authObj(
  {
    title: text(CONTENT_LIMITS.title),
    html: str(CONTENT_LIMITS.html),
    summary: str(200, 0),
    cover: str(500, 0),
    ...NAMED,
    requestId: REQUEST_ID_SCHEMA,
  },
  ['title', 'html'],
)

const POST_SCHEMA = authObj(
  {
    content: text(CONTENT_LIMITS.post),
    images: strArray(str(500), CONTENT_LIMITS.images),
    ...NAMED,
    circleId: numericId,
    voteId: numericId,
    vote: NEW_VOTE_SCHEMA,
    requestId: REQUEST_ID_SCHEMA,
  },
  ['content'],
)

const COMMENT_SCHEMA = authObj(
  {
    articleId: numericId,
    content: text(CONTENT_LIMITS.comment),
    parentId: numericId,
    requestId: REQUEST_ID_SCHEMA,
  },
  ['articleId', 'content'],
)

export function registerPublishingRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(app, ctx, 'article.appCreateSave', ARTICLE_SCHEMA, (input, request) =>
    ok(publishArticle(db, requireCaller(db, request, input), input, ctx.now())),
  )

  define(app, ctx, 'publish.publishView', POST_SCHEMA, (input, request) => {
    const author = requireCaller(db, request, input).id
    return ok(publishPost(db, author, input, { uploadDir: ctx.uploadDir, now: ctx.now() }))
  })

  define(app, ctx, 'publish.publishComment', COMMENT_SCHEMA, (input, request) =>
    ok(publishComment(db, requireCaller(db, request, input).id, input, ctx.now())),
  )

  const removal = authObj({ type: { type: 'string', enum: ['view', 'comment'] }, id: numericId }, ['type', 'id'])
  define(app, ctx, 'publish.removeContent', removal, (input, request) => {
    const caller = requireCaller(db, request, input).id
    if (input.type === 'view') removeOwnDynamic(db, caller, input.id)
    else removeOwnComment(db, caller, input.id)
    return ok(null)
  })

  const postList = pageObj({ toAccountId: id, stockCode: str(16), topicId: numericId, circleId: numericId })
  define(app, ctx, 'publish.appGetViewList', postList, (input, request) =>
    ok(postFeed(db, input, input, viewerOf(db, request, input))),
  )
}
