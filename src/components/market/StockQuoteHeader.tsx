import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { QuoteRow } from '@shared/api'
import { formatPrice, priceChange, priceDirection } from '@/lib'
import { PriceCell, RiseCell } from '@/components/kit'
import { MARKET_TEXTS } from './texts'
import './market.css'

export interface StockQuoteHeaderProps {
  code: string
  /** The name the link carried, until the quote names the stock. */
  name: string
  quote: QuoteRow | null
  /** What the screen offers beside the quote (the stock page's watchlist button). */
  action?: ReactNode
}

/** Signed, so a change reads the way its colour does ('+1.20', '-0.35'). */
function signedChange(change: number): string {
  const text = formatPrice(change)
  return change > 0 && text !== '0.00' ? `+${text}` : text
}

/**
 * A stock's quote: price, change and rise, each coloured by the sign of the move (red up, green
 * down: the theme table's rise and fall colours), and '--' before the quote arrived.
 */
export function StockQuoteHeader({ code, name, quote, action }: StockQuoteHeaderProps) {
  const change = quote ? priceChange(quote.price, quote.up_rose) : null
  return (
    <View className="market-quote" data-testid="quote-header">
      <View className="market-quote__names">
        <Text className="market-quote__name" data-testid="quote-name">
          {quote?.name || name || code}
        </Text>
        <Text className="market-quote__code">{code}</Text>
      </View>
      <View className="market-quote__figures">
        {quote ? (
          <PriceCell price={quote.price} change={quote.up_rose} />
        ) : (
          <Text className="market-quote__pending">{MARKET_TEXTS.noQuote}</Text>
        )}
        <View className="market-quote__moves">
          <Text
            className="market-quote__change"
            data-testid="quote-change"
            style={{ color: priceDirection(change).color }}
          >
            {change === null ? MARKET_TEXTS.noQuote : signedChange(change)}
          </Text>
          <RiseCell upRose={quote?.up_rose} />
        </View>
      </View>
      {action}
    </View>
  )
}
