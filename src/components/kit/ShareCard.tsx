import { Text, View } from '@tarojs/components'
import { Picture } from './Picture'
import { shareCard, type ShareCardData } from '@/hooks/host-actions'
import { CONTENT_IMAGE } from './image-alt'
import './kit.css'

export type { ShareCardData }

export function ShareCard(props: ShareCardData) {
  return (
    <View className="kit-share-card" data-testid="share-card">
      {props.imgUrl ? (
        <Picture imgProps={CONTENT_IMAGE} className="kit-share-card__image" src={props.imgUrl} mode="aspectFill" />
      ) : null}
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
