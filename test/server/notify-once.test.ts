/**
 * Follow/unfollow and like/unlike cycles notify once a day (issue 29, low; docs/product.md §4.15): one message per
 * actor, target and kind a China day, read through misc.messageList.
 */
import type { FastifyInstance } from 'fastify'
import type { MessageBox } from '@shared/api'
import { DEV, OTHER, call, makeServer } from './helpers'

let app: FastifyInstance
beforeAll(async () => ({ app } = await makeServer(undefined, { writeLimits: false })))
afterAll(() => app.close())

/** DEV's messages of a box that OTHER sent. */
async function fromOther(box: MessageBox): Promise<{ msgId: string; articleId: string | null }[]> {
  const list = (await call(app, 'misc.messageList', { ...DEV, box, pageNum: 1, pageSize: 100 })).body.data.list
  return list.filter((m) => m.from?.accountId === OTHER.accountId)
}

/** Moves a message back a day, as if it had been sent yesterday. */
const ageByADay = (msgId: string) =>
  app.db.prepare('UPDATE messages SET created_at = created_at - 86400000 WHERE id = ?').run(Number(msgId))

describe('notifications of repeated taps', () => {
  it('a follow, unfollow, follow … cycle notifies once a day', async () => {
    const before = (await fromOther('follow')).length
    for (let i = 0; i < 5; i++) {
      expect((await call(app, 'follow.follow', { ...OTHER, toAccountId: DEV.accountId })).status).toBe(200)
      expect((await call(app, 'follow.unfollow', { ...OTHER, toAccountId: DEV.accountId })).status).toBe(200)
    }
    const after = await fromOther('follow')
    expect(after).toHaveLength(before + 1)

    ageByADay(after[0].msgId)
    await call(app, 'follow.follow', { ...OTHER, toAccountId: DEV.accountId })
    expect(await fromOther('follow')).toHaveLength(before + 2)
  })

  it('a like, unlike, like … cycle notifies once a day per item', async () => {
    const posted = await call(app, 'publish.publishView', { ...DEV, content: '点赞循环' })
    const articleId = posted.body.data.articleId
    const like = (isPraise: 0 | 1, forId = articleId) =>
      call(app, 'like.praise', { ...OTHER, pubType: 5, forId, forWhat: '1', isPraise })
    for (let i = 0; i < 5; i++) {
      expect((await like(1)).body.data.praised).toBe(true)
      expect((await like(0)).body.data.praised).toBe(false)
    }
    const onThis = async () => (await fromOther('praise')).filter((m) => m.articleId === articleId)
    expect(await onThis()).toHaveLength(1)

    // Another item of the same author is another notification.
    const second = (await call(app, 'publish.publishView', { ...DEV, content: '另一条' })).body.data.articleId
    await like(1, second)
    expect((await fromOther('praise')).filter((m) => m.articleId === second)).toHaveLength(1)

    ageByADay((await onThis())[0].msgId)
    await like(1)
    expect(await onThis()).toHaveLength(2)
  })
})
