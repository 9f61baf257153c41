/** Requests of likes, follows, collections and votes inside articles (docs/product.md §4.3, §4.6). */
import { PAGE_FIELDS, authObj, id, int, numericId, obj, oneOf, opt, pageObj, str, strArray, zeroOne } from './fields'

/** 我的关注 (accounts, their feed, circles) is one's own as a whole: the account names itself and sends its token. */
const viewerPage = pageObj({ accountId: id })
/** A page of another account's follows or fans, as the viewer (optional) sees them. */
const accountPage = pageObj({ toAccountId: id })
const followUser = authObj({ toAccountId: id })
const collection = authObj({ articleId: numericId })

export const SOCIAL_REQUESTS = {
  /** forWhat '1' a dynamic, '2' a comment or reply. */
  'like.praise': authObj({ pubType: opt(int(0, 99)), forId: numericId, forWhat: oneOf(['1', '2']), isPraise: zeroOne }),
  /** The cmapi like, used for pubType 6 (short video). */
  'like.cmapiPraise': authObj({ for_id: numericId, for_what: opt(oneOf(['3'])), isPraise: zeroOne }),

  'follow.myFollowUsers': viewerPage,
  'follow.allFollowRecommend': viewerPage,
  'follow.myFollowCircles': viewerPage,
  /** follow: 1 join, 0 leave. */
  'follow.followCircles': authObj({ circleId: numericId, follow: zeroOne }),
  'follow.lastClickTime': obj({ accountId: id }),
  /** The contract's payload has no token: the identity comes from the headers the app adds on admin paths. */
  'follow.clickMyFollowUsers': obj({ accountId: id, toAccountId: id, token: opt(str(128)), userCode: opt(str(128)) }),
  'follow.follow': followUser,
  'follow.unfollow': followUser,
  'follow.followList': accountPage,
  'follow.fansList': accountPage,
  'follow.recommendUserList': pageObj({}),
  'follow.moreRecommendUserList': pageObj({}),

  'collection.insColl': collection,
  'collection.delColl': collection,
  'collection.myCollections': authObj(PAGE_FIELDS),

  'vote.voteDetail': obj({ voteId: numericId, accountId: opt(id) }),
  'vote.articleVote': authObj({ voteId: numericId, optionIds: strArray(numericId, 20, 1) }),
} as const
