import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { TEXTS } from '@/config/constants'
import './kit.css'

export interface ModalProps {
  visible: boolean
  title?: string
  content?: ReactNode
  confirmText?: string
  cancelText?: string
  /** false: a single confirm button. */
  showCancel?: boolean
  onConfirm: () => void
  onCancel?: () => void
}

/** A confirm dialog over a mask (mask layer); 确认 / 取消 from the constants table. */
export function Modal({
  visible,
  title,
  content,
  confirmText = TEXTS.confirm,
  cancelText = TEXTS.cancel,
  showCancel = true,
  onConfirm,
  onCancel,
}: ModalProps) {
  if (!visible) return null
  return (
    <View className="kit-modal" data-testid="modal">
      <View className="kit-modal__mask" onClick={onCancel} />
      <View className="kit-modal__box">
        {title ? <Text className="kit-modal__title">{title}</Text> : null}
        {content ? <View className="kit-modal__content">{content}</View> : null}
        <View className="kit-modal__actions">
          {showCancel ? (
            <View className="kit-modal__button kit-modal__button--cancel" data-testid="modal-cancel" onClick={onCancel}>
              {cancelText}
            </View>
          ) : null}
          <View
            className="kit-modal__button kit-modal__button--confirm"
            data-testid="modal-confirm"
            onClick={onConfirm}
          >
            {confirmText}
          </View>
        </View>
      </View>
    </View>
  )
}
