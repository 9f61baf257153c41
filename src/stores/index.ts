/** The stores layer. Components observe them with mobx-react-lite's observer(). */
export { RootStore, type RootStoreDeps } from './root'
export { SessionStore, SESSION_KEYS, type AccountFields, type UserInfo } from './session'
export { FollowStore, FOLLOW_STORAGE_KEY, type LastClickLoader, type ClickReporter } from './follow'
export { CustomStore, type SignatureConfig, type TradingDayLoader, type SignatureLoader } from './custom'
export { DraftStore, DRAFT_STORAGE_KEY } from './draft'
export { UiStore, DEFAULT_THEME } from './ui'
export { StoreProvider, useStores, useSession, useFollow, useCustom, useDraft, useUi } from './context'
