export * from './decide-open'
export { decideOpenOutsideLink, isAppLink, isLookAlikeHost, APP_LINK_SCHEMES, type LinkContext } from './outside-link'
export { connectAppSettings, shareVersionFacts, type AppSettingsSource } from './app-settings'
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
export { openFeedItem, type ArticleInfoLookup, type FeedOpenContext } from './open-feed-item'
export { feedOpenEnv, phonePlatform, isMiniProgramBuild, inMiniProgram, resetFeedOpenEnv } from './open-env'
export { openPageUrl, openConfiguredLink } from './open'
export { sitePageAddress } from './site-address'
