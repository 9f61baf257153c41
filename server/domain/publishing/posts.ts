/**
 * Posts (docs/product.md §4.14): text with up to nine uploaded images, the stocks and topics they name, an optional
 * circle, and at most one vote, either written with the post or an existing one of the author's own.
 */
import type { AuthFields, EndpointRequest } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { badRequest, notFound } from '../../http/envelope'
import { uploadedFile } from '../../uploads'
import { freshHub } from '../freshness'
import { insertDynamic, resolveStocks, resolveTopics, type NewDynamic } from './dynamics'
import { PUBLISH_MESSAGES } from './messages'
import { earlierItem, keepRequestId } from './request-ids'
import { attachVote, checkNewVote, insertVote, requireOwnVote } from './votes'

export type PostDraft = Omit<EndpointRequest<'publish.publishView'>, keyof AuthFields>

/** Where uploaded images are kept: a post may name only images that were uploaded there. */
export interface PostContext {
  uploadDir: string
  now: number
}

/** Every check of a draft, in the order its refusals read; answers the post as it will be stored. */
function checkPost(db: DB, author: Viewer, draft: PostDraft, context: PostContext): NewDynamic {
  if (draft.content.trim() === '') throw badRequest(PUBLISH_MESSAGES.emptyText)
  const images = (draft.images ?? []).map((url) => {
    if (!uploadedFile(context.uploadDir, url)) throw badRequest(PUBLISH_MESSAGES.badImage)
    return url
  })
  const stocks = resolveStocks(db, draft.stockCodes ?? [])
  const topics = resolveTopics(db, draft.topicIds ?? [])
  const circleId = draft.circleId ? Number(draft.circleId) : null
  if (circleId !== null && !prep(db, 'SELECT 1 FROM circles WHERE id = ?').get(circleId))
    throw notFound(PUBLISH_MESSAGES.noCircle)
  if (draft.voteId && draft.vote) throw badRequest(PUBLISH_MESSAGES.twoVotes)
  if (draft.voteId) requireOwnVote(db, draft.voteId, author)
  const summary = draft.content.slice(0, 60)
  const post = { pubType: 5, source: 'post', accountId: author, title: '', summary, body: draft.content, isHtml: 0 }
  return { ...post, cover: '', images, stocks, topics, circleId }
}

/** Stores the post with its vote and answers its id; a repeat of the draft's requestId answers the first one's. */
export function publishPost(
  db: DB,
  author: Viewer,
  draft: PostDraft,
  context: PostContext,
): { articleId: string; pubId: string } {
  const earlier = earlierItem(db, 'dynamics', author, draft.requestId)
  if (earlier !== null) return { articleId: String(earlier), pubId: String(earlier) }
  const post = checkPost(db, author, draft, context)
  const vote = draft.vote ? checkNewVote(draft.vote, context.now) : null
  const articleId = db.transaction(() => {
    const newId = insertDynamic(db, post, context.now)
    if (draft.voteId) attachVote(db, draft.voteId, newId)
    if (vote) insertVote(db, newId, vote)
    keepRequestId(db, 'dynamics', newId, draft.requestId)
    return newId
  })()
  // Readers with a feed open that lists it hear of it now (docs/product.md §4.20).
  freshHub(db).announce(db, articleId)
  return { articleId: String(articleId), pubId: String(articleId) }
}
