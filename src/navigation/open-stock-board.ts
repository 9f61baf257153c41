/** Its own module: only the hot-stocks board opens boards by stock, so this stays off the first screen. */
import { TEXTS } from '@/config/constants'
import { cleanStockCode } from '@/lib'
import { getPlatform } from '@/platform'
import type { StockRef } from './decide-open'
import { openRoute } from './open'

/** A stock's comment board (docs/product.md §4.17); a code the board cannot show is refused here. */
export function openStockBoard(stock: StockRef): Promise<boolean> {
  const code = cleanStockCode(stock.code)
  if (code === null) {
    getPlatform().toast(TEXTS.pageMissing)
    return Promise.resolve(false)
  }
  return openRoute('community/stockCommit/index', { code, ...(stock.name ? { name: stock.name } : {}) })
}
