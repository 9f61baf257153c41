/**
 * Page-independent facts loaded at start-up (docs/product.md §3.4, custom state): trading day, ETF lists,
 * feature tags, trade data and the mini-program's JS-SDK signature.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { SignatureResult } from '@shared/api'
import type { TradingDayInfo } from '@/api/misc'

export interface SignatureConfig {
  appId: string
  timestamp: string
  nonceStr: string
  signature: string
}

export type TradingDayLoader = (day: string) => Promise<TradingDayInfo>
export type SignatureLoader = (url: string) => Promise<SignatureResult>

export class CustomStore {
  /** The day the trading-day answer is about, 'YYYY-MM-DD'; '' until loaded. */
  tradingDay = ''
  /** null until known, so pages can tell "not a trading day" from "not asked yet". */
  isTradingDay: boolean | null = null
  newETFCodes: string[] = []
  useOpenTag = false
  tradeData: unknown = null
  /** page key → epoch ms of its first render, for the page-view-duration event. */
  pagesInitTime: Record<string, number> = {}
  signature: SignatureConfig | null = null

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  setTradingDay(info: TradingDayInfo): void {
    this.tradingDay = info.day
    this.isTradingDay = info.isTradingDay
  }

  setNewETFCodes(codes: readonly unknown[]): void {
    this.newETFCodes = codes.filter((code): code is string => typeof code === 'string' && code !== '')
  }

  setUseOpenTag(open: boolean): void {
    this.useOpenTag = open
  }

  setTradeData(data: unknown): void {
    this.tradeData = data
  }

  /** Keeps the first time only: a re-render must not restart the page's duration. */
  markPageInit(page: string, at: number): void {
    if (!(page in this.pagesInitTime)) this.pagesInitTime = { ...this.pagesInitTime, [page]: at }
  }

  clearPageInit(page: string): void {
    const { [page]: _dropped, ...rest } = this.pagesInitTime
    this.pagesInitTime = rest
  }

  setSignature(result: SignatureResult): void {
    this.signature = {
      appId: result.appid,
      timestamp: result.timestamp,
      nonceStr: result.nonceStr,
      signature: result.signature,
    }
  }

  /** Resolves false on failure; the trading-day flag then stays unknown. */
  async loadTradingDay(day: string, loader: TradingDayLoader): Promise<boolean> {
    try {
      const answer = await loader(day)
      runInAction(() => this.setTradingDay(answer))
      return true
    } catch {
      return false
    }
  }

  /** Signature failures are only logged (docs/product.md §8.2). */
  async loadSignature(
    url: string,
    loader: SignatureLoader,
    log: (message: string, detail?: unknown) => void,
  ): Promise<boolean> {
    try {
      const result = await loader(url)
      runInAction(() => this.setSignature(result))
      return true
    } catch (error) {
      log('signature config failed', error)
      return false
    }
  }
}
