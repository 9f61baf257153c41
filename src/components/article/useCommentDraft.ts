import { useState } from 'react'
import { getPlatform } from '@/platform'

/** One draft per article (and per replied-to comment), so two open threads never share text. */
export function commentDraftKey(articleId: string, parentId?: string): string {
  return parentId ? `commentDraft:${articleId}:${parentId}` : `commentDraft:${articleId}`
}

export interface CommentDraft {
  text: string
  setText(text: string): void
  clear(): void
}

/**
 * The comment being written, saved on every change in the platform's local storage: a failed send, a
 * reload or the app killing the web view must not lose what the user typed.
 */
export function useCommentDraft(key: string): CommentDraft {
  const [text, setTextState] = useState(() => getPlatform().localStorage.get(key) ?? '')
  const setText = (next: string) => {
    setTextState(next)
    const storage = getPlatform().localStorage
    if (next) storage.set(key, next)
    else storage.remove(key)
  }
  return { text, setText, clear: () => setText('') }
}
