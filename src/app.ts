import { createElement, type PropsWithChildren } from 'react'
import { observer } from 'mobx-react-lite'
import { createAppSession } from './app-session'
import { StoreProvider } from './stores'
import { AppRecovery } from './components/shell/AppRecovery'
import { ThemeProvider } from './theme'
import { COLORS } from './config/constants'
import './components/shell/shell.css'
import './app.css'
import { installRenderCompat } from './render-compat'

installRenderCompat()

const session = createAppSession()

// The page background shows around the app's column on a wide window (app.css); pages declare their own colours.
if (process.env.TARO_ENV === 'h5')
  document.documentElement.style.setProperty('--color-page-background', COLORS.pageBackground)

/** The app's theme lives in the ui store (start-up and the app's theme switch both write it). */
const ThemedPages = observer(function ThemedPages({ children }: PropsWithChildren) {
  return createElement(ThemeProvider, { appTheme: session.stores.ui.theme }, children, createElement(AppRecovery))
})

/**
 * The app root: the stores every page shares, the theme, and AppRecovery for unknown addresses
 * and failed page chunks (H5).
 */
function App({ children }: PropsWithChildren) {
  return createElement(StoreProvider, { store: session.stores }, createElement(ThemedPages, null, children))
}

export default App
