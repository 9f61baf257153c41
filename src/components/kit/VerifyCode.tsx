import { Input, View } from '@tarojs/components'
import { useState } from 'react'
import { LIMITS } from '@/config/constants'
import { useCountdown } from '@/hooks/useCountdown'
import './kit.css'

export const VERIFY_CODE_TEXTS = {
  send: '获取验证码',
  sending: '发送中...',
  resendAfter: (seconds: number) => `${seconds}s后重新获取`,
  placeholder: '请输入验证码',
} as const

export interface VerifyCodeButtonProps {
  /** Sends the code; false or a rejection leaves the button ready to try again. */
  onSend: () => Promise<boolean | void> | boolean | void
  seconds?: number
}

/** The 60-second resend countdown starts only after the code was sent. */
export function VerifyCodeButton({ onSend, seconds = LIMITS.verifyCodeSeconds }: VerifyCodeButtonProps) {
  const { left, start } = useCountdown(seconds)
  const [sending, setSending] = useState(false)
  const disabled = sending || left > 0
  const send = async () => {
    if (disabled) return
    setSending(true)
    try {
      if ((await onSend()) !== false) start()
    } catch {
      // The caller reports the failure; the button simply stays available.
    } finally {
      setSending(false)
    }
  }
  const text = sending
    ? VERIFY_CODE_TEXTS.sending
    : left > 0
      ? VERIFY_CODE_TEXTS.resendAfter(left)
      : VERIFY_CODE_TEXTS.send
  return (
    <View
      className={`kit-verify-button${disabled ? ' kit-verify-button--disabled' : ''}`}
      data-testid="verify-code-button"
      onClick={send}
    >
      {text}
    </View>
  )
}

/** Digits only, at most six of them. */
export function cleanVerifyCode(input: string, length: number = LIMITS.verifyCodeLength): string {
  return input.replace(/\D/g, '').slice(0, length)
}

export interface VerifyCodeInputProps {
  value: string
  onChange: (code: string) => void
  /** Called once the code has all its digits. */
  onComplete?: (code: string) => void
}

export function VerifyCodeInput({ value, onChange, onComplete }: VerifyCodeInputProps) {
  return (
    <Input
      className="kit-verify-input"
      type="number"
      value={value}
      maxlength={LIMITS.verifyCodeLength}
      placeholder={VERIFY_CODE_TEXTS.placeholder}
      onInput={(event) => {
        const code = cleanVerifyCode(event.detail.value)
        onChange(code)
        if (code.length === LIMITS.verifyCodeLength) onComplete?.(code)
      }}
    />
  )
}
