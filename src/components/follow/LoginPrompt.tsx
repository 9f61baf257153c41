import { Text, View } from '@tarojs/components'
import { useRequireLogin } from '@/stores'
import './follow.css'

export const LOGIN_PROMPT_TEXTS = { login: '去登录' } as const

/**
 * A page whose content belongs to an account, opened without one. Tapping starts the login (app,
 * mini-program) or says to open the app (plain browser): the login gate decides.
 */
export function LoginPrompt({ text }: { text: string }) {
  const requireLogin = useRequireLogin()
  return (
    <View className="login-prompt" data-testid="login-prompt">
      <Text className="login-prompt__text">{text}</Text>
      <Text className="login-prompt__button" data-testid="login-prompt-button" onClick={() => void requireLogin()}>
        {LOGIN_PROMPT_TEXTS.login}
      </Text>
    </View>
  )
}
