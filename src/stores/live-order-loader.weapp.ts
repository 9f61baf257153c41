/** The mini-program loads no code at run time: the 直播 tab's order is part of the package. */
import * as liveTab from './live-dynamic'

export async function loadLiveTabOrder(): Promise<typeof liveTab> {
  return liveTab
}
