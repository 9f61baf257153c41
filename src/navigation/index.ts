export * from './decide-open'
// Only the connection: the rules that read the settings load with the first outside link (outside-loader.ts).
export { connectAppSettings, type AppSettingsSource } from './settings-source'
export * from './route-params'
export * from './reload-once'
export {
  openRoute,
  replaceRoute,
  openAccount,
  openStock,
  openLiveRoom,
  openOutsideLink,
  performOpen,
  openAppFunction,
  canOpenAppFunctions,
} from './open'
export { goBackFrom, performBack, type BackDeps } from './back'
export { currentUrl, hardReload } from './location'
export { openStockBoard } from './open-stock-board'
// Its rules load with the first tap on H5 (feed-item-loader.ts).
export { openFeedItem } from './open-feed-item-later'
export type { ArticleInfoLookup, FeedOpenContext } from './open-feed-item'
export { feedOpenEnv, phonePlatform, isMiniProgramBuild, inMiniProgram, resetFeedOpenEnv } from './open-env'
export { openPageUrl, openConfiguredLink } from './open'
export { sitePageAddress } from './site-address'
