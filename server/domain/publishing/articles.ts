/** Long articles (docs/product.md §4.14): written by verified bloggers and organisations only. */
import type { AuthFields, EndpointRequest } from '@shared/api'
import { LONG_ARTICLE_REFUSED, mayWriteLongArticle } from '@shared/authorship'
import type { DB } from '../../db'
import type { Caller } from '../../http/auth'
import { ApiError } from '../../http/envelope'
import { freshHub } from '../freshness'
import { insertDynamic, resolveStocks, resolveTopics } from './dynamics'
import { earlierItem, withRequestId } from './request-ids'

export type ArticleDraft = Omit<EndpointRequest<'article.appCreateSave'>, keyof AuthFields>

/** Stores the article and answers its id; a repeat of the draft's requestId answers the first one's. */
export function publishArticle(
  db: DB,
  author: Pick<Caller, 'id' | 'kind'>,
  draft: ArticleDraft,
  now: number,
): { articleId: string } {
  if (!mayWriteLongArticle(author)) throw new ApiError(403, LONG_ARTICLE_REFUSED)
  const earlier = earlierItem(db, 'dynamics', author.id, draft.requestId)
  if (earlier !== null) return { articleId: String(earlier) }
  const article = {
    pubType: 2,
    source: 'article',
    accountId: author.id,
    title: draft.title,
    // Without a summary the card shows the start of the text, tags left out.
    summary: draft.summary || draft.html.replace(/<[^>]*>/g, '').slice(0, 60),
    body: draft.html,
    isHtml: 1,
    cover: draft.cover ?? '',
    images: [],
    stocks: resolveStocks(db, draft.stockCodes ?? []),
    topics: resolveTopics(db, draft.topicIds ?? []),
    circleId: null,
  }
  const articleId = withRequestId(db, 'dynamics', draft.requestId, () => insertDynamic(db, article, now))
  freshHub(db).announce(db, articleId)
  return { articleId: String(articleId) }
}
