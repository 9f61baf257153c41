import { Text, View } from '@tarojs/components'
import type { Comment, Reply } from '@shared/api'
import { PUB_TYPE } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { api } from '@/api'
import { CommentComposer, CommentItem, DETAIL_TEXTS, cleanContentId, useLoaded, viewerIdOf } from '@/components/article'
import { PagedListFooter, PageShell } from '@/components/shell'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { RequestError } from '@/http/types'
import { useSession, type SessionStore } from '@/stores'

const PATH = 'community/commentDetail/index'

/** What the latest answer said about the thread as a whole. */
interface ThreadHead {
  comment: Comment
  /** Replies on the server at that answer. */
  total: number
}

/** A first load that failed for good: the link is wrong (400) or the comment is gone (404). */
function goneText(error: unknown): string | null {
  if (!(error instanceof RequestError)) return null
  if (error.status === 404) return DETAIL_TEXTS.commentMissing
  if (error.status === 400) return DETAIL_TEXTS.badLink
  return null
}

interface ThreadProps {
  commentId: string
  /** From the link; the comment's own articleId wins once it has answered. */
  articleId: string | null
  session: SessionStore
}

/** One comment and its replies, paged oldest first, with the reply composer. */
const CommentThread = observer(function CommentThread({ commentId, articleId, session }: ThreadProps) {
  const viewerId = viewerIdOf(session)
  const [head, setHead] = useState<ThreadHead | null>(null)
  // The viewer's replies since the latest answer: shown at once, counted until an answer includes them.
  const [posted, setPosted] = useState<Reply[]>([])
  const [postedSinceAnswer, setPostedSinceAnswer] = useState(0)
  const [replyTo, setReplyTo] = useState<Comment | Reply | null>(null)

  const list = usePagedList<Reply>(async (pageNum, pageSize) => {
    const thread = await api.article.commentReplies({ commentId, accountId: viewerId, pageNum, pageSize })
    setHead({ comment: thread.comment, total: thread.replies.total })
    setPostedSinceAnswer(0)
    return { items: thread.replies.list, hasMore: thread.replies.hasMore }
  })

  const threadArticleId = head?.comment.articleId ?? articleId
  // Comment likes are filed under the commented dynamic's pubType; without it they count as an article's.
  const article = useLoaded(
    `${threadArticleId ?? ''}|${viewerId ?? ''}`,
    threadArticleId ? () => api.article.appInfo(threadArticleId, viewerId).catch(() => null) : null,
  )
  const pubType = article.data?.pubType ?? PUB_TYPE.article

  const onPosted = useCallback((item: Comment | Reply) => {
    if (!('replyCount' in item)) {
      setPosted((now) => [...now, item])
      setPostedSinceAnswer((n) => n + 1)
    }
    setReplyTo(null)
  }, [])

  const firstError = head ? null : list.error
  const gone = goneText(firstError)
  const loadedIds = new Set(list.items.map((r) => r.commentId))
  // Oldest first: the viewer's new replies belong at the end, where the server files them; once a
  // loaded page holds one it is shown there instead.
  const replies = [...list.items, ...posted.filter((r) => !loadedIds.has(r.commentId))]
  const replyCount = head ? head.total + postedSinceAnswer : replies.length
  const target = replyTo ?? head?.comment ?? null

  return (
    <PageShell
      path={PATH}
      loading={list.loading && !head}
      error={gone ? null : firstError}
      empty={gone !== null}
      emptyText={gone ?? undefined}
      onRetry={() => void list.retry()}
      onReachBottom={() => void list.loadMore()}
    >
      {head && threadArticleId ? (
        <View
          className="article-detail comment-detail"
          data-testid="comment-detail"
          data-viewer={session.loggedIn ? 'in' : 'out'}
        >
          <CommentItem
            item={head.comment}
            session={session}
            pubType={pubType}
            onReply={setReplyTo}
            showReplyPreview={false}
          />
          <Text className="comment-list__title" data-testid="reply-total">{`全部回复 ${replyCount}`}</Text>
          {replies.map((reply) => (
            <CommentItem key={reply.commentId} item={reply} session={session} pubType={pubType} onReply={setReplyTo} />
          ))}
          {replies.length === 0 ? (
            <Text className="comment-list__state" data-testid="replies-empty">
              还没有回复，来说两句吧
            </Text>
          ) : null}
          <PagedListFooter list={list} />
          {target ? (
            <CommentComposer
              // One draft per replied-to comment: switching target must not carry text over.
              key={target.commentId}
              session={session}
              articleId={threadArticleId}
              parentId={target.commentId}
              placeholder={`回复 ${target.author.nickName}`}
              onPosted={onPosted}
            />
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
})

/** Comment detail (comment-detail): the comment, its replies page by page, and replying. Back is the shell's rule. */
function CommentDetailPage() {
  const { params } = useRouteInfo(PATH)
  const commentId = cleanContentId(params.commentId)
  const articleId = params.articleId === undefined ? null : cleanContentId(params.articleId)
  const session = useSession()
  const viewerId = viewerIdOf(session)
  const valid = commentId !== null && (params.articleId === undefined || articleId !== null)

  if (!valid) return <PageShell path={PATH} empty emptyText={DETAIL_TEXTS.badLink} />
  return (
    <CommentThread
      // A login brings the viewer's own flags (liked): the thread starts afresh for the new viewer.
      key={`${commentId}|${viewerId ?? ''}`}
      commentId={commentId}
      articleId={articleId}
      session={session}
    />
  )
}

export default observer(CommentDetailPage)
