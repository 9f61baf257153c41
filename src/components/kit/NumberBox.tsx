import { Text, View } from '@tarojs/components'
import { LIMITS } from '@/config/constants'
import { clamp } from '@/lib'
import './kit.css'

export interface NumberBoxProps {
  value: number
  onChange: (value: number) => void
  min?: number
  max?: number
  step?: number
}

export function NumberBox({
  value,
  onChange,
  min = LIMITS.numberBoxMin,
  max = Number.MAX_SAFE_INTEGER,
  step = 1,
}: NumberBoxProps) {
  const shown = clamp(value, min, max)
  const change = (next: number) => {
    const bounded = clamp(next, min, max)
    if (bounded !== shown) onChange(bounded)
  }
  return (
    <View className="kit-number-box" data-testid="number-box">
      <View
        className={`kit-number-box__button${shown <= min ? ' kit-number-box__button--disabled' : ''}`}
        data-testid="number-box-minus"
        onClick={() => change(shown - step)}
      >
        -
      </View>
      <Text className="kit-number-box__value" data-testid="number-box-value">
        {shown}
      </Text>
      <View
        className={`kit-number-box__button${shown >= max ? ' kit-number-box__button--disabled' : ''}`}
        data-testid="number-box-plus"
        onClick={() => change(shown + step)}
      >
        +
      </View>
    </View>
  )
}
