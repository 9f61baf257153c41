import { View } from '@tarojs/components'
import type { Comment, Reply } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import { api } from '@/api'
import { TextArea } from '@/components/kit'
import { LIMITS } from '@/config/constants'
import { getPlatform } from '@/platform'
import type { SessionStore } from '@/stores'
import { commentDraftKey, useCommentDraft } from './useCommentDraft'
import { authOf, ensureLoggedIn } from './viewer'
import { failureText } from './text'

export interface CommentComposerProps {
  session: SessionStore
  articleId: string
  /** Set to reply to a comment (or reply); the server files it under the top-level comment. */
  parentId?: string
  placeholder?: string
  /** The server's copy of what was just published. */
  onPosted(item: Comment | Reply): void
}

/**
 * Writing a comment or reply: 140 characters with a live counter, login required, the send button
 * disabled while sending, the text kept (and saved) when sending fails, cleared only on success.
 */
export const CommentComposer = observer(function CommentComposer(props: CommentComposerProps) {
  const { session, articleId, parentId, placeholder = '说说你的看法…', onPosted } = props
  const draft = useCommentDraft(commentDraftKey(articleId, parentId))
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const empty = draft.text.trim() === ''

  async function send() {
    if (inFlight.current || empty) return
    if (!ensureLoggedIn(session)) return
    const auth = authOf(session)
    if (!auth) return
    inFlight.current = true
    setSending(true)
    try {
      const posted = await api.publish.publishComment({ ...auth, articleId, content: draft.text, parentId })
      draft.clear()
      onPosted(posted)
      getPlatform().toast(parentId ? '回复成功' : '评论成功')
    } catch (error) {
      getPlatform().toast(failureText(error, '发送失败，内容已保留，请稍后重试'))
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  const disabled = sending || empty
  return (
    <View className="comment-composer" data-testid="comment-composer">
      <TextArea
        value={draft.text}
        onChange={draft.setText}
        placeholder={placeholder}
        maxLength={LIMITS.textareaMaxLength}
      />
      <View
        className={`comment-composer__send${disabled ? ' is-disabled' : ''}`}
        data-testid="comment-send"
        data-disabled={disabled ? '1' : '0'}
        aria-disabled={disabled}
        onClick={disabled ? undefined : () => void send()}
      >
        {sending ? '发送中…' : '发送'}
      </View>
    </View>
  )
})
