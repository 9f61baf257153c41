import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FeedList, NewItemsPill, PagedFeed, POST_BUTTON_TEXTS, PostButton, feedShellState } from '@/components/feed'
import { MARKET_TEXTS, StockQuoteHeader } from '@/components/market'
import { PageShell } from '@/components/shell'
import { useListQuery, useLoadable } from '@/hooks'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { cleanStockCode, presentText } from '@/lib'
import { openFeedItem } from '@/navigation'
import { useDynamics, useQuotes, useSession, type DynamicEntity } from '@/stores'

const PATH = 'community/stockCommit/index'

/**
 * A stock's comment board (docs/product.md §4.17): the quote on top, the stock's comments below
 * (getMessageInfoListByStockCode), and 发表股评 into the composer with the stock filled in.
 */
const Board = observer(function Board({
  code,
  name,
  articleId,
}: {
  code: string
  name: string
  articleId: string | null
}) {
  const dynamics = useDynamics()
  const quotes = useQuotes()
  const session = useSession()
  const quote = useLoadable(() => quotes.load(code), code)
  // The 'stock' feed: a post naming this stock heads it as soon as it is sent (DynamicStore.notePublished).
  const list = useListQuery(() => dynamics.feed({ kind: 'stock', code }), `${code}|${session.accountId}`)
  const shell = feedShellState(list)
  // The comment a card was opened from leads the board, when it is about this stock.
  const focus = useLoadable(() => dynamics.detail(articleId), articleId ?? '')
  const focused = focus.data?.stocks.some((stock) => stock.code.toUpperCase() === code) ? focus.data : null
  const open = (item: DynamicEntity) => void openFeedItem(item, (id) => dynamics.articleInfo(id), { stockBoard: code })
  return (
    <PageShell
      path={PATH}
      title={quote.data?.name || name || undefined}
      {...shell}
      // No comments yet still shows the quote and the way to write the first one.
      empty={false}
      onRetry={() => {
        void quote.reload()
        shell.onRetry()
      }}
      onRefresh={() => Promise.all([quote.reload(), list.refresh()])}
    >
      <View className="stock-board" data-testid="stock-board" data-code={code}>
        <StockQuoteHeader code={code} name={name} quote={quote.data} />
        <View className="market-bar">
          <Text className="market-bar__title">{MARKET_TEXTS.comments}</Text>
          <PostButton label={POST_BUTTON_TEXTS.stock} code={code} name={quote.data?.name || name} />
        </View>
        {focused ? (
          <View className="stock-board__focus" data-testid="board-focus">
            <Text className="market-hint">{MARKET_TEXTS.focused}</Text>
            <FeedList items={[focused]} onOpen={open} />
          </View>
        ) : null}
        <NewItemsPill list={list} />
        {shell.empty ? (
          <Text className="market-hint" data-testid="board-empty">
            {MARKET_TEXTS.emptyComments}
          </Text>
        ) : (
          <PagedFeed list={list} onOpen={open} />
        )}
      </View>
    </PageShell>
  )
})

function StockCommentBoard() {
  const { params } = useRouteInfo(PATH)
  const code = cleanStockCode(params.code)
  if (code === null) return <PageShell path={PATH} empty emptyText={MARKET_TEXTS.badCode} />
  return <Board key={code} code={code} name={params.name ?? ''} articleId={presentText(params.articleId)} />
}

export default observer(StockCommentBoard)
