import { Text } from '@tarojs/components'
import { useState } from 'react'
import { openRoute } from '@/navigation'
import { useRequireLogin } from '@/stores'
import { useHideOnScrollDown } from './useHideOnScrollDown'

export const POST_BUTTON_TEXTS = { post: '发布', discuss: '参与讨论', circle: '发帖', stock: '发表股评' } as const

export interface PostButtonProps {
  label?: string
  /** What the new post starts with: a topic, a circle or a stock. */
  topicId?: string
  circleId?: string
  code?: string
  name?: string
  className?: string
}

let buttonCounter = 0

/**
 * The way into the composer. Writing needs an account: without one the login gate answers (the app
 * logs in, the mini-program asks WeChat, a plain browser says to open the app).
 */
export function PostButton({ label = POST_BUTTON_TEXTS.post, className = 'post-button', ...prefill }: PostButtonProps) {
  const requireLogin = useRequireLogin()
  const open = () => {
    if (!requireLogin()) return
    const params = Object.fromEntries(Object.entries(prefill).filter(([, v]) => v))
    void openRoute('community/post/index', params)
  }
  // A floating button steps aside while the reader scrolls down the cards it would cover (docs/product.md §4.21).
  const [id] = useState(() => `post-button-${(buttonCounter += 1)}`)
  const away = useHideOnScrollDown(id)
  return (
    <Text
      id={id}
      className={away ? `${className} post-button--away` : className}
      data-testid="post-button"
      data-away={away ? '1' : '0'}
      onClick={open}
    >
      {label}
    </Text>
  )
}
