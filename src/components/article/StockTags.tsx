import { Text, View } from '@tarojs/components'
import type { StockRef } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatRise, priceDirection } from '@/lib'
import { openStock } from '@/navigation'
import { useQuotes } from '@/stores'
import './article.css'

/** The article's stocks with their rise; a tap opens the stock (app page, or our stock page). */
export const StockTags = observer(function StockTags({ stocks }: { stocks: readonly StockRef[] }) {
  const quotes = useQuotes()
  const codes = stocks.map((s) => s.code).join(',')
  useEffect(() => {
    if (codes) quotes.request(codes.split(','))
  }, [quotes, codes])
  if (stocks.length === 0) return null
  return (
    <View className="stock-tags" data-testid="stock-tags">
      {stocks.map((stock) => {
        const rise = quotes.rise(stock.code)
        const direction = priceDirection(rise)
        return (
          <View
            key={stock.code}
            className="stock-tag"
            data-testid="stock-tag"
            onClick={() => void openStock({ code: stock.code, name: stock.name })}
          >
            <Text className="stock-tag__name">{stock.name}</Text>
            <Text className={`stock-tag__rise kit-quote--${direction.kind}`} style={{ color: direction.color }}>
              {formatRise(rise)}
            </Text>
          </View>
        )
      })}
    </View>
  )
})
