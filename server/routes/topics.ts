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
import { define, type RouteContext } from './define'
import { countSearch } from './search'

export function registerTopicRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerTopicLists(app, ctx)
  registerTopicPages(app, ctx)
}

function registerTopicLists(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'topic.queryTopicAll', (input) => ok(allTopics(db, input)))
  define(app, ctx, 'topic.topicRecommend', (input) => ok(recommendedTopics(db, input)))
  define(app, ctx, 'topic.queryTopicPage', (input, request) =>
    ok(countSearch(ctx, request, input, searchTopics(db, input.keyword, input))),
  )
  define(app, ctx, 'topic.queryTopicByShowPosition', (input) => ok(topicsAt(db, input.showPosition)))
  define(app, ctx, 'topic.queryHotRecommendArticle', (input, request) =>
    ok(hotTopicPosts(db, input, viewerOf(db, request, input))),
  )
}

function registerTopicPages(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'topic.queryTopicInfo', (input, request) =>
    ok(topicDetail(db, input.topicId, viewerOf(db, request, input))),
  )
  define(app, ctx, 'topic.getActivityTopicOverview', (input) => ok(activityOverview(db, input.topicId)))

  define(app, ctx, 'topic.queryNewArticle', (input, request) =>
    ok(topicFeed(db, input.topicId, 'newest', input, viewerOf(db, request, input))),
  )
  // An activity topic is a topic with the activity flag: its hot list is ranked the same way.
  for (const key of ['topic.queryHotArticle', 'topic.queryHotActivityArticle'] as const) {
    define(app, ctx, key, (input, request) =>
      ok(topicFeed(db, input.topicId, 'hottest', input, viewerOf(db, request, input))),
    )
  }

  define(app, ctx, 'topic.topicVote', (input, request) =>
    ok(voteOnTopic(db, requireCaller(db, request, input).id, input.topicId, input.optionId, ctx.now())),
  )
}
