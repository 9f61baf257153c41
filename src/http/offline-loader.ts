/** H5: the copy store is a chunk of its own, fetched when the browser is idle or a copy is needed. */
import type { Copies } from './offline-copies'

export async function loadCopies(): Promise<Copies> {
  const { appCopies } = await import(/* webpackChunkName: "offline-copies" */ './offline-copies')
  return appCopies()
}
