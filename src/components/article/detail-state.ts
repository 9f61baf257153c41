/** Route ids of the detail pages, and what those pages say when there is nothing to show. */

export const DETAIL_TEXTS = {
  badLink: '链接有误，找不到这条内容',
  missing: '内容不存在或已删除',
  commentMissing: '评论不存在或已删除',
} as const
