import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PagedListFooter } from '@/components/shell'
import { TEXTS } from '@/config/constants'
import { useProgressiveCount } from '@/hooks/useProgressiveCount'
import { isTopLevel, type CommentEntity, type PagedList, type TopCommentEntity } from '@/stores'
import { CommentItem } from './CommentItem'
import './article.css'

export interface CommentListProps {
  list: PagedList<CommentEntity>
  /** The article's comment count (its entity moves when the viewer comments). */
  total: number
  pubType: number
  onOpenReplies(comment: TopCommentEntity): void
}

/** Comments drawn at once, and how many more each time the browser is idle (H5; docs/product.md §2.9). */
const COMMENTS_AT_ONCE = 4
const COMMENTS_PER_STEP = 4

/** The article's comments with their own loading, empty and failed states (the article stays shown). */
export const CommentList = observer(function CommentList({ list, total, pubType, onOpenReplies }: CommentListProps) {
  const comments = list.items
  // A page of comments drawn in one task is a long one on a slow phone: a few at a time, the rest when idle.
  const shown = useProgressiveCount(comments.length, COMMENTS_AT_ONCE, COMMENTS_PER_STEP)
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
      {comments
        .slice(0, shown)
        .map((comment) =>
          isTopLevel(comment) ? (
            <CommentItem
              key={comment.commentId}
              item={comment}
              pubType={pubType}
              onOpenReplies={onOpenReplies}
              onReply={() => onOpenReplies(comment)}
            />
          ) : null,
        )}
      {state}
      <PagedListFooter list={list} />
    </View>
  )
})
