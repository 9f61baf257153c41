import type { Activity, Circle, CircleDetail, Dynamic, EndpointRequest, Page } from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

type CircleListRequest = EndpointRequest<'circle.queryCircleAll'>
type CirclePageRequest = EndpointRequest<'circle.findCircleAllNew'>

export function createCircleApi(ctx: ApiContext) {
  return {
    /** Sent in the query string (docs/product.md §7.3), hence the endpoint's postUrlencodedQuery form. */
    info: (circleId: string, accountId?: string): Promise<CircleDetail> =>
      callData(ctx, 'circle.findInformation', { circleId, accountId }),
    all: (req: Paged<CircleListRequest> = {}): Promise<Page<Circle>> =>
      callData(ctx, 'circle.queryCircleAll', withPage<CircleListRequest>(req)),
    newest: (req: Paged<CirclePageRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'circle.findCircleAllNew', withPage<CirclePageRequest>(req)),
    hot: (req: Paged<CirclePageRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'circle.findCircleAllHot', withPage<CirclePageRequest>(req)),
    prime: (req: Paged<CirclePageRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'circle.findCirclePrime', withPage<CirclePageRequest>(req)),
    activities: (req: Paged<CirclePageRequest>): Promise<Page<Activity>> =>
      callData(ctx, 'circle.findCircleActivity', withPage<CirclePageRequest>(req)),
  }
}
