import type {
  AuthFields,
  AuthPageRequest,
  MyComment,
  Comment,
  Dynamic,
  Page,
  PublishCommentRequest,
  PublishViewRequest,
  Reply,
  ViewListRequest,
} from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

export function createPublishApi(ctx: ApiContext) {
  return {
    /** Content goes as typed: escaping is the display's job, so the author's text is never altered. */
    publishView: (req: PublishViewRequest): Promise<{ articleId: string; pubId: string }> =>
      callData(ctx, 'publish.publishView', req),
    /** A reply when parentId is set. */
    publishComment: (req: PublishCommentRequest): Promise<Comment | Reply> =>
      callData(ctx, 'publish.publishComment', req),
    removeContent: (auth: AuthFields, type: 'view' | 'comment', id: string): Promise<null> =>
      callData(ctx, 'publish.removeContent', { ...auth, type, id }),
    myComments: (req: Paged<AuthPageRequest>): Promise<Page<MyComment>> =>
      callData(ctx, 'publish.myComments', withPage<AuthPageRequest>(req)),
    viewList: (req: Paged<ViewListRequest> = {}): Promise<Page<Dynamic>> =>
      callData(ctx, 'publish.appGetViewList', withPage<ViewListRequest>(req)),
  }
}
