import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { DURATIONS } from '@/config/constants'
import './kit.css'

export interface ToastProps {
  text: string
  visible: boolean
  /** Called when the duration has passed. */
  onClose: () => void
  durationMs?: number
}

/** A declarative toast for pages that keep it in state; above everything (--z-toast). */
export function Toast({ text, visible, onClose, durationMs = DURATIONS.toastMs }: ToastProps) {
  useAutoClose(visible, durationMs, onClose)
  if (!visible || !text) return null
  return (
    <View className="kit-toast" data-testid="toast">
      <Text className="kit-toast__text">{text}</Text>
    </View>
  )
}

/** Closes a transient message after its duration; restarting when it is shown again. */
export function useAutoClose(visible: boolean, durationMs: number, onClose: () => void): void {
  useEffect(() => {
    if (!visible) return
    const timer = setTimeout(onClose, durationMs)
    return () => clearTimeout(timer)
    // onClose identity changes each render; the timer follows visibility only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, durationMs])
}
