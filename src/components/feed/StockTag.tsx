import { Text } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { StockRef } from '@shared/api'
import { formatRise, priceDirection } from '@/lib'
import { openStock } from '@/navigation'
import { useQuotes } from '@/stores'

/** A stock a dynamic mentions, by name (never the raw `$…$` markers), with its live rise once the quote arrived (red up, green down). */
export const StockTag = observer(function StockTag({ stock }: { stock: StockRef }) {
  const rise = useQuotes().rise(stock.code)
  const direction = priceDirection(rise ?? null)
  const open = (event: ITouchEvent) => {
    event.stopPropagation()
    void openStock({ code: stock.code, name: stock.name })
  }
  return (
    <Text
      className={`feed-card__stock feed-card__stock--${direction.kind}`}
      data-testid="stock-tag"
      data-direction={direction.kind}
      style={{ color: direction.color }}
      onClick={open}
    >
      {rise === undefined ? stock.name : `${stock.name} ${formatRise(rise)}`}
    </Text>
  )
})
