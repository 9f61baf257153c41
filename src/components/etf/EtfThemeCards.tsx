import { Text, View } from '@tarojs/components'
import type { EtfTheme } from '@shared/api'
import { RiseCell } from '@/components/kit'

/** How many of a theme's ETFs its card names. */
const NAMED_ETFS = 3

/** Themes with their average rise and the ETFs that make them. */
export function EtfThemeCards({ themes }: { themes: readonly EtfTheme[] }) {
  return (
    <View className="etf-themes">
      {themes.map((theme) => (
        <View key={theme.themeId} className="etf-theme" data-testid="etf-theme" data-theme-id={theme.themeId}>
          <Text className="etf-theme__name">{theme.name}</Text>
          <RiseCell upRose={theme.up_rose} />
          <Text className="etf-theme__etfs">
            {theme.etfs
              .slice(0, NAMED_ETFS)
              .map((etf) => etf.fundName)
              .join('、')}
          </Text>
        </View>
      ))}
    </View>
  )
}
