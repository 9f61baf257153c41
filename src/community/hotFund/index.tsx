import { Text, View } from '@tarojs/components'
import type { Fund, FundRange } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { LineChart } from '@/components/chart'
import { RiseCell, Tabs, type TabItem } from '@/components/kit'
import { EmptyView, ErrorView, LoadingView, PageShell } from '@/components/shell'
import { TEXTS } from '@/config/constants'
import { useLoadable } from '@/hooks'
import { formatRise } from '@/lib'
import { openFund } from '@/navigation/open-fund'
import './index.css'
import { useMarkets } from '@/stores'

const PATH = 'community/hotFund/index'

/** The five return periods, in the order the fund apps show them (docs/product.md §4.16). */
export const FUND_RANGE_TABS: readonly TabItem<FundRange>[] = [
  { key: '1m', label: '近1月' },
  { key: '3m', label: '近3月' },
  { key: '6m', label: '近6月' },
  { key: '1y', label: '近1年' },
  { key: 'ytd', label: '今年' },
]

export const HOT_FUND_TEXTS = {
  empty: '暂无热门基金',
  detail: '查看基金详情',
  trendEmpty: '暂无走势数据',
  nav: '净值',
} as const

/** 'YYYY-MM-DD' → 'MM-DD': the year is the tab's, and the labels must fit under a phone-wide chart. */
const monthDay = (day: string) => day.slice(5)

/** A fund's accumulated rise over the range, day by day, against zero. */
const FundTrendChart = observer(function FundTrendChart({ fund, range }: { fund: Fund; range: FundRange }) {
  const markets = useMarkets()
  const trend = useLoadable(() => markets.fundTrend(fund.fundCode, range), `${fund.fundCode}|${range}`)
  const points = trend.data?.points ?? []
  if (points.length > 0)
    return (
      <LineChart
        id={`fund-trend-${fund.fundCode}`}
        testId="fund-trend-chart"
        points={points.map((p) => ({ x: p.date, y: p.rise }))}
        baseline={0}
        formatY={formatRise}
        formatX={monthDay}
        height={150}
      />
    )
  if (trend.loading) return <Text className="hot-fund__state">{TEXTS.loading}</Text>
  if (trend.error)
    return (
      <Text className="hot-fund__state" data-testid="fund-trend-error" onClick={() => void trend.reload()}>
        {TEXTS.loadFailed}
      </Text>
    )
  return <Text className="hot-fund__state">{HOT_FUND_TEXTS.trendEmpty}</Text>
})

interface FundRowProps {
  fund: Fund
  rank: number
  range: FundRange
  expanded: boolean
  onToggle: (fundCode: string) => void
}

function FundRow({ fund, rank, range, expanded, onToggle }: FundRowProps) {
  return (
    <View className="hot-fund" data-testid="hot-fund" data-code={fund.fundCode}>
      <View className="hot-fund__head" data-testid="hot-fund-head" onClick={() => onToggle(fund.fundCode)}>
        <Text className={`hot-fund__rank${rank <= 3 ? ' hot-fund__rank--top' : ''}`}>{rank}</Text>
        <View className="hot-fund__names">
          <Text className="hot-fund__name">{fund.fundName}</Text>
          <Text className="hot-fund__code">
            {fund.fundCode} · {HOT_FUND_TEXTS.nav} {fund.nav.toFixed(3)}
          </Text>
        </View>
        <RiseCell upRose={fund.rise} />
      </View>
      {expanded ? (
        <View className="hot-fund__detail">
          <FundTrendChart fund={fund} range={range} />
          <Text className="hot-fund__open" data-testid="hot-fund-open" onClick={() => void openFund(fund.fundCode)}>
            {HOT_FUND_TEXTS.detail}
          </Text>
        </View>
      ) : null}
    </View>
  )
}

/** One range's ranking. Keyed by range, so a switch starts clean (its list, its open fund). */
const FundRangeList = observer(function FundRangeList({
  range,
  onChoose,
}: {
  range: FundRange
  onChoose: (range: FundRange) => void
}) {
  const markets = useMarkets()
  const funds = useLoadable(() => markets.hotFunds(range), range)
  // The first fund's trend shows at once; tapping a fund opens its trend, tapping it again closes it.
  const [open, setOpen] = useState<string | null | undefined>(undefined)
  const [refreshes, setRefreshes] = useState(0)
  const list = funds.data ?? []
  const expanded = open === undefined ? (list[0]?.fundCode ?? null) : open
  const toggle = (fundCode: string) => setOpen(fundCode === expanded ? null : fundCode)
  const refresh = async () => {
    await funds.reload()
    setRefreshes((n) => n + 1)
  }
  let state: JSX.Element | null = null
  if (funds.data === null) {
    if (funds.error) state = <ErrorView onRetry={() => void funds.reload()} />
    else state = <LoadingView />
  } else if (list.length === 0) state = <EmptyView text={HOT_FUND_TEXTS.empty} />
  // The range tabs stay above every state, so a failed or empty range can be left for another.
  return (
    <PageShell path={PATH} onRefresh={refresh}>
      <Tabs items={FUND_RANGE_TABS} active={range} onChange={onChoose} testId="fund-range" />
      {state}
      <View className="hot-fund-list" data-testid="hot-fund-list" data-range={range} key={refreshes}>
        {list.map((fund, i) => (
          <FundRow
            key={fund.fundCode}
            fund={fund}
            rank={i + 1}
            range={range}
            expanded={fund.fundCode === expanded}
            onToggle={toggle}
          />
        ))}
      </View>
    </PageShell>
  )
})

/** Hot funds (hotFund): the best funds over 近1月 … 今年, each with its trend and a way to its detail. */
function HotFundPage() {
  const [range, setRange] = useState<FundRange>('1m')
  return <FundRangeList key={range} range={range} onChoose={setRange} />
}

export default observer(HotFundPage)
