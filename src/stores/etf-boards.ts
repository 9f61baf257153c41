/**
 * The ETF pages' data (docs/product.md §4.17): the new ETFs (their codes kept in the custom store's
 * newETFCodes), themes with their rises, the margin-eligible ETFs and the accounts of an ETF circle.
 * A page-only store: imported by path from the ETF pages, so none of it loads with the first screen.
 */
import type { EndpointRequest, Etf, EtfScope, EtfTheme } from '@shared/api'
import type { AccountEntity, AccountStore } from './accounts'
import type { ReadonlyDeep } from '@/lib'
import { useStores } from './context'
import type { CustomStore } from './custom'
import type { StoreEnv } from './env'
import { Loadable } from './loadable'
import type { SessionStore } from './session'

/** What the data service is asked for the new-ETF table. */
export const NEW_ETF_REQUEST: EndpointRequest<'etf.newList'> = { type: 'new', version: '1', channel: 'community' }

export class EtfBoardStore {
  constructor(
    private readonly env: StoreEnv,
    private readonly custom: CustomStore,
    private readonly accounts: AccountStore,
    private readonly session: SessionStore,
  ) {}

  /**
   * The new ETFs with their names and rises. Their codes are asked once per session and kept in the
   * custom store; an empty table asks again next time.
   */
  newEtfs(): Loadable<Etf[]> {
    return new Loadable(async () => {
      if (this.custom.newETFCodes.length === 0)
        this.custom.setNewETFCodes(await this.env.api.etf.newEtfCodes(NEW_ETF_REQUEST))
      const codes = this.custom.newETFCodes
      return codes.length === 0 ? [] : this.env.api.etf.byCodes(codes.slice(0, 50))
    })
  }

  themes(scope: EtfScope): Loadable<EtfTheme[]> {
    return new Loadable(() => this.env.api.etf.themes(scope))
  }

  marginEtfs(): Loadable<Etf[]> {
    return new Loadable(() => this.env.api.etf.marginList())
  }

  /** A circle's accounts, as the accounts store keeps them (their follow state is the one everywhere). */
  circleAccounts(accountIds: readonly string[]): Loadable<AccountEntity[]> {
    return new Loadable(async () => {
      const viewer = this.session.accountId || undefined
      const found = await Promise.all(
        accountIds.map((id) => this.env.api.misc.userBaseInfo(id, viewer).catch(() => null)),
      )
      return found.flatMap((account) => (account ? [this.accounts.merge(account)] : []))
    })
  }
}

export function useEtfBoards(): ReadonlyDeep<EtfBoardStore> {
  return useStores().lazyStore(
    EtfBoardStore,
    (root, env) => new EtfBoardStore(env, root.custom, root.accounts, root.session),
  )
}
