import { derivePageConfig } from '../../config/app-config'

export default definePageConfig(derivePageConfig('topics/allTopic/index'))
