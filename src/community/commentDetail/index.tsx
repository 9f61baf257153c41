import { Text, View } from '@tarojs/components'
import { PUB_TYPE } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { CommentComposer, CommentItem, DETAIL_TEXTS, cleanContentId } from '@/components/article'
import { PagedListFooter, PageShell } from '@/components/shell'
import { useListQuery, useLoadable } from '@/hooks'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { isGoneError, isNotFoundError, useComments, useDynamics, useSession, type CommentEntity } from '@/stores'

const PATH = 'community/commentDetail/index'

/** A first load that failed for good: the link is wrong (400) or the comment is gone (404). */
function goneText(error: unknown): string | null {
  if (!isGoneError(error)) return null
  return isNotFoundError(error) ? DETAIL_TEXTS.commentMissing : DETAIL_TEXTS.badLink
}

interface ThreadProps {
  commentId: string
  /** From the link; the comment's own articleId wins once it has answered. */
  articleId: string | null
}

/** One comment and its replies, paged oldest first, with the reply composer. */
const CommentThread = observer(function CommentThread({ commentId, articleId }: ThreadProps) {
  const session = useSession()
  const comments = useComments()
  const dynamics = useDynamics()
  const thread = comments.thread(commentId)
  // A login brings the viewer's own flags (liked): the thread is asked again for the new viewer.
  const list = useListQuery(() => thread.list, `${commentId}|${session.accountId}`)
  const [replyTo, setReplyTo] = useState<CommentEntity | null>(null)

  const head = thread.head
  const threadArticleId = head?.articleId ?? articleId
  // Comment likes are filed under the commented dynamic's pubType; without it they count as an article's.
  const article = useLoadable(() => dynamics.detail(threadArticleId), `${threadArticleId ?? ''}|${session.accountId}`)
  const pubType = article.data?.pubType ?? PUB_TYPE.article

  const firstError = head ? null : list.error
  const gone = goneText(firstError)
  const replies = list.items
  const target = replyTo ?? head ?? null

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
          <CommentItem item={head} pubType={pubType} onReply={setReplyTo} showReplyPreview={false} />
          <Text className="comment-list__title" data-testid="reply-total">{`全部回复 ${thread.total}`}</Text>
          {replies.map((reply) => (
            <CommentItem key={reply.commentId} item={reply} pubType={pubType} onReply={setReplyTo} />
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
              articleId={threadArticleId}
              parentId={target.commentId}
              placeholder={`回复 ${target.author.nickName}`}
              onPosted={() => setReplyTo(null)}
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
  const valid = commentId !== null && (params.articleId === undefined || articleId !== null)

  if (!valid) return <PageShell path={PATH} empty emptyText={DETAIL_TEXTS.badLink} />
  return <CommentThread key={commentId} commentId={commentId} articleId={articleId} />
}

export default observer(CommentDetailPage)
