import { mapNativeTheme } from '@/platform/native-events'
import type { Theme } from '@/platform'

export interface ThemeSources {
  /** ?theme= from the address; day/night are accepted as the app spells them. */
  query?: string | null
  /** What the native app reported (start-up or a later switch). */
  app?: Theme | null
  /** The route table's red-theme flag for the open page. */
  redPage?: boolean
}

/**
 * Which theme a page shows. An explicit address wins (links pin a look on purpose); then the app's
 * night mode, because a bright red page in a dark app is the worse surprise; then the page's own red
 * flag; then whatever the app said, else light.
 */
export function resolveTheme({ query, app, redPage }: ThemeSources): Theme {
  const fromQuery = mapNativeTheme(query)
  if (fromQuery) return fromQuery
  if (app === 'dark') return 'dark'
  if (redPage) return 'red'
  return app ?? 'light'
}
