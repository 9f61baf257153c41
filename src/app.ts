import { createElement, type PropsWithChildren } from 'react'
import { autorun } from 'mobx'
import { observer } from 'mobx-react-lite'
import { createAppSession } from './app-session'
import { StoreProvider } from './stores'
import { AppRecovery } from './components/shell/AppRecovery'
import { AppUpdateBar } from './components/shell/AppUpdateBar'
import { startAppWorkerAfterFirstScreen } from './platform/app-worker-loader'
import { applyFontScaleToRoot, ThemeProvider } from './theme'
import { COLORS } from './config/constants'
import './components/shell/shell.css'
import './app.css'
import { installRenderCompat } from './render-compat'

installRenderCompat()

const session = createAppSession()

// The page background shows around the app's column on a wide window (app.css); pages declare their own colours.
if (process.env.TARO_ENV === 'h5')
  document.documentElement.style.setProperty('--color-page-background', COLORS.pageBackground)

// The reader's text scale on the document's root too (docs/product.md §2.10), before the first page draws: start-up
// has already read the address by now.
if (process.env.TARO_ENV === 'h5')
  autorun(() => applyFontScaleToRoot(document.documentElement, session.stores.ui.fontScale))

// The service worker, production H5 only (docs/product.md §8.6): a plain browser and the app's web view alike; its
// page side loads and registers it once the page has loaded, never competing with the first screen.
if (process.env.TARO_ENV === 'h5' && process.env.NODE_ENV === 'production') void startAppWorkerAfterFirstScreen()

/** The app's theme and text scale live in the ui store (start-up and the app's theme switch write them). */
const ThemedPages = observer(function ThemedPages({ children }: PropsWithChildren) {
  const { theme, fontScale } = session.stores.ui
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
  return createElement(StoreProvider, { store: session.stores }, createElement(ThemedPages, null, children))
}

export default App
