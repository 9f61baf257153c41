import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { TextArea } from '@/components/kit'
import { useKeyboardCover } from '@/hooks'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { lengthProblem } from '@shared/text-length'
import { commentDraftKey, useComments, useDraft } from '@/stores'
import './article.css'

export interface CommentComposerProps {
  articleId: string
  /** Set to reply to a comment (or reply); the server files it under the top-level comment. */
  parentId?: string
  placeholder?: string
  /** After a successful send (the store has already shown the new comment). */
  onPosted?: () => void
}

/**
 * Writing a comment or reply: 140 characters with a live counter, login required, the send button
 * disabled while sending. The text is a draft in the draft store: kept (and saved) when sending
 * fails, cleared only on success (docs/product.md §4.8).
 */
export const CommentComposer = observer(function CommentComposer(props: CommentComposerProps) {
  const { articleId, parentId, placeholder = '说说你的看法…', onPosted } = props
  const drafts = useDraft()
  const comments = useComments()
  // Fixed at the bottom, the box would stay under the iPhone's keyboard while one types in it.
  const keyboard = useKeyboardCover()
  const key = commentDraftKey(articleId, parentId)
  const text = drafts.text(key)
  const sending = comments.isSending(articleId, parentId)
  const empty = text.trim() === ''
  // A draft saved by an older version may be over the limit: it stays, but cannot be sent.
  const tooLong = lengthProblem('comment', text) !== null

  async function send() {
    if (sending || empty || tooLong) return
    const outcome = await comments.post({ articleId, parentId, content: text })
    if (outcome.status !== 'done') return
    drafts.clear(key)
    onPosted?.()
  }

  const disabled = sending || empty || tooLong
  return (
    <View
      className="comment-composer"
      data-testid="comment-composer"
      style={keyboard > 0 ? { bottom: `${keyboard}px` } : undefined}
    >
      <TextArea
        value={text}
        onChange={(value) => drafts.setText(value, key)}
        placeholder={placeholder}
        maxLength={CONTENT_LIMITS.comment}
      />
      <View
        className={`comment-composer__send${disabled ? ' is-disabled' : ''}`}
        data-testid="comment-send"
        data-disabled={disabled ? '1' : '0'}
        aria-disabled={disabled}
        onClick={() => {
          if (!disabled) void send()
        }}
      >
        {sending ? '发送中…' : '发送'}
      </View>
    </View>
  )
})
