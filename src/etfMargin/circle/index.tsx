import { EtfCircleView } from '@/components/etf'

/** docs/product.md §4.17: the shared ETF screen over the etfMargin board's lists and accounts. */
export default function EtfMarginCircle() {
  return <EtfCircleView kind="etfMargin" />
}
