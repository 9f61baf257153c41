import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { LineChart } from '@/components/chart'
import { TEXTS } from '@/config/constants'
import { useLoadable } from '@/hooks'
import { useMarkets } from '@/stores'

/** The session's labels under the chart: open, the lunch break, close. */
const SESSION_TICKS = ['09:30', '11:30', '15:00'] as const
const INTRADAY_TEXTS = { title: '分时', empty: '暂无分时数据' } as const

/** Today's session minute by minute against the previous close (docs/product.md §4.16). */
export const IntradayChart = observer(function IntradayChart({ code }: { code: string }) {
  const markets = useMarkets()
  const intraday = useLoadable(() => markets.intraday(code), code)
  const data = intraday.data
  let body: JSX.Element
  if (data && data.ticks.length > 0)
    body = (
      <LineChart
        id="stock-intraday-canvas"
        testId="intraday-chart"
        points={data.ticks.map((t) => ({ x: t.time, y: t.price }))}
        baseline={data.preClose}
        xTicks={SESSION_TICKS}
        formatY={(price) => price.toFixed(2)}
      />
    )
  else if (intraday.loading) body = <Text className="stock-intraday__state">{TEXTS.loading}</Text>
  else if (intraday.error)
    body = (
      <Text className="stock-intraday__state" data-testid="intraday-error" onClick={() => void intraday.reload()}>
        {TEXTS.loadFailed}
      </Text>
    )
  else body = <Text className="stock-intraday__state">{INTRADAY_TEXTS.empty}</Text>
  return (
    <View className="stock-intraday" data-testid="stock-intraday">
      <Text className="stock-intraday__title">
        {INTRADAY_TEXTS.title}
        {data ? ` · ${data.day}` : ''}
      </Text>
      {body}
    </View>
  )
})
