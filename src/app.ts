import { createElement, type PropsWithChildren } from 'react'
import { ThemeProvider } from './theme'
import './app.css'

/**
 * The app root: providers every page shares. The theme follows the app's theme switch, so an open
 * page restyles at once. (The store provider joins here once start-up hands over its stores.)
 */
function App({ children }: PropsWithChildren) {
  return createElement(ThemeProvider, null, children)
}

export default App
