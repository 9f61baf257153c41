/**
 * Changing one's own profile (docs/product.md §4.15): the same length and character rules the edit page checks,
 * markup and invisible characters cleaned away, blocked and reserved words and a name someone else wears refused,
 * the avatar only an image this server stored (and kept while worn), and the new name on every card at once.
 */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { PROFILE_MESSAGES } from '@shared/profile-text'
import { UNUSED_UPLOAD_GRACE_MS, sweepUploads } from '../../server/uploads'
import { A, DEV, OTHER, call, errorBody, makeServer, tempDir } from './helpers'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const BOUNDARY = '----profile-avatar-test'

async function uploadAvatar(app: FastifyInstance): Promise<string> {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`
  const res = await app.inject({
    method: 'POST',
    url: `${A}/front/upload/image`,
    payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, token: DEV.token, usercode: DEV.userCode },
  })
  expect(res.statusCode).toBe(200)
  return (JSON.parse(res.body) as { data: { url: string } }).data.url
}

const T0 = Date.parse('2026-11-20T04:00:00Z')
let app: FastifyInstance
let dir: string
beforeAll(async () => {
  dir = tempDir()
  ;({ app } = await makeServer(dir, { writeLimits: false, now: T0 }))
})
afterAll(() => app.close())

const update = (fields: Record<string, unknown>, who: object = DEV) =>
  call(app, 'misc.updateUserBaseInfo', { ...who, ...fields })

describe('editing one’s profile', () => {
  it('keeps a new nickname and introduction, cleaned, and every card shows the new name', async () => {
    const res = await update({
      nickName: ' 价值 投资<b>者</b>\u202e ',
      bio: '长期持有\n\n\n\n  好公司 <script>x</script>',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      accountId: DEV.accountId,
      nickName: '价值投资者',
      bio: '长期持有\n\n好公司 x',
    })
    const home = await call(app, 'bigV.queryBigVHomeInfo', { toAccountId: DEV.accountId })
    expect(home.body.data.account.nickName).toBe('价值投资者')
    const own = await call(app, 'bigV.queryArticleInfoByAccountId', {
      toAccountId: DEV.accountId,
      pageNum: 1,
      pageSize: 5,
    })
    expect(own.body.data.list.length).toBeGreaterThan(0)
    expect(own.body.data.list.every((d) => d.author.nickName === '价值投资者')).toBe(true)
  })

  it('changes only the fields given; an empty introduction clears it', async () => {
    await update({ nickName: '只改昵称' })
    const res = await update({ bio: '' })
    expect(res.body.data).toMatchObject({ nickName: '只改昵称', bio: '' })
  })

  it.each([
    ['a', PROFILE_MESSAGES.nickNameShort],
    ['长'.repeat(CONTENT_LIMITS.nickName + 1), PROFILE_MESSAGES.nickNameLong],
    ['名字!', PROFILE_MESSAGES.nickNameChars],
    ['小明😀', PROFILE_MESSAGES.nickNameChars],
    ['官方小助手', PROFILE_MESSAGES.nickNameReserved('官方')],
    ['加微信领股', PROFILE_MESSAGES.blockedWord('nickName')],
    ['<b></b>', PROFILE_MESSAGES.nickNameEmpty],
  ])('refuses the nickname %j with 400 and its reason', async (nickName, message) => {
    const res = await update({ nickName })
    expect(res.status).toBe(400)
    expect(errorBody(res.raw).msg).toBe(message)
  })

  it('refuses a name another account wears, case aside, and keeps nothing of a refused change', async () => {
    const other = await call(app, 'misc.getUserBaseInfo', {}, { id: OTHER.accountId })
    const before = (await call(app, 'misc.getUserBaseInfo', {}, { id: DEV.accountId })).body.data
    const res = await update({ nickName: other.body.data.nickName, bio: '不该留下' })
    expect(errorBody(res.raw).msg).toBe(PROFILE_MESSAGES.nickNameTaken)
    expect((await call(app, 'misc.getUserBaseInfo', {}, { id: DEV.accountId })).body.data).toEqual(before)
    await update({ nickName: 'CaseName' })
    expect(errorBody((await update({ nickName: 'casename' }, OTHER)).raw).msg).toBe(PROFILE_MESSAGES.nickNameTaken)
  })

  it('counts the introduction as the page does and refuses blocked words in it', async () => {
    const emoji = '😀'.repeat(CONTENT_LIMITS.bio)
    expect((await update({ bio: emoji })).status).toBe(200)
    expect(errorBody((await update({ bio: `${emoji}多` })).raw).msg).toBe(PROFILE_MESSAGES.bioLong)
    expect(errorBody((await update({ bio: '进荐股群' })).raw).msg).toBe(PROFILE_MESSAGES.blockedWord('bio'))
  })

  it('takes only an avatar this server stored, and keeps it while it is worn', async () => {
    const res = await update({ avatar: 'https://evil.example/a.png' })
    expect(errorBody(res.raw).msg).toBe(PROFILE_MESSAGES.badAvatar)
    const url = await uploadAvatar(app)
    expect((await update({ avatar: url })).body.data.avatar).toBe(url)
    expect(sweepUploads(app.db, path.join(dir, 'uploads'), T0 + UNUSED_UPLOAD_GRACE_MS * 2)).toEqual([])
  })

  it('needs the account’s own token', async () => {
    expect((await call(app, 'misc.updateUserBaseInfo', { nickName: '路人甲' })).status).toBe(401)
    const forged = { accountId: DEV.accountId, token: OTHER.token, userCode: OTHER.userCode }
    const res = await call(app, 'misc.updateUserBaseInfo', { ...forged, nickName: '冒名' })
    expect(res.status).toBe(401)
  })
})
