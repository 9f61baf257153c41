import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { ENDPOINTS, fillPath } from '@shared/api'
import { DEV, makeServer } from './helpers'

const CHINESE = /[\u4e00-\u9fff]/
const url = (key: keyof typeof ENDPOINTS, params: Record<string, string> = {}) =>
  fillPath(ENDPOINTS[key].path, 'community', params)

let app: FastifyInstance
beforeAll(async () => {
  ;({ app } = await makeServer())
})
afterAll(() => app.close())

function expect400(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(400)
  const body = JSON.parse(res.body) as { success: boolean; msg: string }
  expect(body.success).toBe(false)
  expect(body.msg).toMatch(CHINESE)
}

const count = (table: string) => (app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n

describe('input hygiene', () => {
  it('refuses titles and bodies of only whitespace on every write', async () => {
    const before = [count('dynamics'), count('comments')]
    for (const blank of [' ', '\n\t ', '\u3000\u3000']) {
      expect400(
        await app.inject({
          method: 'POST',
          url: url('article.appCreateSave'),
          payload: { ...DEV, title: blank, html: '<p>正文</p>' },
        }),
      )
      expect400(
        await app.inject({
          method: 'POST',
          url: url('article.appCreateSave'),
          payload: { ...DEV, title: '标题', html: blank },
        }),
      )
      expect400(
        await app.inject({ method: 'POST', url: url('publish.publishView'), payload: { ...DEV, content: blank } }),
      )
      expect400(
        await app.inject({
          method: 'POST',
          url: url('publish.publishComment'),
          payload: { ...DEV, articleId: '1', content: blank },
        }),
      )
    }
    expect([count('dynamics'), count('comments')]).toEqual(before)
  })

  it('refuses NUL bytes in text', async () => {
    const before = count('comments')
    expect400(
      await app.inject({
        method: 'POST',
        url: url('publish.publishComment'),
        payload: { ...DEV, articleId: '1', content: '你好\u0000世界' },
      }),
    )
    expect(count('comments')).toBe(before)
  })

  it('does not answer a search for NUL with everything', async () => {
    expect400(await app.inject({ method: 'POST', url: url('search.queryUserList'), payload: { keyword: '\u0000' } }))
    expect400(await app.inject({ method: 'POST', url: url('search.queryUserList'), payload: { keyword: 'a\u0000' } }))
  })

  it('opens an article only by its canonical id', async () => {
    expect((await app.inject({ method: 'GET', url: url('article.info', { id: '1' }) })).statusCode).toBe(200)
    for (const alias of ['0x1', '1e0', '+1', '1.0', '01', ' 1']) {
      const res = await app.inject({ method: 'GET', url: url('article.info', { id: encodeURIComponent(alias) }) })
      expect({ alias, status: res.statusCode }).toEqual({ alias, status: 404 })
      const read = await app.inject({
        method: 'POST',
        url: url('article.updateArticleInfo'),
        payload: { articleId: alias },
      })
      expect(read.statusCode).toBeGreaterThanOrEqual(400)
      expect(read.statusCode).toBeLessThan(500)
    }
  })

  it('refuses null or true for a 0/1 flag instead of reading it as 0 or 1', async () => {
    const likes = count('likes')
    for (const isPraise of [null, true, false]) {
      expect400(
        await app.inject({
          method: 'POST',
          url: url('like.cmapiPraise'),
          payload: { ...DEV, for_id: '1', for_what: '3', isPraise },
        }),
      )
    }
    expect(count('likes')).toBe(likes)
    // The numbers and their form-encoded strings still work.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: url('like.cmapiPraise'),
          payload: { ...DEV, for_id: '1', for_what: '3', isPraise: 1 },
        })
      ).statusCode,
    ).toBe(200)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: url('like.cmapiPraise'),
          payload: { ...DEV, for_id: '1', for_what: '3', isPraise: '0' },
        })
      ).statusCode,
    ).toBe(200)
  })
})
