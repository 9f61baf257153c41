import { derivePageConfig } from '../../config/app-config'

// The mini-program's share menu is offered on this page (docs/product.md §4.18).
export default definePageConfig({ ...derivePageConfig('activity/showRole/index'), enableShareAppMessage: true })
