import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { TextArea } from '@/components/kit'
import { nativeCommentInput, toast, useKeyboardCover } from '@/hooks'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { lengthProblem } from '@shared/text-length'
import { commentDraftKey, useComments, useDraft, useSession } from '@/stores'
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
 * fails, cleared only on success (docs/product.md §4.8). Inside the app the app's own input takes the place of
 * the text box; what it sends goes through the same draft and the same length rule.
 */
export const CommentComposer = observer(function CommentComposer(props: CommentComposerProps) {
  const { articleId, parentId, placeholder = '说说你的看法…', onPosted } = props
  const drafts = useDraft()
  const comments = useComments()
  // Fixed at the bottom, the box would stay under the iPhone's keyboard while one types in it.
  const keyboard = useKeyboardCover()
  const session = useSession()
  const [appInput] = useState(() => nativeCommentInput())
  // Only an app that says it has its comment input is asked to open it.
  const nativeInput = session.commentInput ? appInput : null
  const key = commentDraftKey(articleId, parentId)
  const text = drafts.text(key)
  const sending = comments.isSending(articleId, parentId)
  const empty = text.trim() === ''
  // A draft saved by an older version may be over the limit: it stays, but cannot be sent.
  const tooLong = lengthProblem('comment', text) !== null

  async function send(content: string = text) {
    if (sending || content.trim() === '' || lengthProblem('comment', content) !== null) return
    const outcome = await comments.post({ articleId, parentId, content })
    if (outcome.status !== 'done') return
    drafts.clear(key)
    onPosted?.()
  }

  /** The app's input, opened with the draft; its text becomes the draft, and is sent if the rule allows it. */
  async function writeInApp(input: NonNullable<typeof nativeInput>) {
    if (sending) return
    const written = await input({ pubId: articleId, placeholder, content: text })
    if (written === null) return
    drafts.setText(written, key)
    const problem = lengthProblem('comment', written)
    if (problem) return toast(problem)
    await send(written)
  }

  const disabled = sending || empty || tooLong
  return (
    <View
      className="comment-composer"
      data-testid="comment-composer"
      style={keyboard > 0 ? { bottom: `${keyboard}px` } : undefined}
    >
      {nativeInput ? (
        <View
          className={`comment-composer__native${empty ? ' is-empty' : ''}`}
          data-testid="comment-native-input"
          onClick={() => void writeInApp(nativeInput)}
        >
          <Text className="comment-composer__native-text">{empty ? placeholder : text}</Text>
        </View>
      ) : (
        <TextArea
          value={text}
          onChange={(value) => drafts.setText(value, key)}
          placeholder={placeholder}
          maxLength={CONTENT_LIMITS.comment}
        />
      )}
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
