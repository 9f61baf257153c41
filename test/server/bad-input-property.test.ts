import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, fillPath, type EndpointKey } from '@shared/api'
import { REQUEST_SCHEMAS, type JsonSchema } from '../../server/routes/define'
import { DEV, makeServer } from './helpers'

/**
 * Every endpoint of the contract, sent generated bad input: the answer is never a 5xx, always one
 * of the contract's envelopes, a refusal is said in Chinese, and no row changes.
 */
const CHINESE = /[\u4e00-\u9fff]/

// The fields the endpoints read, so generated input reaches their checks instead of being ignored.
const FIELDS = [
  'accountId',
  'toAccountId',
  'token',
  'userCode',
  'articleId',
  'forId',
  'for_id',
  'forWhat',
  'for_what',
  'isPraise',
  'pageNum',
  'pageSize',
  'content',
  'title',
  'html',
  'summary',
  'parentId',
  'commentId',
  'keyword',
  'source',
  'type',
  'status',
  'follow',
  'circleId',
  'topicId',
  'voteId',
  'optionId',
  'optionIds',
  'liveId',
  'code',
  'stockCode',
  'stockCodes',
  'topicIds',
  'images',
  'funcNo',
  'range',
  'fundCode',
  'weixinpk',
  'url',
  'json_head',
  'json_body',
  'pubType',
  'id',
  'pubId',
  'guess',
  'badgeId',
  'roundId',
  'version',
  'channel',
  'cid',
  'phone',
  'miniCode',
]

/**
 * Numbers spelled so that they read as ±Infinity: Ajv coerces such text to a number and then skips
 * its minimum and maximum (they are checked only for finite numbers).
 */
const nonFiniteText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('Infinity', '-Infinity', '+Infinity', ' Infinity', 'Infinity\t', '1e400', '-1e400'),
  fc
    .tuple(fc.constantFrom('', '-', '+'), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 309, max: 99_999 }))
    .map(([sign, digit, exponent]) => `${sign}${digit}e${exponent}`),
  fc.integer({ min: 309, max: 400 }).map((zeros) => `1${'0'.repeat(zeros)}`),
)

const BOUNDARY = 'fuzz-boundary'

/** A multipart form of these parts under this boundary, well formed. */
function form(boundary: string, parts: { name: string; file: boolean; content: Uint8Array }[]): Buffer {
  const chunks = parts.flatMap(({ name, file, content }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
        (file ? '; filename="a.png"\r\nContent-Type: image/png' : '') +
        '\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ])
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)])
}

const someForm = fc
  .array(
    fc.record({
      name: fc.constantFrom('file', 'accountId', 'token', 'content', '__proto__'),
      file: fc.boolean(),
      content: fc.uint8Array({ maxLength: 256 }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((parts) => form(BOUNDARY, parts))

/** Multipart bodies busboy cannot read: no boundary, a body cut short, another boundary, broken part headers, noise. */
const malformedMultipart: fc.Arbitrary<{ contentType: string; payload: Buffer }> = fc.oneof(
  fc.record({
    contentType: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary="unterminated',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ),
    payload: someForm,
  }),
  fc.record({
    contentType: fc.constant(`multipart/form-data; boundary=${BOUNDARY}`),
    payload: fc.oneof(
      fc.tuple(someForm, fc.nat()).map(([body, cut]) => body.subarray(0, cut % body.length)),
      someForm.map((body) => Buffer.from(body.toString('latin1').replaceAll(BOUNDARY, 'other-boundary'), 'latin1')),
      someForm.map((body) =>
        Buffer.from(body.toString('latin1').replace(/Content-Disposition[^\r]*/, 'X: y'), 'latin1'),
      ),
      fc.string({ maxLength: 200 }).map((noise) => Buffer.from(`--${BOUNDARY}\r\n${noise}`)),
      fc.uint8Array({ minLength: 1, maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
    ),
  }),
)

/** Values no endpoint should take at face value. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  nonFiniteText,
  fc.constantFrom(null, true, false, 1e18, -1, 0, 1.5, -0, 'NaN', 'toString', '__proto__', 'constructor'),
  fc.constantFrom('0x1', '1e0', '+1', '1.0', ' ', '\u3000', '\u0000', 'a\u0000b', '%', '\\', "' OR 1=1 --"),
  fc.constantFrom({ toString: 1 }, { valueOf: 1 }, [], [null], [{}], {}, { $gt: '' }),
  fc.string({ minLength: 200, maxLength: 400 }).map((s) => s.repeat(200)),
  fc.array(fc.constantFrom(null, {}, '\u0000', 1e18), { maxLength: 3 }),
)

const badInput = fc.dictionary(fc.constantFrom(...FIELDS), badValue, { minKeys: 1, maxKeys: 5 })
const badParam = fc.constantFrom('0x1', '1e0', '%2e%2e', 'a'.repeat(300), '%00', '-1', 'null', '__proto__')

type Body = Record<string, unknown>
/** The endpoints that tally a search that found something (server/routes/search.ts, countSearch). */
const TALLIED_SEARCHES = new Set<EndpointKey>([
  'search.queryColumn',
  'search.queryUserList',
  'search.queryStock',
  'topic.queryTopicPage',
])
/** What the server reads as a search word: text, or a number it takes as text. */
const isSearchText = (keyword: unknown): boolean =>
  typeof keyword === 'number' || (typeof keyword === 'string' && keyword.trim() !== '')

// A number or a boolean is taken as its text ('false' is a printable code too).
const isPrintableCode = (code: unknown): boolean =>
  typeof code === 'number' ||
  typeof code === 'boolean' ||
  (typeof code === 'string' && /^[\x21-\x7e]{1,128}$/.test(code))

/** The failure message when the body is a refusal in any of the contract's envelopes; null when it is a success. */
function refusal(body: Body): string | null | undefined {
  if ('json_head' in body) {
    const head = body.json_head as Body
    return head.error_no === '0' ? null : String(head.error_info ?? '')
  }
  if ('error_no' in body) return body.error_no === '0' ? null : String(body.error_info ?? '')
  if ('resultCode' in body) return body.resultCode === 'S' ? null : String(body.resultMsg ?? '')
  if ('code' in body) {
    const ok = body.success === true || body.code === '200' || body.code === '0'
    return ok ? null : String(body.error_info ?? body.msg ?? '')
  }
  return undefined // not an envelope at all
}

let app: FastifyInstance
beforeAll(async () => {
  ;({ app } = await makeServer())
})
afterAll(() => app.close())

const changes = () => (app.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n

describe('any bad input, any endpoint', () => {
  it.each(Object.keys(ENDPOINTS) as EndpointKey[])(
    '%s: no 5xx, an envelope, Chinese refusals, no row changed',
    async (key) => {
      const spec = ENDPOINTS[key]
      const placeholders = [...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((p) => p !== 'product')
      await fc.assert(
        fc.asyncProperty(
          badInput,
          fc.array(badParam, { minLength: placeholders.length, maxLength: placeholders.length }),
          async (input, params) => {
            // The reference login takes any printable code as the WeChat identity ('toString' and 1e18 included),
            // so such a code is good input there, not bad.
            fc.pre(!(key === 'account.miniProgramLogin' && isPrintableCode(input.code)))
            // A search keyword is whatever a person typed: '0', '1.0' or '%' is a real search, and one that finds
            // something is tallied for the hot searches (a row written), so it is good input there.
            fc.pre(!(TALLIED_SEARCHES.has(key) && isSearchText(input.keyword)))
            const url = fillPath(spec.path, 'community', Object.fromEntries(placeholders.map((p, i) => [p, params[i]])))
            const before = changes()
            const res =
              spec.method === 'GET'
                ? await app.inject({
                    method: 'GET',
                    url,
                    query: Object.fromEntries(
                      Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
                    ),
                  })
                : await app.inject({ method: 'POST', url, payload: input })
            expect(res.statusCode).toBeLessThan(500)
            const body = JSON.parse(res.body) as Body
            const message = refusal(body)
            expect(message).not.toBeUndefined()
            if (res.statusCode >= 400 || message !== null) expect(message).toMatch(CHINESE)
            expect(changes()).toBe(before)
          },
        ),
        { numRuns: 25 },
      )
    },
    // 25 requests each; search endpoints scan text, and the stage runs under coverage beside other suites.
    30_000,
  )
})

/** Valid values for the fields paged endpoints require, so a request reaches its paging. */
function requiredSample(field: string, property: JsonSchema, ids: Record<string, string>): unknown {
  if (Array.isArray(property.enum)) return property.enum[0]
  // A required field with a default (the page fields) is filled by the server when left out.
  if ('default' in property) return property.default
  if (field === 'accountIds') return [DEV.accountId]
  const byName: Record<string, string> = {
    accountId: DEV.accountId,
    toAccountId: DEV.accountId,
    stockCode: 'SH600519',
    keyword: '茅台',
    ...ids,
  }
  if (!(field in byName)) throw new Error(`no sample for the required field ${field}`)
  return byName[field]
}

describe('non-finite page numbers and malformed multipart bodies', () => {
  let server: FastifyInstance
  let ids: Record<string, string>
  beforeAll(async () => {
    // Without write budgets, so every generated request reaches the check under test.
    ;({ app: server } = await makeServer(undefined, { writeLimits: false }))
    await server.ready()
    const first = (sql: string) => String((server.db.prepare(sql).get() as { id: number }).id)
    ids = {
      articleId: first('SELECT id FROM dynamics WHERE status = 1 ORDER BY id LIMIT 1'),
      commentId: first('SELECT id FROM comments WHERE parent_id IS NULL AND status = 1 ORDER BY id LIMIT 1'),
      topicId: first('SELECT id FROM topics ORDER BY id LIMIT 1'),
      circleId: first('SELECT id FROM circles ORDER BY id LIMIT 1'),
    }
  })
  afterAll(() => server.close())

  const serverChanges = () => (server.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n

  function send(key: EndpointKey, input: Record<string, unknown>) {
    const spec = ENDPOINTS[key]
    const url = fillPath(spec.path, 'community', { id: ids.articleId })
    if (spec.method === 'POST') return server.inject({ method: 'POST', url, payload: input })
    const query = Object.fromEntries(
      Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    )
    return server.inject({ method: 'GET', url, query })
  }

  it('every paged endpoint answers pageNum or pageSize spelled as Infinity with 400 in Chinese', async () => {
    const paged = [...REQUEST_SCHEMAS].filter(([, schema]) => {
      const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>
      return 'pageNum' in properties && 'pageSize' in properties
    })
    // A floor, so a filter that stops matching cannot pass by checking nothing (38 since unused endpoints went).
    expect(paged.length).toBeGreaterThanOrEqual(38)
    for (const [key, schema] of paged) {
      const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>
      const required = (schema?.required ?? []) as string[]
      const valid: Record<string, unknown> = {
        ...DEV,
        ...Object.fromEntries(required.map((f) => [f, requiredSample(f, properties[f], ids)])),
      }
      // The same request with a real page is answered, so the refusal below is the page's.
      const good = await send(key, { ...valid, pageNum: 1, pageSize: 5 })
      expect([key, good.statusCode]).toEqual([key, 200])
      await fc.assert(
        fc.asyncProperty(
          fc.record({ pageNum: nonFiniteText, pageSize: nonFiniteText }, { requiredKeys: [] }),
          async (page) => {
            fc.pre(Object.keys(page).length > 0)
            const before = serverChanges()
            const res = await send(key, { ...valid, ...page })
            expect([key, res.statusCode]).toEqual([key, 400])
            expect(JSON.parse(res.body).msg).toMatch(CHINESE)
            expect(serverChanges()).toBe(before)
          },
        ),
        { numRuns: 8 },
      )
    }
  }, 60_000)

  it('every POST endpoint answers a malformed multipart body with a 4xx in Chinese, never a 5xx', async () => {
    const posts = (Object.keys(ENDPOINTS) as EndpointKey[]).filter((key) => ENDPOINTS[key].method === 'POST')
    expect(posts.length).toBeGreaterThanOrEqual(84)
    const postMultipart = (key: EndpointKey, body: { contentType: string; payload: Buffer }) =>
      server.inject({
        method: 'POST',
        url: fillPath(ENDPOINTS[key].path, 'community', { id: ids.articleId }),
        payload: body.payload,
        headers: { 'content-type': body.contentType, token: DEV.token, usercode: DEV.userCode },
      })
    // Only the upload reads multipart: anything else refuses the type, unread.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts.filter((key) => key !== 'upload.image')),
        malformedMultipart,
        async (key, body) => {
          const before = serverChanges()
          const res = await postMultipart(key, body)
          expect([key, res.statusCode]).toEqual([key, 415])
          expect(JSON.parse(res.body).msg).toMatch(CHINESE)
          expect(serverChanges()).toBe(before)
        },
      ),
      { numRuns: 500 },
    )
    await fc.assert(
      fc.asyncProperty(malformedMultipart, async (body) => {
        const res = await postMultipart('upload.image', body)
        expect(res.statusCode).toBeGreaterThanOrEqual(400)
        expect(res.statusCode).toBeLessThan(500)
        expect(JSON.parse(res.body).msg).toMatch(CHINESE)
      }),
      { numRuns: 100 },
    )
  }, 60_000)
})
