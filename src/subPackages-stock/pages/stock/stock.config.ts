import { derivePageConfig } from '../../../config/app-config'

export default definePageConfig(derivePageConfig('subPackages-stock/pages/stock/stock'))
