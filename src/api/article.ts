import type {
  Activity,
  ArticleDetail,
  ArticleInfo,
  AuthFields,
  Comment,
  CommentThread,
  Dynamic,
  EndpointRequest,
  Page,
  PageRequest,
} from '@shared/api'
import { callData, dataAtBoot, withPage, type ApiContext, type Paged } from './core'

type DynamicListRequest = EndpointRequest<'article.dynamicList'>
type CommentListRequest = EndpointRequest<'article.getCommentByArticle'>
type CommentRepliesRequest = EndpointRequest<'article.getCommentReplies'>
type StockDynamicRequest = EndpointRequest<'article.getMessageInfoListByStockCode'>
type AccountDynamicsRequest = EndpointRequest<'article.getSelfInfoListByAccountId'>
type ArticleCategoryRequest = EndpointRequest<'article.byCategory'>
/** A write: the app always sends the caller's identity. */
type ArticleCreateRequest = AuthFields & EndpointRequest<'article.appCreateSave'>

export function createArticleApi(ctx: ApiContext) {
  return {
    /** updateArticleInfo.json: counts one read. */
    countRead: async (articleId: string, accountId?: string): Promise<number> =>
      (await callData(ctx, 'article.updateArticleInfo', { articleId, accountId })).readCount,
    /** CRH-CM-IN2310.json: the community feed by tab. */
    dynamicList: (req: Paged<DynamicListRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'article.dynamicList', withPage<DynamicListRequest>(req)),
    comments: (req: Paged<CommentListRequest>): Promise<Page<Comment>> =>
      callData(ctx, 'article.getCommentByArticle', withPage<CommentListRequest>(req)),
    /** One top-level comment by id with a page of its replies, oldest first (comment detail). */
    commentReplies: (req: Paged<CommentRepliesRequest>): Promise<CommentThread> =>
      callData(ctx, 'article.getCommentReplies', withPage<CommentRepliesRequest>(req)),
    /** Articles filed under an editorial category (margin trading). */
    byCategory: (req: Paged<ArticleCategoryRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'article.byCategory', withPage<ArticleCategoryRequest>(req)),
    byStockCode: (req: Paged<StockDynamicRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'article.getMessageInfoListByStockCode', withPage<StockDynamicRequest>(req)),
    createArticle: async (req: ArticleCreateRequest): Promise<string> =>
      (await callData(ctx, 'article.appCreateSave', req)).articleId,
    /** What pubType 7/8 items are looked up to before opening. */
    infoByArticleId: (articleId: string, accountId?: string): Promise<ArticleInfo> =>
      callData(ctx, 'article.getInfoByArticleId', { articleId, accountId }),
    deleteArticle: (auth: AuthFields, articleId: string): Promise<null> =>
      callData(ctx, 'article.deleteArticle', { ...auth, articleId }),
    byAccount: (req: Paged<AccountDynamicsRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'article.getSelfInfoListByAccountId', withPage<AccountDynamicsRequest>(req)),
    pinnedByAccount: (toAccountId: string, accountId?: string): Promise<Dynamic[]> =>
      callData(ctx, 'article.getSetArticleByAccount', { toAccountId, accountId }),
    activities: (req: Paged<PageRequest> = {}): Promise<Page<Activity>> =>
      callData(ctx, 'article.activityList', withPage<PageRequest>(req)),
    /** Detail with the viewer's flags; articleInfo/appInfo/{id}. */
    appInfo: (articleId: string, accountId?: string): Promise<ArticleDetail> =>
      callData(ctx, 'article.appInfo', { accountId }, { id: articleId }),
    /** The same call's answer if the page's HTML carried it (for a viewer with no account), else undefined. */
    appInfoAtBoot: (articleId: string, accountId?: string): ArticleDetail | undefined =>
      dataAtBoot(ctx, 'article.appInfo', { accountId }, { id: articleId }),
    /** Detail for shared pages; articleInfo/info/{id}. */
    info: (articleId: string, accountId?: string): Promise<ArticleDetail> =>
      callData(ctx, 'article.info', { accountId }, { id: articleId }),
  }
}
