import type { Comment } from '@shared/api'
import { useCallback, useState } from 'react'
import { api } from '@/api'
import { usePagedList, type PagedList } from '@/hooks/usePagedList'

export interface ArticleComments {
  list: PagedList<Comment>
  /** What to show: the viewer's new comments first, then the pages loaded (without repeats). */
  shown: Comment[]
  /** A comment just published: it appears at the top at once. */
  addPosted(comment: Comment): void
}

export function useArticleComments(articleId: string, viewerId: string | undefined): ArticleComments {
  const list = usePagedList<Comment>(async (pageNum, pageSize) => {
    const page = await api.article.comments({ articleId, accountId: viewerId, pageNum, pageSize })
    return { items: page.list, hasMore: page.hasMore }
  })
  const [posted, setPosted] = useState<Comment[]>([])
  const addPosted = useCallback((comment: Comment) => setPosted((now) => [comment, ...now]), [])
  const postedIds = new Set(posted.map((c) => c.commentId))
  const shown = [...posted, ...list.items.filter((c) => !postedIds.has(c.commentId))]
  return { list, shown, addPosted }
}
