/**
 * Requests of reading and writing content (docs/product.md §4.6, §4.7, §4.14): feeds, an article and its reads,
 * comments, long articles, posts with their vote, removing one's own.
 */
import { Type } from '@sinclair/typebox'
import { DYNAMIC_TABS } from '../api'
import { CONTENT_LIMITS } from '../content-limits'
import { REQUEST_ID_PATTERN } from '../request-id'
import { PAGE_FIELDS, authObj, id, numericId, obj, oneOf, opt, pageObj, str, strArray, text, zeroOne } from './fields'

/** The send attempt's key (types/request-id.ts): a repeat is answered with the item the first send made. */
const requestId = opt(Type.String({ pattern: REQUEST_ID_PATTERN }))

/**
 * A vote written with its post: 2 to 6 options, open until the end of `endDate` (China time). Past its shape, the rule
 * both sides check is types/vote-rules.ts.
 */
export const NEW_VOTE = Type.Object(
  {
    title: text(CONTENT_LIMITS.voteTitle),
    options: strArray(text(CONTENT_LIMITS.voteOption), CONTENT_LIMITS.voteOptionsMax),
    /** YYYY-MM-DD */
    endDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    multiple: opt(zeroOne),
  },
  { additionalProperties: false },
)

/** The stocks and topics a post or an article names (each checked to exist). */
const NAMED = {
  stockCodes: opt(strArray(str(16), CONTENT_LIMITS.stocks)),
  topicIds: opt(strArray(numericId, CONTENT_LIMITS.topics)),
}

/** One article, read by a viewer who may name themselves. */
const oneArticle = obj({ articleId: numericId, accountId: opt(id) })
/** The article is the path's {id}; accountId is the viewer. */
const articlePath = obj({ accountId: opt(id) })

export const CONTENT_REQUESTS = {
  /** CRH-CM-IN2310.json: the community feed by tab. */
  'article.dynamicList': pageObj({ tab: oneOf(DYNAMIC_TABS) }),
  'article.getMessageInfoListByStockCode': pageObj({
    stockCode: Type.String({ pattern: '^[A-Za-z]{2}[0-9A-Za-z]{1,10}$' }),
  }),
  'article.getSelfInfoListByAccountId': pageObj({ toAccountId: id }),
  'article.getSetArticleByAccount': obj({ toAccountId: id, accountId: opt(id) }),
  'article.activityList': pageObj({}),
  'article.appInfo': articlePath,
  'article.info': articlePath,
  /** updateArticleInfo.json: count one read. */
  'article.updateArticleInfo': oneArticle,
  'article.getInfoByArticleId': oneArticle,
  'article.deleteArticle': authObj({ articleId: numericId }),

  'article.getCommentByArticle': pageObj({ articleId: numericId }),
  /** A top-level comment; a reply's id is not a thread (404). */
  'article.getCommentReplies': pageObj({ commentId: numericId }),
  'publish.myComments': authObj(PAGE_FIELDS),

  'article.appCreateSave': authObj({
    title: text(CONTENT_LIMITS.title),
    html: str(CONTENT_LIMITS.html),
    summary: opt(str(200, 0)),
    cover: opt(str(500, 0)),
    ...NAMED,
    requestId,
  }),
  'publish.publishView': authObj({
    /** Plain text (non-BMP emoji as numeric entities). */
    content: text(CONTENT_LIMITS.post),
    /** Addresses given by upload.image only. */
    images: opt(strArray(str(500), CONTENT_LIMITS.images)),
    ...NAMED,
    circleId: opt(numericId),
    /** An existing vote of the caller's own (403 otherwise); or `vote`, a new one, never both. */
    voteId: opt(numericId),
    vote: opt(NEW_VOTE),
    requestId,
  }),
  'publish.publishComment': authObj({
    articleId: numericId,
    content: text(CONTENT_LIMITS.comment),
    /** Set when replying to a comment or reply; the reply is filed under its top-level comment. */
    parentId: opt(numericId),
    requestId,
  }),
  'publish.removeContent': authObj({ type: oneOf(['view', 'comment']), id: numericId }),
} as const
