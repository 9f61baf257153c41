/**
 * Shell state: the theme class on the page root (from the address or the app, and the app's
 * theme-switch event) and the app's top inset.
 */
import { makeAutoObservable } from 'mobx'
import type { Theme } from '@/platform'

export const DEFAULT_THEME: Theme = 'light'

export class UiStore {
  theme: Theme = DEFAULT_THEME
  topInset = 0

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  /** The class the shell puts on the page root. */
  get themeClass(): string {
    return `theme-${this.theme}`
  }

  setTheme(theme: Theme): void {
    this.theme = theme
  }

  setTopInset(px: number): void {
    this.topInset = Number.isFinite(px) && px > 0 ? px : 0
  }
}
