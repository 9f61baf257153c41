/**
 * Whether the app is in the foreground: the page hidden in the browser (another tab, the phone locked) or the web
 * view's app in the background, or the mini-program sent to the background. Taro reports both targets' changes
 * (onAppShow / onAppHide; on H5 from the document's visibilitychange).
 */
import Taro from '@tarojs/taro'

export interface AppVisibility {
  visible(): boolean
  /** Calls back with the new state on each change; answers the function that stops it. */
  onChange(listener: (visible: boolean) => void): () => void
}

export const appVisibility: AppVisibility = {
  visible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  onChange(listener) {
    const shown = () => listener(true)
    const hidden = () => listener(false)
    Taro.onAppShow(shown)
    Taro.onAppHide(hidden)
    return () => {
      Taro.offAppShow(shown)
      Taro.offAppHide(hidden)
    }
  },
}
