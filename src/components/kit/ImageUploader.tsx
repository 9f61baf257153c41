import { Text, View } from '@tarojs/components'
import { Picture } from './Picture'
import Taro from '@tarojs/taro'
import { LIMITS } from '@/config/constants'
import { CONTENT_IMAGE } from './image-alt'
import './kit.css'

/** The mini-program picks at most 9 images per call; more come from further taps. */
export const CHOOSE_IMAGE_BATCH = 9

export interface ImageUploaderProps {
  /** Local paths or URLs of the chosen images. */
  files: string[]
  onChange: (files: string[]) => void
  maxCount?: number
}

/** How many more may be chosen in one call. */
export function remainingChoice(chosen: number, maxCount: number): number {
  return Math.max(0, Math.min(CHOOSE_IMAGE_BATCH, maxCount - chosen))
}

/** Images only (chooseImage), up to 52 in all, no size limit (docs/product.md §5.1). */
export function ImageUploader({ files, onChange, maxCount = LIMITS.uploadMaxCount }: ImageUploaderProps) {
  const count = remainingChoice(files.length, maxCount)
  const choose = async () => {
    if (count === 0) return
    try {
      const { tempFilePaths } = await Taro.chooseImage({
        count,
        sizeType: ['original', 'compressed'],
        sourceType: ['album', 'camera'],
      })
      onChange([...files, ...tempFilePaths].slice(0, maxCount))
    } catch {
      // Cancelled by the user: nothing to do.
    }
  }
  return (
    <View className="kit-uploader" data-testid="image-uploader">
      {files.map((file, index) => (
        <View className="kit-uploader__item" key={`${file}-${index}`}>
          <Picture imgProps={CONTENT_IMAGE} className="kit-uploader__image" src={file} mode="aspectFill" />
          <Text
            className="kit-uploader__remove"
            data-testid="image-uploader-remove"
            onClick={() => onChange(files.filter((_, i) => i !== index))}
          >
            ×
          </Text>
        </View>
      ))}
      {count > 0 ? (
        <View className="kit-uploader__add" data-testid="image-uploader-add" onClick={choose}>
          +
        </View>
      ) : null}
    </View>
  )
}
