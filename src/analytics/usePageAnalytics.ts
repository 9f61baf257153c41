import { useDidHide, useDidShow, useUnload } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import type { RouteEntry } from '@/config/routes'
import { ANALYTICS_EVENTS, analyticsPageName, viewDurationMs } from './page-name'
import { sendEvent, type EventProperties } from './sink'

export interface ProductDetailInfo {
  productCode: string
  productName?: string
  productType?: string
}

/** Sends the product-detail view once per shown product (stock, fund and ETF detail pages). */
export function trackProductDetailView(pageName: string, product: ProductDetailInfo): void {
  const properties: EventProperties = { pageName, productCode: product.productCode }
  if (product.productName) properties.productName = product.productName
  if (product.productType) properties.productType = product.productType
  sendEvent(ANALYTICS_EVENTS.productDetailView, properties)
}

/**
 * Page-view duration: counted from show, sent on hide or close. Hide and close may both fire for
 * one visit (closing hides first on some hosts), so a visit is sent once.
 */
export function usePageAnalytics(entry: RouteEntry | undefined, params: Record<string, string | undefined>): void {
  const shownAt = useRef<number | null>(Date.now())
  const nameRef = useRef('')
  nameRef.current = entry ? analyticsPageName(entry, params) : ''

  const start = () => {
    if (shownAt.current === null) shownAt.current = Date.now()
  }
  const finish = () => {
    if (shownAt.current === null || !nameRef.current) return
    const duration = viewDurationMs(shownAt.current, Date.now())
    shownAt.current = null
    sendEvent(ANALYTICS_EVENTS.pageViewDuration, { pageName: nameRef.current, duration })
  }
  useDidShow(start)
  useDidHide(finish)
  useUnload(finish)
  // Outside a Taro page (tests, a page rendered by hand) the page hooks never fire: unmount is close.
  useEffect(() => finish, [])
}
