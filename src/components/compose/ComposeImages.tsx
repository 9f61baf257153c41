import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/kit'
import { observer } from 'mobx-react-lite'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { CONTENT_IMAGE } from '@/components/kit/image-alt'
import './compose.css'
import type { PostComposer } from '@/stores'
import type { ReadonlyDeep } from '@/lib'

export const COMPOSE_IMAGE_TEXTS = { retry: '重试', failed: '上传失败' } as const

/** The post's images: progress while each uploads, retry or remove when one failed, + while there is room. */
export const ComposeImages = observer(function ComposeImages({ composer }: { composer: ReadonlyDeep<PostComposer> }) {
  const room = composer.images.length < CONTENT_LIMITS.images
  return (
    <View className="compose-images" data-testid="compose-images">
      {composer.images.map((image) => (
        <View key={image.id} className="compose-images__item" data-testid="compose-image" data-state={image.state}>
          <Picture
            imgProps={CONTENT_IMAGE}
            className="compose-images__image"
            src={image.url ?? image.localPath}
            mode="aspectFill"
          />
          {image.state === 'uploading' ? (
            <Text className="compose-images__progress">{`${Math.round(image.progress)}%`}</Text>
          ) : null}
          {image.state === 'failed' ? (
            <View className="compose-images__failed">
              <Text>{COMPOSE_IMAGE_TEXTS.failed}</Text>
              <Text
                className="compose-images__retry"
                data-testid="compose-image-retry"
                onClick={() => composer.retryImage(image.id)}
              >
                {COMPOSE_IMAGE_TEXTS.retry}
              </Text>
            </View>
          ) : null}
          <Text
            className="compose-images__remove"
            data-testid="compose-image-remove"
            onClick={() => composer.removeImage(image.id)}
          >
            ×
          </Text>
        </View>
      ))}
      {room ? (
        <View className="compose-images__add" data-testid="compose-image-add" onClick={() => void composer.addImages()}>
          +
        </View>
      ) : null}
    </View>
  )
})
