/** How a detail page's first load ended, in the words the page shows. */
import { RequestError } from '@/http/types'

/** Ids on the wire are short strings of digits or letters (types/api.ts); anything else is a broken link. */
export function cleanContentId(raw: string | undefined): string | null {
  const id = (raw ?? '').trim()
  return /^[A-Za-z0-9_-]{1,32}$/.test(id) ? id : null
}

export const DETAIL_TEXTS = {
  badLink: '链接有误，找不到这条内容',
  missing: '内容不存在或已删除',
  commentMissing: '评论不存在或已删除',
} as const

/**
 * A 400 or 404 means the content is not there: retrying cannot help, so it gets a plain message; any
 * other failure (network, server error) gets the retry view.
 */
export function isGoneError(error: unknown): boolean {
  return error instanceof RequestError && (error.status === 404 || error.status === 400)
}
