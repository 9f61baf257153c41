/**
 * The community accounts and circles the market pages are built around (docs/product.md §4.17), in
 * one place. Each value can be set at build time from the environment (config/env.ts, documented in
 * docs/deploy.md); the defaults are the reference server's seeded accounts and circles.
 *
 * Each `process.env.X` is spelled out in full because the build replaces those exact expressions with
 * literals; in Jest they are ordinary environment variables, read at call time so a test can set them.
 */

/** One ETF discussion circle: whose posts it shows, and the circle its readers post into. */
export interface EtfCircleConfig {
  accountIds: readonly string[]
  circleId: string
}

export interface CommunityAccounts {
  /** The ETF accounts (the spec's etfAccountIds): their posts are the ETF circle (etf/circle). */
  etf: EtfCircleConfig
  /** The margin-trading ETF accounts and circle (etfMargin/circle). */
  etfMargin: EtfCircleConfig
  /** The forward account: the spec names it without a purpose; kept here so a deployment can set it. */
  forwardAccountId: string
  /** The share accounts: named by the spec without a purpose; kept here so a deployment can set it. */
  shareAccountIds: readonly string[]
}

export const DEFAULT_COMMUNITY_ACCOUNTS: CommunityAccounts = {
  // The same two accounts as the reference server's ETF_ACCOUNT_IDS configuration value.
  etf: { accountIds: ['acc-10002', 'acc-10003'], circleId: '5' },
  etfMargin: { accountIds: ['acc-10018', 'acc-10014'], circleId: '15' },
  forwardAccountId: 'acc-10015',
  shareAccountIds: ['acc-10019'],
}

const ACCOUNT_ID = /^[\w.-]{1,64}$/

/** A comma-separated id list; an unset, empty or malformed value keeps the default. */
export function idList(value: string | undefined, fallback: readonly string[]): readonly string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
  return ids.length > 0 && ids.every((id) => ACCOUNT_ID.test(id)) ? ids : fallback
}

/** One id; an unset, empty or malformed value keeps the default. */
export function oneId(value: string | undefined, fallback: string): string {
  const id = (value ?? '').trim()
  return ACCOUNT_ID.test(id) ? id : fallback
}

export function readCommunityAccounts(): CommunityAccounts {
  const d = DEFAULT_COMMUNITY_ACCOUNTS
  return {
    etf: {
      accountIds: idList(process.env.ETF_ACCOUNT_IDS, d.etf.accountIds),
      circleId: oneId(process.env.ETF_CIRCLE_ID, d.etf.circleId),
    },
    etfMargin: {
      accountIds: idList(process.env.ETF_MARGIN_ACCOUNT_IDS, d.etfMargin.accountIds),
      circleId: oneId(process.env.ETF_MARGIN_CIRCLE_ID, d.etfMargin.circleId),
    },
    forwardAccountId: oneId(process.env.FORWARD_ACCOUNT_ID, d.forwardAccountId),
    shareAccountIds: idList(process.env.SHARE_ACCOUNT_IDS, d.shareAccountIds),
  }
}
