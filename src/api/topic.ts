import type { ActivityTopicOverview, Dynamic, Page, EndpointRequest, Topic, TopicDetail, TopicVote } from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

type TopicListRequest = EndpointRequest<'topic.queryTopicAll'>
type TopicPageRequest = EndpointRequest<'topic.queryNewArticle'>
type TopicSearchRequest = EndpointRequest<'topic.queryTopicPage'>

export function createTopicApi(ctx: ApiContext) {
  return {
    queryTopicAll: (req: Paged<TopicListRequest> = {}): Promise<Page<Topic>> =>
      callData(ctx, 'topic.queryTopicAll', withPage<TopicListRequest>(req)),
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
    queryHotRecommendArticle: (req: Paged<TopicListRequest> = {}): Promise<Page<Dynamic>> =>
      callData(ctx, 'topic.queryHotRecommendArticle', withPage<TopicListRequest>(req)),
    queryTopicByShowPosition: (showPosition: string): Promise<Topic[]> =>
      callData(ctx, 'topic.queryTopicByShowPosition', { showPosition }),
    topicVote: (req: EndpointRequest<'topic.topicVote'>): Promise<TopicVote> => callData(ctx, 'topic.topicVote', req),
    topicRecommend: (req: Paged<TopicListRequest> = {}): Promise<Page<Topic>> =>
      callData(ctx, 'topic.topicRecommend', withPage<TopicListRequest>(req)),
    getActivityTopicOverview: (topicId: string): Promise<ActivityTopicOverview> =>
      callData(ctx, 'topic.getActivityTopicOverview', { topicId }),
  }
}
