/** Route ids of the detail pages, and what those pages say when there is nothing to show. */

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
