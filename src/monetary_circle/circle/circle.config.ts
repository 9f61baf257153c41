import { derivePageConfig } from '../../config/app-config'

export default definePageConfig(derivePageConfig('monetary_circle/circle/circle'))
