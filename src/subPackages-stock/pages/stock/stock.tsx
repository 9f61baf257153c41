import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { analyticsPageName, trackProductDetailView } from '@/analytics'
import { PagedFeed, POST_BUTTON_TEXTS, PostButton } from '@/components/feed'
import { StockQuoteHeader } from '@/components/market'
import { ActionSheet, type ActionSheetItem } from '@/components/kit'
import { PageShell } from '@/components/shell'
import { TEXTS } from '@/config/constants'
import { findRoute } from '@/config/routes'
import { cleanStockCode } from '@/lib'
import { useListQuery, useLoadable } from '@/hooks'
import { useRouteInfo } from '@/hooks/useRouteInfo'
import { useDynamics, useQuotes, useSession, useWatchlist, WATCHLIST_TEXTS, type WatchState } from '@/stores'
import { IntradayChart } from './intraday-chart'
import './stock.css'

const PATH = 'subPackages-stock/pages/stock/stock'

export const WATCH_BUTTON_TEXTS: Record<WatchState | 'busy', string> = {
  unknown: '+ 自选',
  absent: '+ 自选',
  present: '已自选',
  busy: '添加中',
  'app-only': '+ 自选',
}

/**
 * In the app: whether the stock is in the watchlist, and adding it, into the group the person picks when the app has
 * several (docs/product.md §4.16). Elsewhere the tap says to open the app.
 */
const WatchButton = observer(function WatchButton({ code }: { code: string }) {
  const watchlist = useWatchlist()
  const [choices, setChoices] = useState<readonly ActionSheetItem[] | null>(null)
  useEffect(() => void watchlist.check(code), [watchlist, code])
  const state = watchlist.state(code)
  const busy = watchlist.isBusy(code)
  const onTap = async () => {
    if (watchlist.state(code) === 'present' || watchlist.isBusy(code)) return
    if (watchlist.state(code) === 'app-only') return void watchlist.add(code)
    const groups = await watchlist.groups()
    if (groups.length > 1) setChoices(groups.map((group) => ({ key: group.id, label: group.name })))
    else void watchlist.add(code, groups[0]?.id)
  }
  const pick = (groupId: string) => {
    setChoices(null)
    void watchlist.add(code, groupId)
  }
  return (
    <>
      <View
        className={`stock-header__watch stock-header__watch--${busy ? 'busy' : state}`}
        data-testid="watchlist-button"
        data-state={state}
        onClick={() => void onTap()}
      >
        {WATCH_BUTTON_TEXTS[busy ? 'busy' : state]}
      </View>
      <ActionSheet
        visible={choices !== null}
        title={WATCHLIST_TEXTS.pickGroup}
        items={choices ?? []}
        onSelect={pick}
        onCancel={() => setChoices(null)}
      />
    </>
  )
})

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

/** Once per stock shown (docs/product.md §4.16). */
function useProductDetailView(code: string | null, name: string, params: Record<string, string | undefined>) {
  useEffect(() => {
    const entry = findRoute(PATH)
    if (!code || !entry) return
    trackProductDetailView(analyticsPageName(entry, params), {
      productCode: code,
      productName: name,
      productType: 'stock',
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code])
}

/** The stock page (mini-program path, also the H5 stock target): quote, watchlist, intraday, community dynamics. */
function StockPage() {
  const { params } = useRouteInfo(PATH)
  const code = cleanStockCode(params.code)
  const name = params.name ?? ''
  const quotes = useQuotes()
  const quote = useLoadable(() => quotes.load(code), code ?? '')
  const reachBottom = useRef<(() => void) | null>(null)
  useProductDetailView(code, name, params)
  // The address's name is only what the link said (name=x): once the quote is in, its name is the stock's.
  const shownName = quote.data?.name || name

  return (
    <PageShell
      path={PATH}
      title={shownName || undefined}
      loading={quote.loading && quote.version === 0}
      error={quote.error}
      empty={code === null}
      emptyText="股票代码有误"
      onRetry={quote.reload}
      onReachBottom={() => reachBottom.current?.()}
    >
      {code ? (
        <View className="stock-page" data-testid="stock-page">
          <StockQuoteHeader code={code} name={shownName} quote={quote.data} action={<WatchButton code={code} />} />
          <IntradayChart code={code} />
          <StockDynamics code={code} reachBottom={reachBottom} />
          <PostButton
            label={POST_BUTTON_TEXTS.stock}
            code={code}
            name={shownName}
            className="post-button post-button--floating"
          />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(StockPage)
