export * from './page-name'
export * from './sink'
export { usePageAnalytics, trackProductDetailView, type ProductDetailInfo } from './usePageAnalytics'
