import type { FastifyInstance } from 'fastify'
import type { RouteContext } from './define'
import { registerArticleRoutes } from './articles'
import { registerCommentRoutes } from './comments'
import { registerPublishingRoutes } from './publishing'
import { registerSearchRoutes } from './search'
import { registerSocialRoutes } from './social'
import { registerTopicRoutes } from './topics'
import { registerCircleRoutes } from './circles'
import { registerPeopleRoutes } from './people'
import { registerLiveRoutes } from './live'
import { registerMarketRoutes } from './market'
import { registerMiscRoutes } from './misc'
import { registerAccountRoutes } from './account'
import { registerUploadRoutes } from './upload'
import { registerEtfRoutes } from './etf'
import { registerFreshnessRoutes } from './freshness'

export type { RouteContext } from './define'

export async function registerRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  registerArticleRoutes(app, ctx)
  registerCommentRoutes(app, ctx)
  registerPublishingRoutes(app, ctx)
  registerSearchRoutes(app, ctx)
  registerSocialRoutes(app, ctx)
  registerTopicRoutes(app, ctx)
  registerCircleRoutes(app, ctx)
  registerPeopleRoutes(app, ctx)
  registerLiveRoutes(app, ctx)
  registerMarketRoutes(app, ctx)
  registerMiscRoutes(app, ctx)
  registerAccountRoutes(app, ctx)
  registerUploadRoutes(app, ctx)
  registerEtfRoutes(app, ctx)
  await registerFreshnessRoutes(app, ctx)
}
