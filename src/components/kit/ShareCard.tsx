import { Image, Text, View } from '@tarojs/components'
import { TEXTS } from '@/config/constants'
import { getPlatform } from '@/platform'

export interface ShareCardData {
  title: string
  content: string
  shareUrl: string
  date: string
  imgUrl?: string
  cardParameters?: string
}

/** Shares through the host; outside the app there is no share sheet, so the user is told so. */
export async function shareCard(card: ShareCardData): Promise<boolean> {
  const platform = getPlatform()
  if (platform.kind !== 'native') {
    platform.toast(TEXTS.openInApp)
    return false
  }
  return platform.share({
    title: card.title,
    content: card.content,
    summary: card.content,
    link: card.shareUrl,
    date: card.date,
    cover: card.imgUrl,
    cardParameters: card.cardParameters,
    contentType: 0,
  })
}

export function ShareCard(props: ShareCardData) {
  return (
    <View className="kit-share-card" data-testid="share-card">
      {props.imgUrl ? <Image className="kit-share-card__image" src={props.imgUrl} mode="aspectFill" /> : null}
      <View className="kit-share-card__body">
        <Text className="kit-share-card__title">{props.title}</Text>
        <Text className="kit-share-card__content">{props.content}</Text>
        <Text className="kit-share-card__date">{props.date}</Text>
      </View>
      <View className="kit-share-card__action" data-testid="share-card-action" onClick={() => void shareCard(props)}>
        分享
      </View>
    </View>
  )
}
