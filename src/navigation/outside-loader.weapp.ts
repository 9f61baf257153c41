/** The mini-program loads no code at run time: the outside-link rules are part of the package. */
import * as outside from './outside-open'

export async function loadOutside(): Promise<typeof outside> {
  return outside
}
