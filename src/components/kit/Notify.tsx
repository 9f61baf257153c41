import { Text, View } from '@tarojs/components'
import { DURATIONS } from '@/config/constants'
import { useAutoClose } from './Toast'
import './kit.css'

export type NotifyType = 'primary' | 'success' | 'warning' | 'danger'

export interface NotifyProps {
  text: string
  visible: boolean
  onClose: () => void
  type?: NotifyType
  durationMs?: number
}

/** A banner at the top of the page for 3 s (top-tips layer, under the navigation bar's level). */
export function Notify({ text, visible, onClose, type = 'primary', durationMs = DURATIONS.notifyMs }: NotifyProps) {
  useAutoClose(visible, durationMs, onClose)
  if (!visible || !text) return null
  return (
    <View className={`kit-notify kit-notify--${type}`} data-testid="notify" onClick={onClose}>
      <Text>{text}</Text>
    </View>
  )
}
