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
  /**
   * An image's width and height in pixels, each, and their product: what a phone's web view can
   * decode (a 1 MB PNG can claim 16000×16000, 1 GB once decoded). Read from the image's header.
   */
  imageSideMax: 8000,
  imagePixelsMax: 40_000_000,
  stocks: 5,
  topics: 3,
  circles: 1,
  voteOptionsMin: 2,
  voteOptionsMax: 6,
  voteTitle: 50,
  voteOption: 20,
  /** How far ahead a vote may end, in days. */
  voteDaysMax: 90,
  /** A profile's nickname, at least and at most (docs/product.md §4.15). */
  nickNameMin: 2,
  nickName: 16,
  /** A profile's introduction. */
  bio: 100,
} as const

/** Why an image is refused, said by the composer before sending and by the upload service after. */
export const IMAGE_BYTES_MESSAGE = `单张图片不能超过 ${CONTENT_LIMITS.imageBytes / 1024 / 1024}MB`
/** Said by the upload service only (the composer cannot read an image's size without decoding it); the composer shows it. */
export const IMAGE_DIMENSIONS_MESSAGE = `图片尺寸过大：宽和高都不能超过 ${CONTENT_LIMITS.imageSideMax} 像素，总像素不能超过 ${
  CONTENT_LIMITS.imagePixelsMax / 10_000
} 万`

/** Image types a post may carry, recognised by their content, never by a file name. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]
