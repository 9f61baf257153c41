import { derivePageConfig } from '../../config/app-config'

export default definePageConfig(derivePageConfig('etf/chance/index'))
