/**
 * Shell state: the theme class on the page root (from the address or the app, and the app's
 * theme-switch event), the reader's text scale (docs/product.md §2.10) and the app's top inset.
 */
import { makeAutoObservable } from 'mobx'
import type { Theme } from '@/platform'

export const DEFAULT_THEME: Theme = 'light'

export class UiStore {
  theme: Theme = DEFAULT_THEME
  topInset = 0
  /** 1 is the design's sizes; start-up sets what the address or the host says. */
  fontScale = 1

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

  setFontScale(scale: number): void {
    this.fontScale = scale
  }

  setTopInset(px: number): void {
    this.topInset = Number.isFinite(px) && px > 0 ? px : 0
  }
}
