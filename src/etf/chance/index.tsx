import { EtfChanceView } from '@/components/etf'

/** docs/product.md §4.17: the shared ETF screen over the etf board's lists and accounts. */
export default function EtfChance() {
  return <EtfChanceView kind="etf" />
}
