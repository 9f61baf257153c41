/** Topics (some with a vote, some activities, some placed on a screen) and circles with their members. */
import { coverPath } from '../avatars'
import { DAY, type SeedContext, type SeedPeople } from './context'
import { DEV_ACCOUNT } from './dev-account'
import * as P from './phrases'

export function seedTopicsAndCircles({ db, rng, now, ago }: SeedContext, { accounts, authors }: SeedPeople): void {
  const insTopic = db.prepare(
    `INSERT INTO topics (id, name, intro, cover, is_activity, show_position, is_hot, vote_title, start_at, end_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insTopicOption = db.prepare('INSERT INTO topic_vote_options (topic_id, label, votes) VALUES (?, ?, ?)')
  P.TOPIC_NAMES.forEach((name, i) => {
    const id = i + 1
    const activity = i % 8 === 7 || name.includes('赢') || name.includes('领')
    const vote = i % 5 === 0 ? `${name}？你的选择是` : null
    insTopic.run(
      id,
      `#${name}#`,
      `围绕「${name}」分享你的观点与经验，理性讨论，友善交流。`,
      coverPath(1000 + id),
      activity ? 1 : 0,
      i < 5 ? 'home' : i < 10 ? 'community' : i < 13 ? 'etf' : null,
      i % 3 === 0 ? 1 : 0,
      vote,
      activity ? now - 10 * DAY : null,
      activity ? now + 20 * DAY : null,
      now - rng.int(20, 200) * DAY,
    )
    if (vote) for (const label of ['看多', '看空', '观望']) insTopicOption.run(id, label, rng.int(10, 900))
  })
  const insCircle = db.prepare(
    `INSERT INTO circles (id, name, intro, avatar, owner_id, is_prime, is_activity, hot, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insMember = db.prepare(
    'INSERT OR IGNORE INTO circle_members (circle_id, account_id, joined_at) VALUES (?, ?, ?)',
  )
  P.CIRCLE_NAMES.forEach((name, i) => {
    const id = i + 1
    insCircle.run(
      id,
      name,
      `${name}：志同道合的投资者在这里交流心得。`,
      coverPath(2000 + id),
      rng.pick(authors).id,
      i % 4 === 0 ? 1 : 0,
      i % 6 === 1 ? 1 : 0,
      rng.int(0, 5000),
      now - rng.int(30, 365) * DAY,
    )
    for (const a of rng.sample(accounts, rng.int(5, 30))) insMember.run(id, a.id, now - ago(60))
  })
  for (const id of [1, 3, 5]) insMember.run(id, DEV_ACCOUNT.id, now - 5 * DAY)
}
