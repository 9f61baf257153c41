/**
 * The app's own comment input (bridge `comment`, docs/product.md §4.8): inside the app the person writes in it
 * instead of the web view's text box, which the keyboard covers or pushes about. Elsewhere there is none.
 */
import type { Platform } from '@/platform'
import { getPlatform } from '@/platform'

export interface NativeCommentRequest {
  /** The article the comment is for. */
  pubId: string
  placeholder: string
  /** The draft so far: the app's input opens with it. */
  content: string
}

/** Opens the app's input; resolves with the text the person sent, or null when they cancelled. */
export type NativeCommentInput = (request: NativeCommentRequest) => Promise<string | null>

export function nativeCommentInput(
  platform: Pick<Platform, 'kind' | 'comment'> = getPlatform(),
): NativeCommentInput | null {
  if (platform.kind !== 'native') return null
  return (request) => platform.comment(request)
}
