/**
 * What a person may write, shared by the composer (checked before sending, with the same Chinese
 * messages) and the reference server (checked again on receipt). docs/product.md §5.1.
 */
export const CONTENT_LIMITS = {
  /** A post's text, in characters. */
  post: 2000,
  comment: 140,
  /** A long article's title. */
  title: 100,
  /** A long article's stored HTML. */
  html: 50_000,
  images: 9,
  imageBytes: 10 * 1024 * 1024,
  stocks: 5,
  topics: 3,
  circles: 1,
  voteOptionsMin: 2,
  voteOptionsMax: 6,
  voteTitle: 50,
  voteOption: 20,
  /** How far ahead a vote may end, in days. */
  voteDaysMax: 90,
} as const

/** Image types a post may carry, recognised by their content, never by a file name. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]
