/**
 * The back button. The rule is lib's decideBack (docs/product.md §2.7); this file performs it. In-app back uses
 * the router, the rest goes through the platform (native app, wx, or the browser fallback).
 */
import Taro from '@tarojs/taro'
import { decideBack, type BackAction } from '@/lib'
import { getPlatform, type Platform } from '@/platform'

export interface BackDeps {
  platform?: Platform
  /** Pages in the stack, the current one included. */
  stackDepth?: () => number
  navigateBack?: () => Promise<unknown>
}

function taroStackDepth(): number {
  try {
    return Taro.getCurrentPages().length
  } catch {
    // No router yet (very first render): treat as the first page, which closes rather than strands.
    return 1
  }
}

export function performBack(action: BackAction, deps: BackDeps = {}): void {
  const platform = deps.platform ?? getPlatform()
  switch (action.kind) {
    case 'nativeBackReload':
      platform.goBack({ refresh: action.refresh })
      return
    case 'emitLeftHandle':
      // The add-stock page listens for this to hand its selection back to the opener.
      platform.events.emit('back', undefined)
      return
    case 'close':
      platform.closePage()
      return
    case 'back':
      void (deps.navigateBack ?? (() => Taro.navigateBack()))().catch(() => platform.closePage())
      return
  }
}

/** Decides and performs back for the page with this page code. */
export function goBackFrom(pageCode: string, deps: BackDeps = {}): BackAction {
  const action = decideBack({ pageCode, stackDepth: (deps.stackDepth ?? taroStackDepth)() })
  performBack(action, deps)
  return action
}
