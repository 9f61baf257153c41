/**
 * Social (docs/product.md §4.3 likes, §4.4 collections, §4.5 follows, §4.7 votes): likes, following accounts and circles, collections and votes, with the
 * notices a like or a follow sends (server/notify.ts). Routes import from here, never from the files behind it.
 */
export { likeComment, likeDynamic } from './likes'
export {
  accountsAround,
  followedAccounts,
  followingFeed,
  lastClickTimes,
  markNewsOpened,
  recommendedAccounts,
  setFollowing,
} from './follows'
export { setCircleMember } from './circles'
export { collectionsOf, setCollected } from './collections'
export { castVote, voteDetail } from './votes'
export { SOCIAL_MESSAGES } from './messages'
