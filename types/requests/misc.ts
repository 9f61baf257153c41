/** Requests of the app's own configuration, personal messages and the campaigns (docs/product.md §4.13, §4.15, §4.18). */
import { MESSAGE_BOXES, PERSONAL_MESSAGE_TYPES } from '../api'
import { PAGE_FIELDS, authObj, id, numericId, obj, oneOf, opt, str, strArray } from './fields'

/** A read the same for everyone except the viewer's own flags (accountId, with its token). */
const viewerOnly = obj({ accountId: opt(id) })

export const MISC_REQUESTS = {
  'page.info': viewerOnly,
  /** names left out: every switch. */
  'misc.getInterfaceSwitch': obj({ names: opt(strArray(str(64), 100)) }),
  'misc.queryNewTopicAndArticle': viewerOnly,

  /** One kind, one box's kinds, or (neither) every message. */
  'misc.messageList': authObj({
    ...PAGE_FIELDS,
    type: opt(oneOf(PERSONAL_MESSAGE_TYPES)),
    box: opt(oneOf(MESSAGE_BOXES)),
  }),
  'misc.messageUnread': authObj({}),
  /** One message (msgId), a box, or (neither) every message of the caller. */
  'misc.messageRead': authObj({ msgId: opt(numericId), box: opt(oneOf(MESSAGE_BOXES)) }),

  'misc.guessPlateRound': viewerOnly,
  'misc.guessPlateGuess': authObj({ roundId: numericId, plateCode: str(16) }),
  'misc.showRoleInfo': authObj({}),
  'misc.showRoleWearBadge': authObj({ badgeId: numericId }),
  'misc.showRoleClaimBenefit': authObj({ benefitId: numericId }),
} as const
