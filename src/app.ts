import { createElement, type PropsWithChildren } from 'react'
import { AppRecovery } from './components/shell/AppRecovery'
import { ThemeProvider } from './theme'
import './components/shell/shell.css'
import './app.css'

/**
 * The app root: providers every page shares. The theme follows the app's theme switch, so an open
 * page restyles at once; AppRecovery covers unknown addresses and failed page chunks (H5).
 * (The store provider joins here once start-up hands over its stores.)
 */
function App({ children }: PropsWithChildren) {
  return createElement(ThemeProvider, null, children, createElement(AppRecovery))
}

export default App
