/** Start-up and login: what the app shell calls. */
export {
  startApp,
  requireLogin,
  logout,
  getLoginFlow,
  MINI_PROGRAM_TOKEN_KEY,
  type StartupDeps,
  type StartupLoaders,
  type StartupResult,
} from './startup'
export { createLoginFlow, type LoginFlow, type LoginDeps, type MiniProgramLoginLoader } from './login'
export { parseStartParams, DEV_ACCOUNT, type StartParams } from './params'
