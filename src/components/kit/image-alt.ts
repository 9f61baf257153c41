/**
 * Text alternatives for Taro's Image. On H5 its <img> takes the `imgProps` (Lighthouse and screen readers read
 * its alt); the mini-program has no use for them, so there they are left out of its page data.
 * An image beside the text it stands for (an avatar next to a name, a cover next to a title, an icon above its
 * label) is decorative: an empty alt makes screen readers skip it instead of reading out its address. Pictures
 * that are content of their own say so.
 */
type ImageAlt = Readonly<{ alt: string; loading?: 'lazy' | 'eager'; fetchpriority?: 'high' }> | undefined

const onH5 = process.env.TARO_ENV === 'h5'

// Lazy by default (docs/product.md §2.9): an image below the fold waits until it is scrolled near, so it does not
// compete with the first screen's script and data. The browser still loads the ones inside the window at once.
export const DECORATIVE_IMAGE: ImageAlt = onH5 ? { alt: '', loading: 'lazy' } : undefined
export const CONTENT_IMAGE: ImageAlt = onH5 ? { alt: '图片', loading: 'lazy' } : undefined
/** The picture a page leads with (home's banner): the likely largest paint, so it is fetched first. */
export const LEAD_IMAGE: ImageAlt = onH5 ? { alt: '图片', loading: 'eager', fetchpriority: 'high' } : undefined
