import { derivePageConfig } from '../../config/app-config'

export default definePageConfig(derivePageConfig('activity/guessPlate/rule'))
