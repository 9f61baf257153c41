import { Text, View } from '@tarojs/components'
import { findRoute } from '@/config/routes'
import { TEXTS } from '@/config/constants'
import { goBackFrom } from '@/navigation/back'

/**
 * Lives, news and short videos are not shown in the mini-program (docs/product.md §6.3). A page of
 * theirs opened there anyway (a shared link) says so, with a way back.
 */
export function MiniProgramBlockedView({ path }: { path: string }) {
  return (
    <View className="state-view" data-testid="mini-program-blocked">
      <Text className="state-view__text">{TEXTS.viewInApp}</Text>
      <Text
        className="state-view__action"
        data-testid="mini-program-blocked-back"
        onClick={() => goBackFrom(findRoute(path)?.pageCode ?? '')}
      >
        返回
      </Text>
    </View>
  )
}
