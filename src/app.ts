import { createElement, type PropsWithChildren } from 'react'
import { autorun } from 'mobx'
import { observer } from 'mobx-react-lite'
import { createAppSession, type AppSessionHandle } from './app-session'
import { madeOnce } from './app-session/made-once'
import { StoreProvider } from './stores'
import { AppRecovery } from './components/shell/AppRecovery'
import { AppUpdateBar } from './components/shell/AppUpdateBar'
import { startAppWorkerAfterFirstScreen } from './platform/app-worker-loader'
import { applyFontScaleToRoot, ThemeProvider } from './theme'
import { COLORS } from './config/constants'
import { inNextTask } from './lib/idle'
import './components/shell/shell.css'
import './app.css'
import { installRenderCompat } from './render-compat'

installRenderCompat()

/**
 * The stores and start-up. On H5 they are made in the task after the app's modules are evaluated, before the router
 * starts in the task after that (config/shims/taro-router-h5.js): the modules alone were the longest task of an
 * article opened by link (docs/product.md §2.9). The mini-program makes them as its modules load.
 */
const appSession = madeOnce(startSession, process.env.TARO_ENV === 'h5' ? inNextTask : (run) => run())

function startSession(): AppSessionHandle {
  const session = createAppSession()
  // The reader's text scale on the document's root too (docs/product.md §2.10), before the first page draws:
  // start-up has already read the address by now.
  if (process.env.TARO_ENV === 'h5')
    autorun(() => applyFontScaleToRoot(document.documentElement, session.stores.ui.fontScale))
  return session
}

// The page background shows around the app's column on a wide window (app.css); pages declare their own colours.
if (process.env.TARO_ENV === 'h5')
  document.documentElement.style.setProperty('--color-page-background', COLORS.pageBackground)

// The service worker, production H5 only (docs/product.md §8.6): a plain browser and the app's web view alike; its
// page side loads and registers it once the page has loaded, never competing with the first screen.
if (process.env.TARO_ENV === 'h5' && process.env.NODE_ENV === 'production') void startAppWorkerAfterFirstScreen()

/** The app's theme and text scale live in the ui store (start-up and the app's theme switch write them). */
const ThemedPages = observer(function ThemedPages({ children }: PropsWithChildren) {
  const { theme, fontScale } = appSession().stores.ui
  return createElement(
    ThemeProvider,
    { appTheme: theme, fontScale },
    children,
    createElement(AppRecovery),
    createElement(AppUpdateBar),
  )
})

/**
 * The app root: the stores every page shares, the theme, and AppRecovery for unknown addresses
 * and failed page chunks (H5).
 */
function App({ children }: PropsWithChildren) {
  return createElement(StoreProvider, { store: appSession().stores }, createElement(ThemedPages, null, children))
}

export default App
