/** The mini-program loads no code at run time: opening a feed item is part of the package. */
import * as opening from './open-feed-item'

export async function loadFeedItemOpening(): Promise<typeof opening> {
  return opening
}
