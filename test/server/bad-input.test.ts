import net from 'node:net'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { A, DEV, makeServer } from './helpers'

const CHINESE = /[\u4e00-\u9fff]/

let app: FastifyInstance
beforeAll(async () => {
  ;({ app } = await makeServer())
})
afterAll(() => app.close())

const json = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers })

/** An admin-family refusal: a 4xx status and the Chinese error envelope. */
function expectRefused(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBeGreaterThanOrEqual(400)
  expect(res.statusCode).toBeLessThan(500)
  const body = JSON.parse(res.body) as { success: boolean; code: string; msg: string; error_info: string }
  expect(body).toMatchObject({ success: false, code: String(res.statusCode) })
  expect(body.msg).toMatch(CHINESE)
  expect(body.error_info).toBe(body.msg)
}

/** The quote and servlet gateways refuse in their own envelopes (HTTP 200, error_no ≠ '0'). */
function expectGatewayRefusal(
  res: LightMyRequestResponse,
  head: (b: never) => { error_no: string; error_info?: string },
) {
  expect(res.statusCode).toBe(200)
  const h = head(JSON.parse(res.body) as never)
  expect(h.error_no).not.toBe('0')
  expect(h.error_info).toMatch(CHINESE)
}

describe('no 500 for any input', () => {
  it('refuses a page number beyond any page', async () => {
    expectRefused(
      await json(`${A}/front/articleInfo/getSelfInfoListByAccountId`, { toAccountId: 'acc-10002', pageNum: 1e18 }),
    )
    expectRefused(
      await json(`${A}/front/personalMsg/list`, { pageNum: 1e18 }, { token: DEV.token, usercode: DEV.userCode }),
    )
  })

  it('refuses objects where the quote request wants strings, in its own envelope', async () => {
    const head = (b: { json_head: { error_no: string; error_info?: string } }) => b.json_head
    for (const payload of [
      { json_head: { attrs: 0 }, json_body: { code_list: [{ toString: 1 }] } },
      { json_head: { attrs: 0 }, json_body: { code_list: 'SH600000', sequence_no: { toString: 1 } } },
      { json_head: { attrs: { valueOf: 1 } }, json_body: { code_list: 'SH600000' } },
      { json_head: { attrs: { toString: 1 } }, json_body: { code_list: { a: 1 } } },
    ]) {
      expectGatewayRefusal(await json('/hq/quote.json', payload), head)
    }
  })

  it('refuses objects for the servlet fields and a range named after an Object method', async () => {
    const head = (b: { error_no: string; error_info?: string }) => b
    expectGatewayRefusal(await json('/servlet/json', { funcNo: { toString: 1 }, weixinpk: { a: 1 } }), head)
    expectGatewayRefusal(
      await json('/servlet/json', { funcNo: '1000001', url: 'http://x', weixinpk: { toString: 1 } }),
      head,
    )
    // The fund calls refuse a bad range with 400 in the Chinese envelope (docs/api.md, fund servlet).
    for (const funcNo of ['1000101', '1000102']) {
      const res = await app.inject({
        method: 'GET',
        url: `/servlet/json?funcNo=${funcNo}&fundCode=000001&range=toString`,
      })
      expectRefused(res)
    }
  })

  it('answers framework errors in the Chinese envelope: long parameter, bad URL, malformed JSON', async () => {
    const long = await app.inject({ method: 'GET', url: `${A}/act/page/common/info/${'a'.repeat(5000)}` })
    expect(long.statusCode).toBe(414)
    expectRefused(long)
    expectRefused(await app.inject({ method: 'GET', url: `${A}/front/%` }))
    expectRefused(await app.inject({ method: 'GET', url: '/community/%E0%A4%A' }))
    expectRefused(
      await app.inject({
        method: 'POST',
        url: `${A}/front/articleInfo/getSelfInfoListByAccountId`,
        headers: { 'content-type': 'application/json' },
        payload: '{bad',
      }),
    )
  })

  it('answers oversized headers with 431 in the Chinese envelope', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as net.AddressInfo
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /community/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`)
      })
      let data = ''
      socket.on('data', (d) => (data += d.toString('utf8')))
      socket.on('end', () => resolve(data))
      socket.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 431/)
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { code: string; success: boolean; msg: string }
    expect(body).toMatchObject({ code: '431', success: false })
    expect(body.msg).toMatch(CHINESE)
  })
})
