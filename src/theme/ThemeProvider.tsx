import { createContext, useContext, useEffect, useMemo, useState, type PropsWithChildren } from 'react'
import { getPlatform, type Platform, type Theme } from '@/platform'

interface AppThemeState {
  /** The theme the native app asked for, or null when it said nothing. */
  appTheme: Theme | null
  setAppTheme(theme: Theme | null): void
  /** The reader's text scale, 1 for the design's sizes (docs/product.md §2.10). */
  fontScale: number
}

const AppThemeContext = createContext<AppThemeState>({ appTheme: null, setAppTheme: () => undefined, fontScale: 1 })

export interface ThemeProviderProps {
  /**
   * Controlled: the app theme kept elsewhere (stores.ui.theme, which start-up already follows).
   * When given, the provider does not listen to the platform itself.
   */
  appTheme?: Theme | null
  /** Uncontrolled: the first value; later switches arrive as platform events. */
  initialAppTheme?: Theme | null
  /** Tests pass a fake; the app uses the platform chosen at start-up. */
  platform?: Platform
  /** The reader's text scale (stores.ui.fontScale, which start-up sets); 1 when not given. */
  fontScale?: number
}

/**
 * Holds the app-level theme and the reader's text scale, and follows the app's theme switch, so open pages restyle
 * at once.
 */
export function ThemeProvider({
  appTheme: controlled,
  initialAppTheme = null,
  platform,
  fontScale = 1,
  children,
}: PropsWithChildren<ThemeProviderProps>) {
  const isControlled = controlled !== undefined
  const [ownTheme, setAppTheme] = useState<Theme | null>(initialAppTheme)
  useEffect(() => {
    if (isControlled) return
    const events = (platform ?? getPlatform()).events
    return events.on('themeChange', ({ theme }) => setAppTheme(theme))
  }, [platform, isControlled])
  const appTheme = isControlled ? controlled : ownTheme
  const value = useMemo(() => ({ appTheme, setAppTheme, fontScale }), [appTheme, fontScale])
  return <AppThemeContext.Provider value={value}>{children}</AppThemeContext.Provider>
}

export function useAppTheme(): AppThemeState {
  return useContext(AppThemeContext)
}
