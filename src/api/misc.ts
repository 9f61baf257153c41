import type {
  Account,
  AuthFields,
  Dynamic,
  EndpointRequest,
  Fund,
  FundRange,
  FundTrend,
  GuessPlateGuess,
  GuessPlateOverview,
  HotStock,
  InterfaceSwitch,
  Page,
  PersonalMessage,
  PorcelainItem,
  ServletEnvelope,
  ShowRoleInfo,
  Topic,
  TradingDay,
  WxBindInfo,
  UnreadCounts,
} from '@shared/api'
import { FUNC_NO } from '@shared/api'
import { businessError, callData, callRaw, withPage, type ApiContext, type Paged } from './core'

const DAY = /^\d{4}-\d{2}-\d{2}$/

type ActiveUserRequest = EndpointRequest<'misc.insertActiveUser'>
/** The profile fields a change carries (nickName, bio, avatar), each optional. */
export type ProfileChangeRequest = Omit<EndpointRequest<'misc.updateUserBaseInfo'>, keyof AuthFields>
type MessageListRequest = EndpointRequest<'misc.messageList'>
/** One message (msgId), a box, or (neither) every message of the caller. */
type MessageReadRequest = EndpointRequest<'misc.messageRead'>

/** Servlet answers say no with error_no, under an HTTP 200 the HTTP layer lets through. */
export function servletResults<T>(body: ServletEnvelope<T>, what: string): T[] {
  if (body.error_no !== '0') throw businessError(body.error_info, `${what} failed (error_no ${body.error_no})`, body)
  return Array.isArray(body.results) ? body.results : []
}

/** The trading-day answer in the app's names (the backend's are normalday / istradingday). */
export interface TradingDayInfo {
  /** The day the answer is about, 'YYYY-MM-DD'; '' when the answer had none. */
  day: string
  /** null when the answer did not say. */
  isTradingDay: boolean | null
}

export function toTradingDayInfo(raw: TradingDay): TradingDayInfo {
  return {
    day: typeof raw?.normalday === 'string' ? raw.normalday : '',
    isTradingDay: typeof raw?.istradingday === 'boolean' ? raw.istradingday : null,
  }
}

export function createMiscApi(ctx: ApiContext) {
  return {
    userBaseInfo: (id: string, accountId?: string): Promise<Account> =>
      callData(ctx, 'misc.getUserBaseInfo', { accountId }, { id }),
    userBindWxInfo: (auth: AuthFields): Promise<WxBindInfo> => callData(ctx, 'misc.getUserBindWxInfo', auth),
    /** One's own profile: the fields given change (docs/product.md §4.15); answers the account as others see it. */
    updateProfile: (auth: AuthFields, change: ProfileChangeRequest): Promise<Account> =>
      callData(ctx, 'misc.updateUserBaseInfo', { ...auth, ...change }),
    /** `date` is 'YYYY-MM-DD'; anything else is refused here rather than asked of the server. */
    async tradingDay(date: string): Promise<TradingDayInfo> {
      if (!DAY.test(date)) throw new RangeError(`tradingDay: date must be YYYY-MM-DD, got "${date}"`)
      return toTradingDayInfo(await callData(ctx, 'misc.getTradingDay', { date }))
    },
    configValue: async (key: string): Promise<string> =>
      (await callData(ctx, 'misc.configValue', undefined, { key })).value,
    insertActiveUser: (req: ActiveUserRequest): Promise<null> => callData(ctx, 'misc.insertActiveUser', req),
    porcelainList: (): Promise<PorcelainItem[]> => callData(ctx, 'misc.queryPorcelainList'),
    newTopicAndArticle: (accountId?: string): Promise<{ topic: Topic | null; articles: Dynamic[] }> =>
      callData(ctx, 'misc.queryNewTopicAndArticle', { accountId }),
    hotStocks: (): Promise<HotStock[]> => callData(ctx, 'misc.getHotStock'),
    interfaceSwitch: (names?: string[]): Promise<InterfaceSwitch> =>
      callData(ctx, 'misc.getInterfaceSwitch', { names }),
    async fundRanges(range: FundRange): Promise<Fund[]> {
      const body = await callRaw(ctx, 'misc.fundServlet', { funcNo: FUNC_NO.fundRange, range })
      return servletResults(body, 'fund ranges') as Fund[]
    },
    async fundTrend(fundCode: string, range: FundRange): Promise<FundTrend | null> {
      const body = await callRaw(ctx, 'misc.fundServlet', { funcNo: FUNC_NO.fundTrend, fundCode, range })
      return (servletResults(body, 'fund trend')[0] as FundTrend | undefined) ?? null
    },
    personalMessages: (req: Paged<MessageListRequest>): Promise<Page<PersonalMessage>> =>
      callData(ctx, 'misc.messageList', withPage<MessageListRequest>(req)),
    unreadMessages: (auth: AuthFields): Promise<UnreadCounts> => callData(ctx, 'misc.messageUnread', auth),
    /** One message, a box, or everything read; answers the unread counts left. */
    readMessages: (req: MessageReadRequest): Promise<UnreadCounts> => callData(ctx, 'misc.messageRead', req),
    guessPlateRound: (accountId?: string): Promise<GuessPlateOverview> =>
      callData(ctx, 'misc.guessPlateRound', { accountId }),
    guessPlate: (auth: AuthFields, roundId: string, plateCode: string): Promise<GuessPlateGuess> =>
      callData(ctx, 'misc.guessPlateGuess', { ...auth, roundId, plateCode }),
    showRoleInfo: (auth: AuthFields): Promise<ShowRoleInfo> => callData(ctx, 'misc.showRoleInfo', auth),
    wearBadge: (auth: AuthFields, badgeId: string): Promise<ShowRoleInfo> =>
      callData(ctx, 'misc.showRoleWearBadge', { ...auth, badgeId }),
    claimBenefit: (auth: AuthFields, benefitId: string): Promise<ShowRoleInfo> =>
      callData(ctx, 'misc.showRoleClaimBenefit', { ...auth, benefitId }),
  }
}
