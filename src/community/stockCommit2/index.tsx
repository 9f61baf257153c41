import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { HotStockRows, MARKET_TEXTS } from '@/components/market'
import { PageShell } from '@/components/shell'
import { useLoadable } from '@/hooks'
import { openStockBoard } from '@/navigation'
import { useQuotes } from '@/stores'

const PATH = 'community/stockCommit2/index'
/** How many hot stocks the board ranks (the hot list's own length). */
const HOT_STOCK_COUNT = 10

/** The hot-stocks board (red theme, docs/product.md §4.17): each stock opens its comment board. */
function HotStocksBoard() {
  const quotes = useQuotes()
  const hot = useLoadable(() => quotes.hotStocks(HOT_STOCK_COUNT), 'hot')
  const stocks = hot.data ?? []
  return (
    <PageShell
      path={PATH}
      loading={hot.loading && hot.data === null}
      error={hot.data === null ? hot.error : null}
      empty={hot.data !== null && stocks.length === 0}
      emptyText={MARKET_TEXTS.noHotStocks}
      onRetry={() => void hot.reload()}
    >
      <View className="hot-stocks-board" data-testid="hot-stocks-board">
        <View className="market-bar">
          <Text className="market-bar__title">{MARKET_TEXTS.hotStocks}</Text>
        </View>
        <Text className="market-hint">{MARKET_TEXTS.hotHint}</Text>
        <HotStockRows stocks={stocks} onOpen={(stock) => void openStockBoard(stock)} />
      </View>
    </PageShell>
  )
}

export default observer(HotStocksBoard)
