/** Requests of people's pages and the account service (docs/product.md §4.15). */
import { Type } from '@sinclair/typebox'
import { CONTENT_LIMITS } from '../content-limits'
import { MAX_CHARS, NO_NUL, authObj, id, obj, opt, pageObj, str, text } from './fields'

/** A page of what one account wrote, as the viewer (optional) sees it. */
const accountPage = pageObj({ toAccountId: id })
/**
 * The account service's token. Absent or unknown is that service's own 'E' answer (not logged in), never a 400, so the
 * field may be empty.
 */
const tokenOnly = obj({ token: opt(str(128, 0)) })

export const PEOPLE_REQUESTS = {
  'bigV.queryBigVHomeInfo': obj({ toAccountId: id, accountId: opt(id) }),
  /** CRH-CM-IN2312. */
  'bigV.queryArticleInfoByAccountId': accountPage,
  /** The account itself is the path's {id}; accountId is the viewer. */
  'misc.getUserBaseInfo': obj({ accountId: opt(id) }),
  'misc.getUserBindWxInfo': authObj({}),
  /**
   * One's own profile (docs/product.md §4.15): the fields given change, the others stay. The nickname and the
   * introduction are cleaned and checked by types/profile-text.ts; the avatar is an address upload.image gave.
   */
  'misc.updateUserBaseInfo': authObj({
    nickName: opt(text(CONTENT_LIMITS.nickName)),
    /** Empty clears the introduction. */
    bio: opt(Type.String({ [MAX_CHARS]: CONTENT_LIMITS.bio, ...NO_NUL })),
    avatar: opt(str(500)),
  }),
  'misc.insertActiveUser': authObj({ clientType: str(32), appVersion: opt(str(32)) }),

  'account.checkLogout': tokenOnly,
  'account.cancelLogout': tokenOnly,
  'account.applyLogout': tokenOnly,
  'account.queryOuterBound': tokenOnly,
  'account.queryUserAuth': tokenOnly,
  'account.findNickNameByToken': tokenOnly,
  'account.userInfoByToken': tokenOnly,
  /** A missing outerType is the service's own 'E' answer, as a missing token is. */
  'account.unboundOuter': obj({ token: opt(str(128, 0)), outerType: opt(str(32, 0)) }),
  /** A wx.login code, exchanged once for the mini-program user's community identity. */
  'account.miniProgramLogin': obj({ code: str(128) }),
} as const
