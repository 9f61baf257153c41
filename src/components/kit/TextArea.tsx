import { Textarea, Text, View } from '@tarojs/components'
import { LIMITS } from '@/config/constants'
import './kit.css'

export interface TextAreaProps {
  value: string
  onChange: (value: string) => void
  placeholder?: string
  maxLength?: number
}

/** Counts characters as the user sees them (an emoji is one), which is also what the cap cuts by. */
export function countChars(text: string): number {
  return Array.from(text).length
}

export function limitChars(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length > max ? chars.slice(0, max).join('') : text
}

/** A textarea with a live 'n/140' counter. */
export function TextArea({ value, onChange, placeholder, maxLength = LIMITS.textareaMaxLength }: TextAreaProps) {
  return (
    <View className="kit-textarea" data-testid="textarea">
      <Textarea
        className="kit-textarea__input"
        value={value}
        placeholder={placeholder}
        maxlength={maxLength}
        onInput={(event) => onChange(limitChars(event.detail.value, maxLength))}
      />
      <Text className="kit-textarea__counter" data-testid="textarea-counter">
        {`${countChars(value)}/${maxLength}`}
      </Text>
    </View>
  )
}
