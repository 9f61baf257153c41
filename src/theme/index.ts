export * from './themes'
export * from './resolve'
export * from './font-scale'
export { ThemeProvider, useAppTheme, type ThemeProviderProps } from './ThemeProvider'
