export * from './themes'
export * from './resolve'
export { ThemeProvider, useAppTheme, type ThemeProviderProps } from './ThemeProvider'
