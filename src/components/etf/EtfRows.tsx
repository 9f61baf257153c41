import { Text, View } from '@tarojs/components'
import type { Etf } from '@shared/api'
import { RiseCell } from '@/components/kit'

/** ETFs with their code, theme and rise (red up, green down). */
export function EtfRows({ etfs }: { etfs: readonly Etf[] }) {
  return (
    <View className="etf-rows">
      {etfs.map((etf) => (
        <View key={etf.fundCode} className="etf-row" data-testid="etf-row" data-code={etf.fundCode}>
          <View className="etf-row__names">
            <Text className="etf-row__name">{etf.fundName}</Text>
            <Text className="etf-row__meta">
              {etf.trackIndex ? `${etf.fundCode} · ${etf.trackIndex}` : etf.fundCode}
            </Text>
          </View>
          <RiseCell upRose={etf.up_rose} />
        </View>
      ))}
    </View>
  )
}
