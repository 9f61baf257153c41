import { View } from '@tarojs/components'
import { Axis, Canvas, Chart, jsx, Line } from '@antv/f2'
import { useEffect, useRef } from 'react'
import { COLORS } from '@/config/constants'
import { useAppTheme } from '@/theme'
import { CanvasSurface } from './canvas-surface'
import type { ChartSurface } from './surface'
import './chart.css'

export interface LinePoint {
  x: string
  y: number
}

export interface LineChartProps {
  /** Unique on the page. */
  id: string
  points: readonly LinePoint[]
  /**
   * The value the line is measured against (the previous close, zero rise): the y range is centred on it,
   * so its grid line runs through the middle. (F2's guide components would bring its Lottie player along.)
   */
  baseline?: number
  /** The x values labelled under the chart; the first, middle and last point when not given. */
  xTicks?: readonly string[]
  formatY?: (value: number) => string
  formatX?: (value: string) => string
  height?: number
  testId?: string
}

/** Rising against the baseline is red, falling green, as on every quote of the app (docs/product.md §4.16). */
function lineColor(points: readonly LinePoint[], baseline: number | undefined): string {
  const last = points.at(-1)?.y
  const base = baseline ?? points[0]?.y
  if (last === undefined || base === undefined || last === base) return COLORS.neutral
  return last > base ? COLORS.rise : COLORS.fall
}

type F2Element = ReturnType<typeof jsx>
/** F2's jsx() types its components more narrowly than its own chart components are declared: one cast here. */
const element = (type: unknown, props: object, ...children: F2Element[]): F2Element =>
  jsx(type as Parameters<typeof jsx>[0], props, ...children)

function defaultTicks(points: readonly LinePoint[]): string[] {
  if (points.length === 0) return []
  return [...new Set([points[0].x, points[Math.floor((points.length - 1) / 2)].x, points[points.length - 1].x])]
}

/** Axis labels follow the reader's text scale (docs/product.md §2.10): 10 px at the design's sizes. */
function axisLabelPx(fontScale: number): number {
  return Math.round(AXIS_LABEL_PX * fontScale)
}
const AXIS_LABEL_PX = 10

function chartElement(surface: ChartSurface, props: LineChartProps, labelPx: number) {
  const { points, baseline, formatY, formatX } = props
  const data = points.map((p) => ({ x: p.x, y: p.y }))
  const ys = points.map((p) => p.y).concat(baseline === undefined ? [] : [baseline])
  // Symmetric around the baseline, so its line sits in the middle as on a broker's intraday chart; the three
  // labelled values are the bottom, the baseline and the top.
  const spread = baseline === undefined ? undefined : Math.max(...ys.map((y) => Math.abs(y - baseline)), 1e-6)
  const y =
    baseline === undefined || spread === undefined
      ? { nice: true, tickCount: 3 }
      : {
          min: baseline - spread,
          max: baseline + spread,
          nice: false,
          ticks: [baseline - spread, baseline, baseline + spread],
        }
  const children = [
    // 'between': the first label starts at the left edge and the last ends at the right one, inside the chart.
    element(Axis, {
      field: 'x',
      formatter: formatX,
      style: { label: { fill: COLORS.neutral, fontSize: labelPx, align: 'between' } },
    }),
    element(Axis, { field: 'y', formatter: formatY, style: { label: { fill: COLORS.neutral, fontSize: labelPx } } }),
    element(Line, { x: 'x', y: 'y', color: lineColor(points, baseline), style: { lineWidth: 2 } }),
  ]
  return element(
    Canvas,
    {
      context: surface.context,
      width: surface.width,
      height: surface.height,
      pixelRatio: surface.pixelRatio,
      createImage: surface.createImage,
      animate: false,
    },
    element(
      Chart,
      { data, scale: { x: { type: 'cat', ticks: props.xTicks ?? defaultTicks(points) }, y } },
      ...children,
    ),
  )
}

/**
 * A line over categories (minutes of a session, days of a trend), drawn with F2 on the target's canvas.
 * Only pages that draw charts import this file: F2 stays out of the first screen and the main package.
 */
export function LineChart(props: LineChartProps) {
  const { id, height = 160, testId, points } = props
  const surface = useRef<ChartSurface | null>(null)
  const chart = useRef<Canvas | null>(null)
  const latest = useRef(props)
  latest.current = props
  const labelPx = axisLabelPx(useAppTheme().fontScale)

  const draw = () => {
    if (!surface.current || latest.current.points.length === 0) return
    const { props: canvasProps } = chartElement(surface.current, latest.current, labelPx)
    if (chart.current) void chart.current.update(canvasProps)
    else {
      chart.current = new Canvas(canvasProps)
      void chart.current.render()
    }
  }

  useEffect(draw, [points, props.baseline, labelPx])
  useEffect(
    () => () => {
      chart.current?.destroy()
      chart.current = null
    },
    [],
  )

  return (
    <View className="line-chart" data-testid={testId} data-points={points.length}>
      <CanvasSurface
        id={id}
        height={height}
        onReady={(ready) => {
          surface.current = ready
          draw()
        }}
      />
    </View>
  )
}
