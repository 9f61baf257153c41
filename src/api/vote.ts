import type { AuthFields, Vote } from '@shared/api'
import { callData, type ApiContext } from './core'

export function createVoteApi(ctx: ApiContext) {
  return {
    detail: (voteId: string, accountId?: string): Promise<Vote> =>
      callData(ctx, 'vote.voteDetail', { voteId, accountId }),
    vote: (auth: AuthFields, voteId: string, optionIds: string[]): Promise<Vote> =>
      callData(ctx, 'vote.articleVote', { ...auth, voteId, optionIds }),
  }
}
