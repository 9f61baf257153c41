/**
 * Text alternatives for Taro's Image. On H5 its inner <img> takes the `nativeProps` (Lighthouse and screen
 * readers read its alt); the mini-program ignores them. An image beside the text it stands for (an avatar
 * next to a name, a cover next to a title, an icon above its label) is decorative: an empty alt makes screen
 * readers skip it instead of reading out its address. Pictures that are content of their own say so.
 */
export const DECORATIVE_IMAGE: Readonly<{ alt: string }> = { alt: '' }
export const CONTENT_IMAGE: Readonly<{ alt: string }> = { alt: '图片' }
