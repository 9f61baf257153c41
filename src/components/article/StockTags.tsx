import { Text, View } from '@tarojs/components'
import type { QuoteRow, StockRef } from '@shared/api'
import { useEffect, useState } from 'react'
import { api } from '@/api'
import { formatRise, priceDirection } from '@/lib'
import { openStock } from '@/navigation'

/** The article's stocks with their rise; a tap opens the stock (app page, or our stock page). */
export function StockTags({ stocks }: { stocks: readonly StockRef[] }) {
  const rises = useStockRises(stocks)
  if (stocks.length === 0) return null
  return (
    <View className="stock-tags" data-testid="stock-tags">
      {stocks.map((stock) => {
        const rise = rises.get(stock.code.toUpperCase())
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
}

/** Rises by upper-case code; a failed quote leaves '--' rather than hiding the tags. */
function useStockRises(stocks: readonly StockRef[]): Map<string, number> {
  const [rises, setRises] = useState(() => new Map<string, number>())
  const codes = stocks.map((s) => s.code).join(',')
  useEffect(() => {
    if (!codes) return
    let alive = true
    api.quote
      .query(codes.split(','))
      .then((rows: QuoteRow[]) => {
        if (alive) setRises(new Map(rows.map((row) => [row.code.toUpperCase(), row.up_rose])))
      })
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [codes])
  return rises
}
