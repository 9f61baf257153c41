import { Text, View } from '@tarojs/components'
import type { Comment } from '@shared/api'
import { PagedListFooter } from '@/components/shell'
import { TEXTS } from '@/config/constants'
import type { PagedList } from '@/hooks/usePagedList'
import type { SessionStore } from '@/stores'
import { CommentItem } from './CommentItem'

export interface CommentListProps {
  comments: Comment[]
  list: PagedList<Comment>
  total: number
  session: SessionStore
  pubType: number
  onOpenReplies(comment: Comment): void
}

/** The article's comments with their own loading, empty and failed states (the article stays shown). */
export function CommentList({ comments, list, total, session, pubType, onOpenReplies }: CommentListProps) {
  let state: JSX.Element | null = null
  if (comments.length === 0) {
    if (list.loading) state = <Text className="comment-list__state">{TEXTS.loading}</Text>
    else if (list.error)
      state = (
        <Text className="comment-list__state" data-testid="comments-error" onClick={() => void list.retry()}>
          评论加载失败，点击重试
        </Text>
      )
    else if (list.loaded)
      state = (
        <Text className="comment-list__state" data-testid="comments-empty">
          还没有评论，快来抢沙发吧
        </Text>
      )
  }
  return (
    <View className="comment-list" data-testid="comment-list">
      <Text className="comment-list__title">{`评论 ${Math.max(total, comments.length)}`}</Text>
      {comments.map((comment) => (
        <CommentItem
          key={comment.commentId}
          item={comment}
          session={session}
          pubType={pubType}
          onOpenReplies={onOpenReplies}
          onReply={() => onOpenReplies(comment)}
        />
      ))}
      {state}
      <PagedListFooter list={list} />
    </View>
  )
}
