import { formatDateDisplay, type ReadonlyDeep } from '@/lib'
import type { Dynamic } from '@shared/api'
import { shareCard } from '@/hooks'
import { currentOrigin } from '@/navigation/origin'
import { cardModel } from './card-model'

const DETAIL_PATH = 'community/articleDetail/index'

/** Whether a card has something to share: the server's share address or a detail page of ours. */
export function canShare(item: ReadonlyDeep<Dynamic>): boolean {
  return Boolean(item.shareUrl || item.articleId)
}

/** The app's share sheet for a card, pointing where the detail page's own share points (its share address). */
export function shareItem(item: ReadonlyDeep<Dynamic>): void {
  const model = cardModel(item)
  const source = model.kind === 'post' ? 'post' : 'article'
  const shareUrl =
    item.shareUrl ||
    `${currentOrigin()}/community/${DETAIL_PATH}?articleId=${encodeURIComponent(item.articleId)}&source=${source}`
  void shareCard({
    title: model.title || model.summary,
    content: model.summary || model.title,
    shareUrl,
    date: formatDateDisplay(item.createdDate),
    imgUrl: model.images[0],
  })
}
