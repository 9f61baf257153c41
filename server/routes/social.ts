/** Likes, follows, collections and votes inside articles: the rules are in server/domain/social. */
import type { FastifyInstance } from 'fastify'
import { requireCaller, viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { joinedCircles } from '../domain/circles'
import {
  accountsAround,
  castVote,
  collectionsOf,
  followedAccounts,
  followingFeed,
  lastClickTimes,
  likeComment,
  likeDynamic,
  markNewsOpened,
  recommendedAccounts,
  setCircleMember,
  setCollected,
  setFollowing,
  voteDetail,
} from '../domain/social'
import { define, type RouteContext } from './define'

export function registerSocialRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerLikes(app, ctx)
  registerMyFollows(app, ctx)
  registerFollowing(app, ctx)
  registerCollectionsAndVotes(app, ctx)
}

function registerLikes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'like.praise', (input, request) => {
    const who = requireCaller(db, request, input).id
    const on = input.isPraise === 1
    const like = input.forWhat === '2' ? likeComment : likeDynamic
    return ok(like(db, who, input.forId, on, ctx.now()))
  })
  define(app, ctx, 'like.cmapiPraise', (input, request) =>
    ok(likeDynamic(db, requireCaller(db, request, input).id, input.for_id, input.isPraise === 1, ctx.now())),
  )
}

/** 我的关注 (accounts, their feed, circles, last visits) is one's own as a whole: only the account's token may ask. */
function registerMyFollows(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'follow.myFollowUsers', (input, request) =>
    ok(followedAccounts(db, requireCaller(db, request, input).id, input)),
  )
  define(app, ctx, 'follow.allFollowRecommend', (input, request) =>
    ok(followingFeed(db, requireCaller(db, request, input).id, input)),
  )
  define(app, ctx, 'follow.myFollowCircles', (input, request) =>
    ok(joinedCircles(db, requireCaller(db, request, input).id, input)),
  )
  define(app, ctx, 'follow.followCircles', (input, request) =>
    ok(setCircleMember(db, requireCaller(db, request, input).id, input.circleId, input.follow === 1, ctx.now())),
  )
  define(app, ctx, 'follow.lastClickTime', (input, request) =>
    ok(lastClickTimes(db, requireCaller(db, request, input).id)),
  )
  // The contract's payload has no token here; the identity comes from the headers the app adds on admin paths.
  define(app, ctx, 'follow.clickMyFollowUsers', (input, request) => {
    markNewsOpened(db, requireCaller(db, request, input).id, input.toAccountId, ctx.now())
    return ok(null)
  })
}

function registerFollowing(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'follow.follow', (input, request) =>
    ok(setFollowing(db, requireCaller(db, request, input).id, input.toAccountId, true, ctx.now())),
  )
  define(app, ctx, 'follow.unfollow', (input, request) =>
    ok(setFollowing(db, requireCaller(db, request, input).id, input.toAccountId, false, ctx.now())),
  )
  define(app, ctx, 'follow.followList', (input, request) =>
    ok(accountsAround(db, input.toAccountId, 'follows', input, viewerOf(db, request, input))),
  )
  define(app, ctx, 'follow.fansList', (input, request) =>
    ok(accountsAround(db, input.toAccountId, 'fans', input, viewerOf(db, request, input))),
  )
  define(app, ctx, 'follow.recommendUserList', (input, request) =>
    ok(recommendedAccounts(db, viewerOf(db, request, input), input)),
  )
  define(app, ctx, 'follow.moreRecommendUserList', (input, request) =>
    ok(recommendedAccounts(db, viewerOf(db, request, input), input)),
  )
}

function registerCollectionsAndVotes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'collection.insColl', (input, request) =>
    ok(setCollected(db, requireCaller(db, request, input).id, input.articleId, true, ctx.now())),
  )
  define(app, ctx, 'collection.delColl', (input, request) =>
    ok(setCollected(db, requireCaller(db, request, input).id, input.articleId, false, ctx.now())),
  )
  define(app, ctx, 'collection.myCollections', (input, request) =>
    ok(collectionsOf(db, requireCaller(db, request, input).id, input)),
  )
  define(app, ctx, 'vote.voteDetail', (input, request) =>
    ok(voteDetail(db, input.voteId, viewerOf(db, request, input), ctx.now())),
  )
  define(app, ctx, 'vote.articleVote', (input, request) =>
    ok(castVote(db, requireCaller(db, request, input).id, input.voteId, input.optionIds, ctx.now())),
  )
}
