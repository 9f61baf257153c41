import type { QuoteRequest, QuoteResponse, QuoteRow } from '@shared/api'
import { LIMITS } from '@/config/constants'
import type { Request, RequestOptions } from '@/http/types'
import { createApi } from '@/api/create'
import { quoteRequest } from '@/api/quote'
import { fakeRequest } from './fake-request'

const rowFor = (code: string, i = 0): QuoteRow => ({ code, name: `N${code}`, up_rose: i, price: 10 + i })
/** A quote server that knows every code except those starting with X. */
const echo = (options: RequestOptions): QuoteResponse => {
  const body = options.data as unknown as QuoteRequest
  return {
    json_head: { error_no: '0', sequence_no: body.json_body.sequence_no },
    json_body: { cycle_content: body.json_body.code_list.filter((c) => !c.startsWith('X')).map((c) => rowFor(c)) },
  }
}
const bodies = (calls: RequestOptions[]) => calls.map((c) => c.data as unknown as QuoteRequest)

describe('quote request body', () => {
  it('describes one attrs group', () => {
    expect(quoteRequest(['SH600519', 'SZ000001'], 0, 3)).toEqual({
      json_head: { function_id: '6004', attrs: 0, length: 2 },
      json_body: {
        sequence_no: 3,
        list_range: '0-1',
        op_type: 1,
        op_type_sort: 0,
        code_lnum: 2,
        code_list: ['SH600519', 'SZ000001'],
      },
    })
  })
})

describe('quotes', () => {
  it('asks nothing for no codes', async () => {
    const fake = fakeRequest(echo)
    await expect(createApi(fake.request).quote.query(['', '  '])).resolves.toEqual([])
    expect(fake.calls).toHaveLength(0)
  })

  it('posts to the quote endpoint', async () => {
    const fake = fakeRequest(echo)
    await createApi(fake.request).quote.query(['SH600519'])
    expect(fake.calls[0]).toMatchObject({ url: '/hq/quote.json', form: 'postJson', base: 'main' })
  })

  it.each([
    ['SH600519', 0],
    ['SZ000001', 0],
    ['BJ830799', 0],
    ['BI000001', 0],
    ['SG000001', 0],
    ['HH600000', 0],
    ['HZ000001', 0],
    ['HK00700', 0],
    ['ZI000300', 0],
    ['sh600519', 0],
    ['OF110011', 128],
    ['US.AAPL', 128],
    ['CF000001', 128],
  ])('sends %s with attrs %i', async (code, attrs) => {
    const fake = fakeRequest(echo)
    await createApi(fake.request).quote.query([code])
    expect(bodies(fake.calls)[0].json_head.attrs).toBe(attrs)
  })

  it('splits into batches of 50, then one request per attrs inside a batch', async () => {
    // 120 codes, alternating attrs 0 / 128: batches 50, 50, 20 → 2 groups each → 6 requests.
    const codes = Array.from({ length: 120 }, (_, i) => (i % 2 ? `OF${100000 + i}` : `SH${600000 + i}`))
    const fake = fakeRequest(echo)
    const rows = await createApi(fake.request).quote.query(codes)
    const sent = bodies(fake.calls)
    expect(LIMITS.quoteBatchSize).toBe(50)
    expect(sent.map((b) => [b.json_head.attrs, b.json_body.code_lnum])).toEqual([
      [0, 25],
      [128, 25],
      [0, 25],
      [128, 25],
      [0, 10],
      [128, 10],
    ])
    for (const b of sent) {
      expect(b.json_head.length).toBe(b.json_body.code_list.length)
      expect(b.json_body.code_list.length).toBeLessThanOrEqual(50)
    }
    // Every code asked exactly once, and answered in the order asked.
    expect(sent.flatMap((b) => b.json_body.code_list).sort()).toEqual([...codes].sort())
    expect(rows.map((r) => r.code)).toEqual(codes)
  })

  it('sends a batch of one attrs as a single request of 50', async () => {
    const codes = Array.from({ length: 101 }, (_, i) => `SZ${String(i).padStart(6, '0')}`)
    const fake = fakeRequest(echo)
    await createApi(fake.request).quote.query(codes)
    expect(bodies(fake.calls).map((b) => b.json_body.code_lnum)).toEqual([50, 50, 1])
  })

  it('sends all batches before any answer, and merges in request order whatever order answers arrive', async () => {
    const pending: { options: RequestOptions; resolve: (body: QuoteResponse) => void }[] = []
    const request = (<T>(options: RequestOptions) =>
      new Promise<T>((resolve) => pending.push({ options, resolve: resolve as (b: QuoteResponse) => void }))) as Request
    const codes = [...Array.from({ length: 60 }, (_, i) => `SH${600000 + i}`), 'OF000001', 'HK00700', 'OF000002']
    const result = createApi(request).quote.query(codes)
    await Promise.resolve()
    // 2 batches (50, 13); the second splits into attrs 0 (SH x10, HK) and 128 (OF x2): 3 requests at once.
    expect(pending).toHaveLength(3)
    // Answer last first, with rows shuffled inside each answer.
    for (const p of [...pending].reverse()) {
      const answer = echo(p.options)
      answer.json_body.cycle_content.reverse()
      p.resolve(answer)
    }
    expect((await result).map((r) => r.code)).toEqual(codes)
  })

  it('leaves out codes the server does not know, and keeps duplicates where asked', async () => {
    const fake = fakeRequest(echo)
    const rows = await createApi(fake.request).quote.query(['SH600519', 'XX1', 'SZ000001', 'SH600519'])
    expect(rows.map((r) => r.code)).toEqual(['SH600519', 'SZ000001', 'SH600519'])
  })

  it('matches rows to codes regardless of case and tolerates junk rows', async () => {
    const fake = fakeRequest(() => ({
      json_head: { error_no: '0', sequence_no: 1 },
      json_body: { cycle_content: [null, { up_rose: 1 }, rowFor('SH600519', 5)] },
    }))
    const rows = await createApi(fake.request).quote.query(['sh600519'])
    expect(rows).toEqual([rowFor('SH600519', 5)])
  })

  it('reads an answer without cycle_content as no rows', async () => {
    const fake = fakeRequest(() => ({ json_head: { error_no: '0' } }))
    await expect(createApi(fake.request).quote.query(['SH600519'])).resolves.toEqual([])
  })

  it('rejects when any batch fails', async () => {
    let n = 0
    const fake = fakeRequest((options) => {
      n += 1
      if (n === 2) throw new Error('batch 2 down')
      return echo(options)
    })
    const codes = Array.from({ length: 70 }, (_, i) => `SH${600000 + i}`)
    await expect(createApi(fake.request).quote.query(codes)).rejects.toThrow('batch 2 down')
  })
})
