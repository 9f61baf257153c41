import { Text } from '@tarojs/components'
import { formatPrice, formatRise, priceDirection, type NumericInput } from '@/lib'
import './kit.css'

export interface PriceCellProps {
  price: NumericInput
  /** The change that decides the colour (red up, green down, grey flat). */
  change: NumericInput
  decimals?: number
}

export function PriceCell({ price, change, decimals = 2 }: PriceCellProps) {
  const direction = priceDirection(change)
  return (
    <Text
      className={`kit-quote kit-quote--${direction.kind}`}
      data-testid="price-cell"
      style={{ color: direction.color }}
    >
      {formatPrice(price, decimals)}
    </Text>
  )
}

/** A stock row's up_rose (hundredths of a percent), e.g. 123 -> '+1.23%' in red. */
export function RiseCell({ upRose }: { upRose: NumericInput }) {
  const direction = priceDirection(upRose)
  return (
    <Text
      className={`kit-quote kit-quote--${direction.kind}`}
      data-testid="rise-cell"
      style={{ color: direction.color }}
    >
      {formatRise(upRose)}
    </Text>
  )
}
