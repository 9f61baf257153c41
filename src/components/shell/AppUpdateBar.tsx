import { Text, View } from '@tarojs/components'
import { LAYERS, TEXTS } from '@/config/constants'
import { useAppUpdate } from '@/hooks/useAppUpdate'

/**
 * H5: a quiet bar over the bottom of the page when a new deployment is ready, shown on the next in-app navigation
 * (docs/product.md §8.6). 刷新 lets the new version take over and reloads; × keeps reading the open version.
 */
export function AppUpdateBar() {
  const { offered, refresh, dismiss } = useAppUpdate()
  if (!offered) return null
  return (
    <View className="app-update-bar" role="status" data-testid="app-update-bar" style={{ zIndex: LAYERS.noNetwork }}>
      <Text className="app-update-bar__text">{TEXTS.newVersion}</Text>
      <View className="app-update-bar__action" role="button" data-testid="app-update-refresh" onClick={refresh}>
        {TEXTS.refresh}
      </View>
      <View className="app-update-bar__close" role="button" aria-label={TEXTS.close} onClick={dismiss}>
        ×
      </View>
    </View>
  )
}
