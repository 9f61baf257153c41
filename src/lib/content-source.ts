import { TEXTS } from '@/config/constants'

/** Content source types with their labels (docs/product.md §3.10). Posts and articles both come from 通财号 accounts. */
export const CONTENT_SOURCE_LABELS = {
  post: TEXTS.sourceOrgAccount,
  article: TEXTS.sourceOrgAccount,
  stock: TEXTS.sourceStock,
  news: TEXTS.sourceNews,
  topic: TEXTS.sourceTopic,
  course_new: TEXTS.sourceCourse,
  live_new: TEXTS.sourceLive,
} as const

export type ContentSource = keyof typeof CONTENT_SOURCE_LABELS

export function isContentSource(source: unknown): source is ContentSource {
  return typeof source === 'string' && Object.prototype.hasOwnProperty.call(CONTENT_SOURCE_LABELS, source)
}

/** The label for a source type; '' for an unknown one, so a new server type shows no wrong label. */
export function contentSourceLabel(source: string | null | undefined): string {
  return isContentSource(source) ? CONTENT_SOURCE_LABELS[source] : ''
}
