import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, fillPath, type EndpointKey } from '@shared/api'
import { makeServer } from './helpers'

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

/** Values no endpoint should take at face value. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
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
