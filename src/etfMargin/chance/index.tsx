import { EtfChanceView } from '@/components/etf'

/** docs/product.md §4.17: the shared ETF screen over the etfMargin board's lists and accounts. */
export default function EtfMarginChance() {
  return <EtfChanceView kind="etfMargin" />
}
