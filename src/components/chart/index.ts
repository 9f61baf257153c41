// Imported by path by the pages that draw charts only (never through components/index.ts): see line-chart.tsx.
export { LineChart, type LineChartProps, type LinePoint } from './line-chart'
export type { ChartSurface } from './surface'
