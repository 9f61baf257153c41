/** Accounts: the test account, the big-V and organisation accounts, then ordinary users with unique names. */
import { avatarPath } from '../avatars'
import { DAY, type SeedAccount, type SeedContext, type SeedPeople } from './context'
import { DEV_ACCOUNT } from './dev-account'
import * as P from './phrases'

export function seedAccounts({ db, rng, now }: SeedContext): SeedPeople {
  const insAccount = db.prepare(
    `INSERT INTO accounts (id, user_code, token, cid, kind, nickname, avatar, bio, phone_masked, risk_level, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const accounts: SeedAccount[] = []
  insAccount.run(
    DEV_ACCOUNT.id,
    DEV_ACCOUNT.userCode,
    DEV_ACCOUNT.token,
    DEV_ACCOUNT.cid,
    0,
    DEV_ACCOUNT.nickname,
    avatarPath(1),
    '开发测试账号',
    '138****0001',
    'C3',
    now - 400 * DAY,
  )
  accounts.push({ id: DEV_ACCOUNT.id, kind: 0 })
  const names = new Set<string>([DEV_ACCOUNT.nickname])
  let n = 2
  const addAccount = (kind: number, nickname: string) => {
    const id = `acc-${10000 + n}`
    insAccount.run(
      id,
      `uc-${10000 + n}`,
      `tok-${10000 + n}`,
      `cid-${10000 + n}`,
      kind,
      nickname,
      avatarPath(n),
      rng.pick(P.BIOS),
      `13${rng.int(0, 9)}****${String(rng.int(0, 9999)).padStart(4, '0')}`,
      rng.pick(['C1', 'C2', 'C3', 'C4', null]),
      now - rng.int(100, 900) * DAY,
    )
    accounts.push({ id, kind })
    n++
  }
  for (const name of P.BIGV_NAMES) addAccount(1, name)
  for (const name of P.ORG_NAMES) addAccount(2, name)
  while (accounts.length < 66) {
    const name = rng.chance(0.5)
      ? rng.pick(P.NICK_HEADS) + rng.pick(P.NICK_TAILS)
      : rng.pick(P.SURNAMES) + rng.pick(P.NICK_TAILS) + rng.int(1, 99)
    if (names.has(name)) continue
    names.add(name)
    addAccount(0, name)
  }
  const authors = accounts.filter((a) => a.kind > 0)
  const ordinary = accounts.filter((a) => a.kind === 0)
  return { accounts, authors, ordinary }
}
