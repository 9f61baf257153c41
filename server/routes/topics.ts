/** Topics' endpoints; the rules live in server/domain/topics. */
import type { FastifyInstance } from 'fastify'
import { requireCaller, viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import {
  activityOverview,
  allTopics,
  hotTopicPosts,
  recommendedTopics,
  searchTopics,
  topicDetail,
  topicFeed,
  topicsAt,
  voteOnTopic,
} from '../domain/topics'
import { authObj, define, id, numericId, obj, pageObj, str, type RouteContext } from './define'
import { countSearch } from './search'

export function registerTopicRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerTopicLists(app, ctx)
  registerTopicPages(app, ctx)
}

function registerTopicLists(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'topic.queryTopicAll', pageObj(), (input) => ok(allTopics(db, input)))
  define(app, ctx, 'topic.topicRecommend', pageObj(), (input) => ok(recommendedTopics(db, input)))
  define(app, ctx, 'topic.queryTopicPage', pageObj({ keyword: str(50, 0) }), (input, request) =>
    ok(countSearch(ctx, request, input, searchTopics(db, input.keyword, input))),
  )
  define(app, ctx, 'topic.queryTopicByShowPosition', obj({ showPosition: str(32) }, ['showPosition']), (input) =>
    ok(topicsAt(db, input.showPosition)),
  )
  define(app, ctx, 'topic.queryHotRecommendArticle', pageObj(), (input, request) =>
    ok(hotTopicPosts(db, input, viewerOf(db, request, input))),
  )
}

function registerTopicPages(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  const oneTopic = obj({ topicId: numericId, accountId: id }, ['topicId'])
  define(app, ctx, 'topic.queryTopicInfo', oneTopic, (input, request) =>
    ok(topicDetail(db, input.topicId, viewerOf(db, request, input))),
  )
  define(app, ctx, 'topic.getActivityTopicOverview', oneTopic, (input) => ok(activityOverview(db, input.topicId)))

  const topicPage = pageObj({ topicId: numericId }, ['topicId'])
  define(app, ctx, 'topic.queryNewArticle', topicPage, (input, request) =>
    ok(topicFeed(db, input.topicId, 'newest', input, viewerOf(db, request, input))),
  )
  // An activity topic is a topic with the activity flag: its hot list is ranked the same way.
  for (const key of ['topic.queryHotArticle', 'topic.queryHotActivityArticle'] as const) {
    define(app, ctx, key, topicPage, (input, request) =>
      ok(topicFeed(db, input.topicId, 'hottest', input, viewerOf(db, request, input))),
    )
  }

  const vote = authObj({ topicId: numericId, optionId: numericId }, ['topicId', 'optionId'])
  define(app, ctx, 'topic.topicVote', vote, (input, request) =>
    ok(voteOnTopic(db, requireCaller(db, request, input).id, input.topicId, input.optionId, ctx.now())),
  )
}
