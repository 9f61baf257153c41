import './live.css'

export { LiveCard, LIVE_TEXTS } from './LiveCard'
