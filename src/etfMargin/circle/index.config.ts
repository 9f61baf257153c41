import { derivePageConfig } from '../../config/app-config'

export default definePageConfig(derivePageConfig('etfMargin/circle/index'))
