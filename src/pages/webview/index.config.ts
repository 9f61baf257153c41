import { derivePageConfig } from '../../config/app-config'

export default definePageConfig(derivePageConfig('pages/webview/index'))
