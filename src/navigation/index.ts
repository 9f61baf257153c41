export * from './decide-open'
export * from './route-params'
export * from './reload-once'
export {
  openRoute,
  replaceRoute,
  openAccount,
  openStock,
  openFund,
  openLiveRoom,
  openOutsideLink,
  performOpen,
} from './open'
export { goBackFrom, performBack, type BackDeps } from './back'
export { currentUrl, hardReload } from './location'
export { openFeedItem, type ArticleInfoLookup } from './open-feed-item'
export { feedOpenEnv, phonePlatform, isMiniProgramBuild, inMiniProgram, resetFeedOpenEnv } from './open-env'
export { openPageUrl } from './open'
