import type {
  Account,
  AccountPageRequest,
  AuthFields,
  Circle,
  Dynamic,
  EndpointRequest,
  FollowLastClickMap,
  FollowResult,
  FollowUser,
  Page,
  PageRequest,
  ViewerFields,
} from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

/** A page of 我的关注: the account names itself (and sends its token). */
type ViewerPageRequest = EndpointRequest<'follow.myFollowUsers'>

export function createFollowApi(ctx: ApiContext) {
  return {
    myFollowUsers: (req: Paged<ViewerPageRequest>): Promise<Page<FollowUser>> =>
      callData(ctx, 'follow.myFollowUsers', withPage<ViewerPageRequest>(req)),
    allFollowRecommend: (req: Paged<ViewerPageRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'follow.allFollowRecommend', withPage<ViewerPageRequest>(req)),
    myFollowCircles: (req: Paged<ViewerPageRequest>): Promise<Page<Circle>> =>
      callData(ctx, 'follow.myFollowCircles', withPage<ViewerPageRequest>(req)),
    /** Join (true) or leave (false) a circle. */
    followCircle: (
      auth: AuthFields,
      circleId: string,
      follow: boolean,
    ): Promise<{ followed: boolean; memberCount: number }> =>
      callData(ctx, 'follow.followCircles', { ...auth, circleId, follow: follow ? 1 : 0 }),
    /** Followed accountId → when the viewer last opened that account's news. */
    lastClickTimes: (accountId: string): Promise<FollowLastClickMap> =>
      callData(ctx, 'follow.lastClickTime', { accountId }),
    clickFollowUser: (accountId: string, toAccountId: string): Promise<null> =>
      callData(ctx, 'follow.clickMyFollowUsers', { accountId, toAccountId }),
    /** CRH-CM-IN2316. */
    follow: (auth: AuthFields, toAccountId: string): Promise<FollowResult> =>
      callData(ctx, 'follow.follow', { ...auth, toAccountId }),
    /** CRH-CM-IN2556. */
    unfollow: (auth: AuthFields, toAccountId: string): Promise<FollowResult> =>
      callData(ctx, 'follow.unfollow', { ...auth, toAccountId }),
    /** Follow or unfollow by the wanted state, so a toggle button needs no branch of its own. */
    setFollowed: (auth: AuthFields, toAccountId: string, followed: boolean): Promise<FollowResult> =>
      callData(ctx, followed ? 'follow.follow' : 'follow.unfollow', { ...auth, toAccountId }),
    /** CRH-CM-IN2314: whom toAccountId follows. */
    followList: (req: Paged<AccountPageRequest>): Promise<Page<Account>> =>
      callData(ctx, 'follow.followList', withPage<AccountPageRequest>(req)),
    /** CRH-CM-IN2315: who follows toAccountId. */
    fansList: (req: Paged<AccountPageRequest>): Promise<Page<Account>> =>
      callData(ctx, 'follow.fansList', withPage<AccountPageRequest>(req)),
    recommendUserList: (req: Paged<PageRequest & ViewerFields> = {}): Promise<Page<Account>> =>
      callData(ctx, 'follow.recommendUserList', withPage<PageRequest & ViewerFields>(req)),
    moreRecommendUserList: (req: Paged<PageRequest & ViewerFields> = {}): Promise<Page<Account>> =>
      callData(ctx, 'follow.moreRecommendUserList', withPage<PageRequest & ViewerFields>(req)),
  }
}
