export { LiveCard, LIVE_TEXTS } from './LiveCard'
