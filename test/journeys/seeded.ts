/**
 * What the journeys start from, found in the reference server's seeded data through its API, as a
 * tester would pick them: an article, its author (not followed by the test account), a comment with
 * replies, and a stock a dynamic mentions.
 */
import type { Comment, Dynamic, Page } from '@shared/api'
import { ENDPOINTS, fillPath, type EndpointKey } from '@shared/api'
import { DEV_ACCOUNT } from '../../server/seed'

export interface Seeded {
  article: Dynamic
  /** An author with articles whom the test account does not follow. */
  authorId: string
  comment: { commentId: string; articleId: string }
  stock: { code: string; name: string }
  /** A short video, from the recommended feed (the latest one lists no videos). */
  videoId: string
}

async function data<T>(origin: string, key: EndpointKey, body: object): Promise<T> {
  const response = await fetch(origin + fillPath(ENDPOINTS[key].path, 'community'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return ((await response.json()) as { data: T }).data
}

async function latest(origin: string, pageNum: number): Promise<Page<Dynamic>> {
  // The dev account's own flags (followed) answer only to its token (docs/product.md §4.15).
  const { id: accountId, token, userCode } = DEV_ACCOUNT
  return data(origin, 'article.dynamicList', { tab: 'latest', pageNum, pageSize: 50, accountId, token, userCode })
}

export async function findSeeded(origin: string): Promise<Seeded> {
  let article: Dynamic | undefined
  let authorId: string | undefined
  let comment: Seeded['comment'] | undefined
  let stock: Seeded['stock'] | undefined
  for (let pageNum = 1; pageNum <= 20 && !(article && authorId && comment && stock); pageNum += 1) {
    const page = await latest(origin, pageNum)
    for (const d of page.list) {
      const readable = !d.offShelf && (d.pubType === 2 || d.pubType === 5)
      if (!article && readable && d.pubType === 2 && d.title.length >= 4) article = d
      if (!authorId && readable && !d.followed && d.accountId !== DEV_ACCOUNT.id) authorId = d.accountId
      if (!stock && d.stocks.length > 0) stock = d.stocks[0]
      if (!comment && readable && d.commentCount > 0) {
        const comments = await data<Page<Comment>>(origin, 'article.getCommentByArticle', {
          articleId: d.articleId,
          pageNum: 1,
          pageSize: 20,
        })
        const withReplies = comments.list.find((c) => c.replyCount > 0)
        if (withReplies) comment = { commentId: withReplies.commentId, articleId: d.articleId }
      }
    }
    if (!page.hasMore) break
  }
  let videoId: string | undefined
  for (let pageNum = 1; pageNum <= 20 && !videoId; pageNum += 1) {
    const page = await data<Page<Dynamic>>(origin, 'article.dynamicList', { tab: 'recommend', pageNum, pageSize: 50 })
    videoId = page.list.find((d) => d.pubType === 6 && !d.offShelf)?.articleId
    if (!page.hasMore) break
  }
  if (!article || !authorId || !comment || !stock || !videoId) {
    throw new Error('the seeded data lacks what the journeys start from')
  }
  return { article, authorId, comment, stock, videoId }
}
