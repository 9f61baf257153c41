import { Text, View } from '@tarojs/components'
import type { QuoteRow } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { PagedFeed, POST_BUTTON_TEXTS, PostButton } from '@/components/feed'
import { PriceCell, RiseCell } from '@/components/kit'
import { PageShell } from '@/components/shell'
import { TEXTS } from '@/config/constants'
import { useListQuery, useLoadable } from '@/hooks'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { useDynamics, useQuotes, useSession } from '@/stores'
import './stock.css'

const PATH = 'subPackages-stock/pages/stock/stock'

/** Market prefix plus code, as the quote service and the server know them (SH600519, HK00700 ...). */
export function cleanStockCode(raw: string | undefined): string | null {
  const code = (raw ?? '').trim().toUpperCase()
  return /^[A-Z]{2}[0-9A-Z]{1,10}$/.test(code) ? code : null
}

function QuoteHeader({ code, name, quote }: { code: string; name: string; quote: QuoteRow | null }) {
  const quotes = useQuotes()
  return (
    <View className="stock-header" data-testid="stock-header">
      <View className="stock-header__names">
        <Text className="stock-header__name" data-testid="stock-name">
          {quote?.name || name || code}
        </Text>
        <Text className="stock-header__code">{code}</Text>
      </View>
      <View className="stock-header__quote">
        {quote ? <PriceCell price={quote.price} change={quote.up_rose} /> : <Text>--</Text>}
        <RiseCell upRose={quote?.up_rose} />
      </View>
      <View
        className="stock-header__watch"
        data-testid="watchlist-button"
        onClick={() => void quotes.addToWatchlist(code)}
      >
        + 自选
      </View>
    </View>
  )
}

const StockDynamics = observer(function StockDynamics({
  code,
  reachBottom,
}: {
  code: string
  reachBottom: { current: (() => void) | null }
}) {
  const dynamics = useDynamics()
  const session = useSession()
  // The shared feed cards: likes, opening by kind and stock rises behave as on every other feed.
  const list = useListQuery(() => dynamics.feed({ kind: 'stock', code }), `${code}|${session.accountId}`)
  reachBottom.current = () => void list.loadMore()
  let state: JSX.Element | null = null
  if (list.items.length === 0) {
    if (list.loading) state = <Text className="comment-list__state">{TEXTS.loading}</Text>
    else if (list.error)
      state = (
        <Text className="comment-list__state" data-testid="dynamics-error" onClick={() => void list.retry()}>
          {TEXTS.loadFailed}
        </Text>
      )
    else if (list.loaded)
      state = (
        <Text className="comment-list__state" data-testid="dynamics-empty">
          还没有人讨论这只股票
        </Text>
      )
  }
  return (
    <View className="stock-dynamics" data-testid="stock-dynamics">
      <Text className="comment-list__title">社区动态</Text>
      <PagedFeed list={list} />
      {state}
    </View>
  )
})

/** The stock page (mini-program path, also the H5 stock target): quote, watchlist, community dynamics. */
function StockPage() {
  const { params } = useRouteInfo(PATH)
  const code = cleanStockCode(params.code)
  const name = params.name ?? ''
  const quotes = useQuotes()
  const quote = useLoadable(() => quotes.load(code), code ?? '')
  const reachBottom = useRef<(() => void) | null>(null)

  return (
    <PageShell
      path={PATH}
      title={name || undefined}
      loading={quote.loading && quote.version === 0}
      error={quote.error}
      empty={code === null}
      emptyText="股票代码有误"
      onRetry={quote.reload}
      onReachBottom={() => reachBottom.current?.()}
    >
      {code ? (
        <View className="stock-page" data-testid="stock-page">
          <QuoteHeader code={code} name={name} quote={quote.data} />
          <StockDynamics code={code} reachBottom={reachBottom} />
          <PostButton
            label={POST_BUTTON_TEXTS.stock}
            code={code}
            name={name}
            className="post-button post-button--floating"
          />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(StockPage)
