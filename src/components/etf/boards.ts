import type { EtfScope } from '@shared/api'
import { readCommunityAccounts, type EtfCircleConfig } from '@/config/community-accounts'
import type { RoutePath } from '@/config/routes'
import { ETF_TEXTS } from './texts'

export type EtfBoardKind = 'etf' | 'etfMargin'

export interface EtfBoard {
  chancePath: RoutePath
  circlePath: RoutePath
  /** The chance page's ETF list: the new ETFs, or the margin-eligible ones. */
  listTitle: string
  list: 'new' | 'margin'
  themeScope: EtfScope
  circleEntry: string
}

/** The ETF pages and their margin-trading twins: the same screens over their own lists and accounts. */
export const ETF_BOARDS: Record<EtfBoardKind, EtfBoard> = {
  etf: {
    chancePath: 'etf/chance/index',
    circlePath: 'etf/circle/index',
    listTitle: ETF_TEXTS.newEtfs,
    list: 'new',
    themeScope: 'all',
    circleEntry: ETF_TEXTS.circleEntry,
  },
  etfMargin: {
    chancePath: 'etfMargin/chance/index',
    circlePath: 'etfMargin/circle/index',
    listTitle: ETF_TEXTS.marginEtfs,
    list: 'margin',
    themeScope: 'margin',
    circleEntry: ETF_TEXTS.marginCircleEntry,
  },
}

/** The circle's accounts and circle, as configured for this build (src/config/community-accounts.ts). */
export function circleConfig(kind: EtfBoardKind): EtfCircleConfig {
  return readCommunityAccounts()[kind]
}
