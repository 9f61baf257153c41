import { Text, View } from '@tarojs/components'
import type { StockSearchItem } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { HighlightText } from '@/components/kit'
import { formatRise, priceDirection } from '@/lib'
import { openStock } from '@/navigation'
import { useQuotes } from '@/stores'
import './search.css'

/**
 * One stock found by code, name or pinyin initials: the part that matched is marked wherever it is,
 * the initials included, so a search for gzmt shows why 贵州茅台 came up. Tapping opens the stock page.
 */
export const StockResultItem = observer(function StockResultItem({
  stock,
  keyword,
  onPick,
  picked = false,
}: {
  stock: StockSearchItem
  keyword: string
  /** Picking (the composer's add-stock) instead of opening the stock page. */
  onPick?: (stock: StockSearchItem) => void
  picked?: boolean
}) {
  const quotes = useQuotes()
  const quote = quotes.quote(stock.code)
  const rise = quote?.up_rose
  return (
    <View
      className="stock-result"
      data-testid="stock-result"
      data-code={stock.code}
      data-picked={picked ? '1' : '0'}
      onClick={() => (onPick ? onPick(stock) : void openStock({ code: stock.code, name: stock.name }))}
    >
      <View className="stock-result__main">
        <HighlightText className="stock-result__name" text={stock.name} keyword={keyword} />
        <View className="stock-result__sub">
          <HighlightText className="stock-result__code" text={stock.code} keyword={keyword} />
          <HighlightText className="stock-result__initials" text={stock.initials.toUpperCase()} keyword={keyword} />
        </View>
      </View>
      {picked ? <Text className="stock-result__picked">✓</Text> : null}
      {rise === undefined ? null : (
        <Text className="stock-result__rise" style={{ color: priceDirection(rise).color }}>
          {formatRise(rise)}
        </Text>
      )}
    </View>
  )
})
