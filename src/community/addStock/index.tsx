import { Text, View } from '@tarojs/components'
import type { StockRef, StockSearchItem } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { SearchBar, useSearchBox } from '@/components/kit'
import { StockResultItem } from '@/components/search'
import { EmptyView, ErrorView, LoadingView, PagedListFooter, PageShell } from '@/components/shell'
import { useLeftHandle, useListQuery, useLoadable } from '@/hooks'
import { performBack } from '@/navigation'
import { useQuotes, useComposer } from '@/stores'
import '../post/pickers.css'

const PATH = 'community/addStock/index'

export const ADD_STOCK_TEXTS = {
  placeholder: '输入股票代码、名称或拼音首字母',
  watchlist: '我的自选',
  hot: '热门股票',
  noMatch: '没有找到相关股票，试试代码、名称或拼音首字母',
} as const

const back = () => performBack({ kind: 'back' })

/** A stock in the lists before a search: watchlist and hot stocks, the ones already added marked. */
const StockChoice = observer(function StockChoice({ stock, onPick }: { stock: StockRef; onPick: () => void }) {
  const composer = useComposer()
  const picked = composer.stocks.some((s) => s.code === stock.code)
  return (
    <View className="picker-row" data-testid="stock-choice" data-code={stock.code} onClick={onPick}>
      <Text className="picker-row__name">{stock.name}</Text>
      <Text className="picker-row__meta">{stock.code}</Text>
      {picked ? <Text className="picker-row__picked">✓</Text> : null}
    </View>
  )
})

const Suggestions = observer(function Suggestions({ pick }: { pick: (stock: StockRef) => void }) {
  const quotes = useQuotes()
  const watchlist = useLoadable(() => quotes.watchlist(), 'watchlist')
  const hot = useLoadable(() => quotes.hotStocks(10), 'hot')
  return (
    <View>
      {watchlist.data && watchlist.data.length > 0 ? (
        <View className="picker-section" data-testid="add-stock-watchlist">
          <Text className="picker-section__title">{ADD_STOCK_TEXTS.watchlist}</Text>
          {watchlist.data.map((stock) => (
            <StockChoice key={stock.code} stock={stock} onPick={() => pick(stock)} />
          ))}
        </View>
      ) : null}
      {hot.data && hot.data.length > 0 ? (
        <View className="picker-section" data-testid="add-stock-hot">
          <Text className="picker-section__title">{ADD_STOCK_TEXTS.hot}</Text>
          {hot.data.map((stock) => (
            <StockChoice key={stock.code} stock={stock} onPick={() => pick(stock)} />
          ))}
        </View>
      ) : null}
    </View>
  )
})

const Results = observer(function Results({ keyword, pick }: { keyword: string; pick: (stock: StockRef) => void }) {
  const quotes = useQuotes()
  const composer = useComposer()
  const list = useListQuery(() => quotes.search(keyword), keyword)
  if (list.loading) return <LoadingView />
  if (list.items.length === 0) {
    return list.error ? <ErrorView onRetry={() => void list.retry()} /> : <EmptyView text={ADD_STOCK_TEXTS.noMatch} />
  }
  return (
    <View data-testid="add-stock-results">
      {list.items.map((stock: StockSearchItem) => (
        <StockResultItem
          key={stock.code}
          stock={stock}
          keyword={keyword}
          onPick={pick}
          picked={composer.stocks.some((s) => s.code === stock.code)}
        />
      ))}
      <PagedListFooter list={list} />
    </View>
  )
})

/** Adds a stock to the post (add-stock): search, the app's watchlist, hot stocks; the app's back comes here first. */
function AddStockPage() {
  const composer = useComposer()
  const { keyword, bar } = useSearchBox()
  useLeftHandle(back)
  const pick = (stock: StockRef) => {
    if (composer.addStock(stock)) back()
  }
  return (
    <PageShell path={PATH}>
      <SearchBar {...bar} placeholder={ADD_STOCK_TEXTS.placeholder} />
      {keyword ? <Results key={keyword} keyword={keyword} pick={pick} /> : <Suggestions pick={pick} />}
    </PageShell>
  )
}

export default observer(AddStockPage)
