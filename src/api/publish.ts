import type { AuthFields, Comment, EndpointRequest, MyComment, Page, Reply } from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

/** Writes: the app always sends the caller's identity. */
type PublishViewRequest = AuthFields & EndpointRequest<'publish.publishView'>
type PublishCommentRequest = AuthFields & EndpointRequest<'publish.publishComment'>
type MyCommentsRequest = AuthFields & EndpointRequest<'publish.myComments'>

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
    myComments: (req: Paged<MyCommentsRequest>): Promise<Page<MyComment>> =>
      callData(ctx, 'publish.myComments', withPage<MyCommentsRequest>(req)),
  }
}
