import { Text, View } from '@tarojs/components'
import type { HotStock } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { RiseCell } from '@/components/kit'
import { useQuotes } from '@/stores'
import './market.css'

export interface HotStockRowsProps {
  stocks: readonly HotStock[]
  onOpen: (stock: HotStock) => void
}

/** Ranked hot stocks with their rise: the live quote once it arrived, else the list's own figure. */
export const HotStockRows = observer(function HotStockRows({ stocks, onOpen }: HotStockRowsProps) {
  const quotes = useQuotes()
  return (
    <View className="market-rows" data-testid="hot-stock-rows">
      {stocks.map((stock, index) => (
        <View
          key={stock.code}
          className="market-row"
          data-testid="hot-stock-row"
          data-code={stock.code}
          onClick={() => onOpen(stock)}
        >
          <Text className={`market-row__rank${index < 3 ? ' market-row__rank--top' : ''}`}>{index + 1}</Text>
          <View className="market-row__names">
            <Text className="market-row__name">{stock.name}</Text>
            <Text className="market-row__code">{stock.code}</Text>
          </View>
          <RiseCell upRose={quotes.rise(stock.code) ?? stock.up_rose} />
        </View>
      ))}
    </View>
  )
})
