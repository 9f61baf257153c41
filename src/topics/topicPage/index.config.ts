import { derivePageConfig } from '../../config/app-config'

export default definePageConfig(derivePageConfig('topics/topicPage/index'))
