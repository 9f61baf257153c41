/**
 * What people did with the dynamics: comments and replies, likes (and the counts they make),
 * follows, live reminders, the test account's collections and messages, and votes inside articles.
 */
import { DAY, MINUTE, type SeedAccount, type SeedContext, type SeedPeople } from './context'
import { DEV_ACCOUNT } from './dev-account'
import type { SeededDynamics } from './dynamics'
import * as P from './phrases'

export function seedSocial(ctx: SeedContext, people: SeedPeople, dynamics: SeededDynamics): void {
  seedCommentsAndLikes(ctx, people.accounts, dynamics.dynamicIds)
  seedFollows(ctx, people)
  seedRemindersAndCollections(ctx, people.accounts, dynamics)
  seedMessages(ctx, people.accounts, dynamics.referable)
  seedVotes(ctx, dynamics.referable)
}

function seedCommentsAndLikes({ db, rng, now, ago }: SeedContext, accounts: SeedAccount[], dynamicIds: number[]): void {
  const insComment = db.prepare(
    'INSERT INTO comments (dynamic_id, account_id, parent_id, reply_to_account_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const insLike = db.prepare(
    'INSERT OR IGNORE INTO likes (account_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?)',
  )
  for (const id of dynamicIds) {
    const count = rng.chance(0.5) ? rng.int(0, 5) : 0
    for (let c = 0; c < count; c++) {
      const author = rng.pick(accounts)
      const at = now - ago(30)
      const top = insComment.run(id, author.id, null, null, rng.pick(P.COMMENT_TEXTS), at).lastInsertRowid as number
      if (rng.chance(0.3)) {
        const replier = rng.pick(accounts)
        insComment.run(
          id,
          replier.id,
          top,
          author.id,
          `回复 ${rng.pick(P.COMMENT_TEXTS)}`,
          at + rng.int(1, 600) * MINUTE,
        )
      }
    }
    for (const liker of rng.sample(accounts, rng.chance(0.6) ? rng.int(0, 12) : 0))
      insLike.run(liker.id, 'dynamic', id, now - ago(30))
  }
  db.exec(`UPDATE dynamics SET
    comment_count = (SELECT COUNT(*) FROM comments c WHERE c.dynamic_id = dynamics.id AND c.status = 1),
    praise_count = (SELECT COUNT(*) FROM likes l WHERE l.target_type = 'dynamic' AND l.target_id = dynamics.id)`)
}

function seedFollows({ db, rng, now, ago }: SeedContext, { accounts, authors, ordinary }: SeedPeople): void {
  const insFollow = db.prepare(
    'INSERT OR IGNORE INTO follows (account_id, to_account_id, created_at, last_click_at) VALUES (?, ?, ?, ?)',
  )
  for (const a of accounts) {
    const targets = rng.sample(authors.concat(rng.sample(ordinary, 5)), a.id === DEV_ACCOUNT.id ? 12 : rng.int(3, 15))
    for (const t of targets) {
      if (t.id === a.id) continue
      insFollow.run(a.id, t.id, now - ago(200), rng.chance(0.5) ? now - ago(10) : null)
    }
  }
}

function seedRemindersAndCollections(
  { db, rng, now, ago }: SeedContext,
  accounts: SeedAccount[],
  { referable, liveCount }: SeededDynamics,
): void {
  const insAppt = db.prepare(
    'INSERT OR IGNORE INTO live_appointments (account_id, live_id, created_at) VALUES (?, ?, ?)',
  )
  for (let i = 0; i < 40; i++) insAppt.run(rng.pick(accounts).id, rng.int(1, liveCount), now - ago(5))
  const insColl = db.prepare('INSERT OR IGNORE INTO collections (account_id, dynamic_id, created_at) VALUES (?, ?, ?)')
  for (const id of rng.sample(referable, 15)) insColl.run(DEV_ACCOUNT.id, id, now - ago(20))
}

const MESSAGE_TEXTS = {
  praise: '赞了你的动态',
  follow: '关注了你',
  system: '欢迎来到投资社区，理性投资，友善交流。',
} as const

/** The test account's messages: the first 20 read, the last 10 not. */
function seedMessages({ db, rng, now, ago }: SeedContext, accounts: SeedAccount[], referable: number[]): void {
  const insMsg = db.prepare(
    'INSERT INTO messages (account_id, from_account_id, kind, content, dynamic_id, is_read, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (let i = 0; i < 30; i++) {
    const kind = rng.pick(['comment', 'praise', 'follow', 'system'] as const)
    const from = kind === 'system' ? null : rng.pick(accounts.slice(1)).id
    const content = kind === 'comment' ? rng.pick(P.COMMENT_TEXTS) : MESSAGE_TEXTS[kind]
    insMsg.run(
      DEV_ACCOUNT.id,
      from,
      kind,
      content,
      kind === 'comment' || kind === 'praise' ? rng.pick(referable) : null,
      i < 20 ? 1 : 0,
      now - ago(20),
    )
  }
}

/** Votes inside 20 articles, every third one multiple-choice, some already closed. */
function seedVotes({ db, rng, now }: SeedContext, referable: number[]): void {
  const insVote = db.prepare(
    'INSERT INTO vote_components (id, dynamic_id, title, multiple, end_at) VALUES (?, ?, ?, ?, ?)',
  )
  const insVoteOpt = db.prepare('INSERT INTO vote_options (vote_id, label, votes) VALUES (?, ?, ?)')
  rng.sample(referable, 20).forEach((dynamicId, i) => {
    insVote.run(
      i + 1,
      dynamicId,
      `你怎么看${rng.pick(P.PLATES)}后市？`,
      i % 3 === 0 ? 1 : 0,
      now + rng.int(-5, 30) * DAY,
    )
    for (const label of ['看涨 📈', '看跌 📉', '震荡']) insVoteOpt.run(i + 1, label, rng.int(0, 500))
  })
}
