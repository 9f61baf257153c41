/** The mini-program loads no code at run time: the copy store is part of the package. */
import { appCopies, type Copies } from './offline-copies'

export async function loadCopies(): Promise<Copies> {
  return appCopies()
}
