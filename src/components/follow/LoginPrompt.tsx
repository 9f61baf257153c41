import { Text, View } from '@tarojs/components'
import { appEntryOffer } from '@/hooks'
import { useRequireLogin } from '@/stores'
import './follow.css'

export const LOGIN_PROMPT_TEXTS = {
  login: '去登录',
  openInApp: '在App中打开',
  download: '下载App',
  browserHint: '登录需在App内完成',
  noAppEntry: '请在App内打开后操作',
} as const

/**
 * A page whose content belongs to an account, opened without one. In the app and the mini-program the tap logs in;
 * a plain browser cannot, so there the prompt offers what it can (docs/product.md §6.4): open this page in the app,
 * download the app, or, with neither configured, says to open it in the app, with no button that only toasts.
 */
export function LoginPrompt({ text }: { text: string }) {
  const requireLogin = useRequireLogin()
  const offer = appEntryOffer()
  if (!offer) {
    return (
      <View className="login-prompt" data-testid="login-prompt">
        <Text className="login-prompt__text">{text}</Text>
        <Text className="login-prompt__button" data-testid="login-prompt-button" onClick={() => void requireLogin()}>
          {LOGIN_PROMPT_TEXTS.login}
        </Text>
      </View>
    )
  }
  const { openInAppLink, downloadLink, go } = offer
  const anything = openInAppLink !== null || downloadLink !== null
  return (
    <View className="login-prompt" data-testid="login-prompt">
      <Text className="login-prompt__text">{text}</Text>
      <Text className="login-prompt__hint" data-testid="login-prompt-hint">
        {anything ? LOGIN_PROMPT_TEXTS.browserHint : LOGIN_PROMPT_TEXTS.noAppEntry}
      </Text>
      {openInAppLink ? (
        <Text className="login-prompt__button" data-testid="login-prompt-open-app" onClick={() => go(openInAppLink)}>
          {LOGIN_PROMPT_TEXTS.openInApp}
        </Text>
      ) : null}
      {downloadLink ? (
        <Text
          className={openInAppLink ? 'login-prompt__link' : 'login-prompt__button'}
          data-testid="login-prompt-download"
          onClick={() => go(downloadLink)}
        >
          {LOGIN_PROMPT_TEXTS.download}
        </Text>
      ) : null}
    </View>
  )
}
