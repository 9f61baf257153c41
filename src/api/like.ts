import { PUB_TYPE, type AuthFields, type PraiseResult, type ZeroOne } from '@shared/api'
import { nextPraise } from '@/lib/like'
import { callData, type ApiContext } from './core'

/** What a like is about: a feed item (or comment) and whether the viewer already likes it. */
export interface PraiseTarget {
  pubType: number
  forId: string
  /** A comment or reply rather than a dynamic. */
  isComment?: boolean
}

export function createLikeApi(ctx: ApiContext) {
  /** Sends an explicit isPraise; short videos go to the cmapi endpoint, which has its own field names. */
  function praise(auth: AuthFields, target: PraiseTarget, isPraise: ZeroOne): Promise<PraiseResult> {
    if (target.pubType === PUB_TYPE.shortVideo && !target.isComment) {
      return callData(ctx, 'like.cmapiPraise', {
        accountId: auth.accountId,
        for_id: target.forId,
        for_what: '3',
        isPraise,
        token: auth.token,
        userCode: auth.userCode,
      })
    }
    return callData(ctx, 'like.praise', {
      ...auth,
      pubType: target.pubType,
      forId: target.forId,
      forWhat: target.isComment ? '2' : '1',
      isPraise,
    })
  }
  return {
    praise,
    /** The tap on a like button (docs/product.md §4.3): un-like what is liked, like what is not. */
    toggle: (auth: AuthFields, target: PraiseTarget, liked: boolean): Promise<PraiseResult> =>
      praise(auth, target, nextPraise(liked)),
  }
}
