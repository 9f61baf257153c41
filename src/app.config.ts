import { deriveAppConfig } from './config/app-config'

export default defineAppConfig(deriveAppConfig())
