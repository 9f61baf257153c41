import { derivePageConfig } from '../../config/app-config'

export default definePageConfig(derivePageConfig('pages/index/index'))
