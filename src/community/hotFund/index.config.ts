import { derivePageConfig } from '../../config/app-config'

export default definePageConfig(derivePageConfig('community/hotFund/index'))
