import { Textarea, Text, View } from '@tarojs/components'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { countChars, limitChars } from '@shared/text-length'
import { stopLineCounting } from '@/hooks/textarea-line-count'
import './kit.css'

export interface TextAreaProps {
  value: string
  onChange: (value: string) => void
  placeholder?: string
  maxLength?: number
}

/**
 * A textarea with a live 'n/140' counter. The counter and the cut count characters as a person does and as the
 * server does (types/text-length.ts); the browser's own maxlength is off, since it counts UTF-16 units and would
 * cut an emoji-rich text sooner than the counter says.
 */
export function TextArea({ value, onChange, placeholder, maxLength = CONTENT_LIMITS.comment }: TextAreaProps) {
  return (
    <View className="kit-textarea" data-testid="textarea">
      <Textarea
        ref={stopLineCounting}
        className="kit-textarea__input"
        value={value}
        placeholder={placeholder}
        maxlength={-1}
        onInput={(event) => onChange(limitChars(event.detail.value, maxLength))}
      />
      <Text className="kit-textarea__counter" data-testid="textarea-counter">
        {`${countChars(value)}/${maxLength}`}
      </Text>
    </View>
  )
}
