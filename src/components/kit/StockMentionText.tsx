import { Text } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import type { StockRef } from '@shared/api'
import { formatRise, mentionedStockCodes, priceDirection, splitStockMentions, type StockMention } from '@/lib'
import { openStock } from '@/navigation'
import { useQuotes } from '@/stores'
import './kit.css'

export interface StockMentionTextProps {
  text: string
  className?: string
  /** Stocks the item names (its tags): a mention by name only takes its code from here. */
  stocks?: readonly StockRef[]
  /** Ask for the mentioned stocks' quotes (off where the list already asks for its items' stocks). */
  requestQuotes?: boolean
  /** Passed to the outer Text (post bodies can be selected and copied). */
  selectable?: boolean
}

function codeOf(mention: StockMention, stocks: readonly StockRef[] | undefined): string | null {
  return mention.code ?? stocks?.find((stock) => stock.name === mention.name)?.code ?? null
}

/** One mention: the stock's name as a link, its change in red or green once the quote is in (§5.5). */
const MentionLink = observer(function MentionLink({ name, code }: { name: string; code: string | null }) {
  const rise = useQuotes().rise(code ?? '')
  if (code === null) {
    // No code to open: the name reads as a stock, without the raw markers, but is not a link.
    return <Text className="stock-mention stock-mention--plain">{name}</Text>
  }
  const direction = priceDirection(rise ?? null)
  const open = (event: ITouchEvent) => {
    // A mention inside a card opens the stock, not the card.
    event.stopPropagation()
    void openStock({ code, name })
  }
  return (
    <Text className="stock-mention" data-testid="stock-mention" data-code={code} onClick={open}>
      {name}
      {rise === undefined ? null : (
        <Text
          className={`stock-mention__rise kit-quote kit-quote--${direction.kind}`}
          data-direction={direction.kind}
          style={{ color: direction.color }}
        >
          {` ${formatRise(rise)}`}
        </Text>
      )}
    </Text>
  )
})

/**
 * User or editorial text with its stock mentions (`$贵州茅台(SH600519)$`) drawn as links to the stock
 * (docs/product.md §5.5). Text without a mention renders as one plain Text.
 */
export function StockMentionText({ text, className, stocks, requestQuotes = true, selectable }: StockMentionTextProps) {
  const pieces = useMemo(() => splitStockMentions(text), [text])
  const codes = useMemo(() => mentionedStockCodes(text).join(','), [text])
  const quotes = useQuotes()
  useEffect(() => {
    if (requestQuotes && codes) quotes.request(codes.split(','))
  }, [quotes, codes, requestQuotes])
  const select = selectable ? { userSelect: true, selectable: true } : {}
  if (!pieces.some((piece) => piece.kind === 'stock')) {
    return (
      <Text className={className} {...select}>
        {text}
      </Text>
    )
  }
  return (
    <Text className={className} {...select}>
      {pieces.map((piece, index) =>
        // Plain pieces stay text nodes (no element each: a long feed counts its nodes). Index keys: the pieces are a
        // pure function of the text and never reorder.
        piece.kind === 'stock' ? <MentionLink key={index} name={piece.name} code={codeOf(piece, stocks)} /> : piece.raw,
      )}
    </Text>
  )
}
