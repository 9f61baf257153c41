import type {
  ActivityTopicOverview,
  Dynamic,
  Page,
  PageRequest,
  Topic,
  TopicDetail,
  TopicPageRequest,
  TopicSearchRequest,
  TopicVote,
  TopicVoteRequest,
  ViewerFields,
} from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

export function createTopicApi(ctx: ApiContext) {
  return {
    queryTopicAll: (req: Paged<PageRequest> = {}): Promise<Page<Topic>> =>
      callData(ctx, 'topic.queryTopicAll', withPage<PageRequest>(req)),
    queryTopicInfo: (topicId: string, accountId?: string): Promise<TopicDetail> =>
      callData(ctx, 'topic.queryTopicInfo', { topicId, accountId }),
    queryNewArticle: (req: Paged<TopicPageRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'topic.queryNewArticle', withPage<TopicPageRequest>(req)),
    queryHotArticle: (req: Paged<TopicPageRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'topic.queryHotArticle', withPage<TopicPageRequest>(req)),
    queryHotActivityArticle: (req: Paged<TopicPageRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'topic.queryHotActivityArticle', withPage<TopicPageRequest>(req)),
    queryTopicPage: (req: Paged<TopicSearchRequest> = {}): Promise<Page<Topic>> =>
      callData(ctx, 'topic.queryTopicPage', withPage<TopicSearchRequest>(req)),
    queryHotRecommendArticle: (req: Paged<PageRequest & ViewerFields> = {}): Promise<Page<Dynamic>> =>
      callData(ctx, 'topic.queryHotRecommendArticle', withPage<PageRequest & ViewerFields>(req)),
    queryTopicByShowPosition: (showPosition: string): Promise<Topic[]> =>
      callData(ctx, 'topic.queryTopicByShowPosition', { showPosition }),
    topicVote: (req: TopicVoteRequest): Promise<TopicVote> => callData(ctx, 'topic.topicVote', req),
    topicRecommend: (req: Paged<PageRequest> = {}): Promise<Page<Topic>> =>
      callData(ctx, 'topic.topicRecommend', withPage<PageRequest>(req)),
    getActivityTopicOverview: (topicId: string): Promise<ActivityTopicOverview> =>
      callData(ctx, 'topic.getActivityTopicOverview', { topicId }),
  }
}
