import { derivePageConfig } from '../../config/app-config'

export default definePageConfig(derivePageConfig('pages/follow/index'))
