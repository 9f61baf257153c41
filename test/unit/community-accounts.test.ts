import { DEFAULT_COMMUNITY_ACCOUNTS, idList, oneId, readCommunityAccounts } from '@/config/community-accounts'
import { buildEnv, resolveEnv } from '../../config/env'

describe('community accounts config', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('defaults to the reference server’s seeded accounts and circles', () => {
    for (const key of ['ETF_ACCOUNT_IDS', 'ETF_CIRCLE_ID', 'ETF_MARGIN_ACCOUNT_IDS', 'FORWARD_ACCOUNT_ID'])
      delete process.env[key]
    expect(readCommunityAccounts()).toEqual(DEFAULT_COMMUNITY_ACCOUNTS)
  })

  it('takes build-time overrides, keeping the default for empty or malformed values', () => {
    process.env.ETF_ACCOUNT_IDS = ' acc-1 , acc-2 '
    process.env.ETF_MARGIN_CIRCLE_ID = '99'
    process.env.FORWARD_ACCOUNT_ID = ''
    process.env.SHARE_ACCOUNT_IDS = 'a b,<x>'
    const accounts = readCommunityAccounts()
    expect(accounts.etf.accountIds).toEqual(['acc-1', 'acc-2'])
    expect(accounts.etfMargin.circleId).toBe('99')
    expect(accounts.forwardAccountId).toBe(DEFAULT_COMMUNITY_ACCOUNTS.forwardAccountId)
    expect(accounts.shareAccountIds).toEqual(DEFAULT_COMMUNITY_ACCOUNTS.shareAccountIds)
    expect(idList(',,', ['x'])).toEqual(['x'])
    expect(oneId(' 7 ', '1')).toBe('7')
  })

  it('the build passes the environment through as constants (empty keeps the module default)', () => {
    expect(resolveEnv({}).ETF_ACCOUNT_IDS).toBe('')
    expect(buildEnv({ ETF_ACCOUNT_IDS: 'acc-9' })['process.env.ETF_ACCOUNT_IDS']).toBe('"acc-9"')
  })
})
