/**
 * Reading content (docs/product.md §4): feeds, article detail and reads, comments, and the cards every area answers
 * with (dynamics, accounts, comments, votes). Other areas import from here, never from the files behind it.
 */
export {
  DYNAMIC_SELECT,
  KINDS,
  LIVE_STATUS,
  VISIBLE,
  author,
  loadDynamic,
  toDynamic,
  toDynamics,
  viewerSets,
  type DynamicDetailRow,
  type DynamicRow,
  type ViewerSets,
} from './dynamics'
export { ACCOUNT_SELECT, loadAccount, requireAccountExists, toAccount, toAccounts, type AccountRow } from './accounts'
export { COMMENT_SELECT, praisedComments, toComment, toReply, type CommentRow } from './comment-cards'
export { loadVote } from './vote-card'
export { HOTTEST, NEWEST, feedPage, withViewer, type FeedFilter, type FeedPaging } from './feed'
export { articleDetail, articleLink, pinnedItems, readArticle } from './articles'
export { activityPage } from './activities'
export { accountFeed, postFeed, stockFeed, stockFilter, tabFeed, tabFilter, type PostFilters } from './feeds'
export { articleComments, commentThread, myComments } from './comments'
export { READS_PER_ADDRESS, READ_COUNT_PERIOD_MS, countRead, type Reader } from './reads'
