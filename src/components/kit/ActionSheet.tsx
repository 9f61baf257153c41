import { Text, View } from '@tarojs/components'
import { TEXTS } from '@/config/constants'
import './kit.css'

export interface ActionSheetItem {
  key: string
  label: string
}

export interface ActionSheetProps {
  visible: boolean
  title?: string
  /** A line under the title shown whole, however long (an address the person is asked about). */
  detail?: string
  items: readonly ActionSheetItem[]
  onSelect: (key: string) => void
  onCancel: () => void
}

/** Choices sliding up from the bottom over a mask, with 取消 under them; a tap on the mask cancels too. */
export function ActionSheet({ visible, title, detail, items, onSelect, onCancel }: ActionSheetProps) {
  if (!visible) return null
  return (
    <View className="kit-sheet" data-testid="action-sheet">
      <View className="kit-modal__mask" onClick={onCancel} />
      <View className="kit-sheet__panel" role="dialog" aria-label={title}>
        {title ? <Text className="kit-sheet__title">{title}</Text> : null}
        {detail ? (
          <Text className="kit-sheet__detail" data-testid="action-sheet-detail" userSelect>
            {detail}
          </Text>
        ) : null}
        {items.map((item) => (
          <View
            key={item.key}
            className="kit-sheet__item"
            data-testid="action-sheet-item"
            data-key={item.key}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </View>
        ))}
        <View className="kit-sheet__item kit-sheet__cancel" data-testid="action-sheet-cancel" onClick={onCancel}>
          {TEXTS.cancel}
        </View>
      </View>
    </View>
  )
}
