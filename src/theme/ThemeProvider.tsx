import { createContext, useContext, useEffect, useMemo, useState, type PropsWithChildren } from 'react'
import { getPlatform, type Platform, type Theme } from '@/platform'

interface AppThemeState {
  /** The theme the native app asked for, or null when it said nothing. */
  appTheme: Theme | null
  setAppTheme(theme: Theme | null): void
}

const AppThemeContext = createContext<AppThemeState>({ appTheme: null, setAppTheme: () => undefined })

export interface ThemeProviderProps {
  /** From start-up (address or app); later switches arrive as platform events. */
  initialAppTheme?: Theme | null
  /** Tests pass a fake; the app uses the platform chosen at start-up. */
  platform?: Platform
}

/** Holds the app-level theme and follows the app's theme switch, so open pages restyle at once. */
export function ThemeProvider({ initialAppTheme = null, platform, children }: PropsWithChildren<ThemeProviderProps>) {
  const [appTheme, setAppTheme] = useState<Theme | null>(initialAppTheme)
  useEffect(() => {
    const events = (platform ?? getPlatform()).events
    return events.on('themeChange', ({ theme }) => setAppTheme(theme))
  }, [platform])
  const value = useMemo(() => ({ appTheme, setAppTheme }), [appTheme])
  return <AppThemeContext.Provider value={value}>{children}</AppThemeContext.Provider>
}

export function useAppTheme(): AppThemeState {
  return useContext(AppThemeContext)
}
