import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { formatCount, timeAgo } from '@/lib'
import { isTopLevel, useAccounts, useComments, type CommentEntity, type TopCommentEntity } from '@/stores'
import { DELETE_TEXTS, DeleteAction } from './DeleteAction'
import { VerifiedMark } from './AuthorHeader'
import { RoleBadge, StockMentionText, Picture } from '../kit'
import { BUTTON_ROLE, withIcon } from '../kit/Icon'
import { userText } from './text'
import { openAccount } from '@/navigation'
import { DECORATIVE_IMAGE } from '@/components/kit/image-alt'
import './article.css'

export const COMMENT_ACTION_TEXTS = { reply: '回复' } as const

export interface CommentItemProps {
  item: CommentEntity
  /** The commented dynamic's pubType (the like endpoint files comment likes under it). */
  pubType: number
  /** Tapping the reply count (top-level comments with replies). */
  onOpenReplies?: (comment: TopCommentEntity) => void
  /** Tapping the text: reply to this comment or reply. */
  onReply?: (item: CommentEntity) => void
  /** false where the replies are listed in full below the comment (comment detail). */
  showReplyPreview?: boolean
}

/** The comment store's like action on this comment's entity. */
const CommentLike = observer(function CommentLike({ item, pubType }: { item: CommentEntity; pubType: number }) {
  const comments = useComments()
  return (
    <View
      className={`comment-like${item.praised ? ' comment-like--on' : ''}`}
      data-testid="comment-like"
      data-praised={item.praised ? '1' : '0'}
      onClick={() => void comments.toggleLike(item, pubType)}
    >
      {`${item.praised ? '已赞' : '赞'} ${formatCount(item.praiseCount)}`}
    </View>
  )
})

/** The first replies under a comment, with who replied to whom. */
const ReplyPreview = observer(function ReplyPreview({
  comment,
  onOpen,
}: {
  comment: TopCommentEntity
  onOpen?: (comment: TopCommentEntity) => void
}) {
  if (comment.replyCount === 0) return null
  return (
    <View className="comment-item__replies" data-testid="reply-preview">
      {comment.replies.map((reply) => (
        <View key={reply.commentId} className="comment-item__reply">
          <Text className="comment-item__reply-name">{reply.author.nickName}</Text>
          <RoleBadge badge={reply.author.badge} />
          {reply.replyTo ? <Text className="comment-item__reply-to">{` 回复 ${reply.replyTo.nickName}`}</Text> : null}
          <StockMentionText text={`：${userText(reply.content)}`} />
        </View>
      ))}
      <View className="comment-item__reply-count" data-testid="reply-count" onClick={() => onOpen?.(comment)}>
        {`共${comment.replyCount}条回复 >`}
      </View>
    </View>
  )
})

export const CommentItem = observer(function CommentItem(props: CommentItemProps) {
  const { item, pubType, onOpenReplies, onReply, showReplyPreview = true } = props
  const accounts = useAccounts()
  const comments = useComments()
  return (
    <View className="comment-item" data-testid="comment-item" data-comment-id={item.commentId}>
      {item.author.avatar ? (
        <Picture
          imgProps={DECORATIVE_IMAGE}
          className="comment-item__avatar"
          src={item.author.avatar}
          mode="aspectFill"
          onClick={() => void openAccount(item.accountId, item.author.kind)}
        />
      ) : (
        <View className="comment-item__avatar" />
      )}
      <View className="comment-item__main">
        <View className="comment-item__head">
          <Text className="comment-item__name" onClick={() => void openAccount(item.accountId, item.author.kind)}>
            {/* The account's one entity: a name changed since the comment was read shows here (docs/product.md §10.1). */}
            {accounts.get(item.accountId)?.nickName || item.author.nickName}
          </Text>
          <VerifiedMark kind={item.author.kind} />
          <RoleBadge badge={item.author.badge} />
          <Text className="comment-item__time">{timeAgo(item.createdDate)}</Text>
          {accounts.isSelf(item.accountId) ? (
            <DeleteAction
              confirm={DELETE_TEXTS.confirmComment}
              onDelete={() => void comments.remove(item)}
              testId="comment-delete"
            />
          ) : null}
          <CommentLike item={item} pubType={pubType} />
        </View>
        <View className="comment-item__content" data-testid="comment-content" onClick={() => onReply?.(item)}>
          {!isTopLevel(item) && item.replyTo ? (
            <Text className="comment-item__reply-to">{`回复 ${item.replyTo.nickName}：`}</Text>
          ) : null}
          <StockMentionText text={userText(item.content)} />
        </View>
        {onReply ? (
          // A visible control for replying (docs/product.md §4.21); tapping the text still replies too.
          <Text
            className={`comment-item__reply-button ${withIcon('reply')}`}
            data-testid="comment-reply"
            {...BUTTON_ROLE}
            aria-label={`${COMMENT_ACTION_TEXTS.reply} ${item.author.nickName}`}
            onClick={() => onReply(item)}
          >
            {COMMENT_ACTION_TEXTS.reply}
          </Text>
        ) : null}
        {isTopLevel(item) && showReplyPreview ? <ReplyPreview comment={item} onOpen={onOpenReplies} /> : null}
      </View>
    </View>
  )
})
