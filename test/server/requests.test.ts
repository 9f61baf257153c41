/**
 * One definition per request (types/requests): the server validates with it and both sides take its static type.
 */
import type { FastifyInstance } from 'fastify'
import type { EndpointRequest } from '@shared/api'
import { REQUESTS, type RequestKey } from '@shared/requests'
import { isFlag, opt, zeroOne } from '@shared/requests/fields'
import { REQUEST_SCHEMAS } from '../../server/routes/define'
import { call, DEV, errorBody, makeServer } from './helpers'

let app: FastifyInstance

beforeAll(async () => {
  ;({ app } = await makeServer())
})

afterAll(async () => {
  await app.close()
})

it('validates every endpoint of types/requests with that very definition', () => {
  const keys = Object.keys(REQUESTS) as RequestKey[]
  expect(keys.length).toBeGreaterThan(0)
  const other = keys.filter((key) => REQUEST_SCHEMAS.get(key) !== REQUESTS[key])
  expect(other).toEqual([])
})

it('fills a page the request leaves out: the first page of 20', async () => {
  const answer = await call(app, 'follow.fansList', { toAccountId: DEV.accountId })
  expect(answer.status).toBe(200)
  expect(answer.body.data).toMatchObject({ pageNum: 1, pageSize: 20 })
})

it('refuses a flag sent as true or null on a request defined once, in Chinese', async () => {
  for (const isPraise of [true, null]) {
    const answer = await call(app, 'like.praise', { ...DEV, forId: '1', forWhat: '1', isPraise })
    expect(answer.status).toBe(400)
    expect(errorBody(answer.raw).msg).toBe('点赞状态取值无效')
  }
})

it('knows a flag by its kind, also in a copy', () => {
  expect(isFlag(zeroOne)).toBe(true)
  expect(isFlag(opt(zeroOne))).toBe(true)
  expect(isFlag({ ...zeroOne })).toBe(true)
  expect(isFlag({ type: 'integer', enum: [0, 1] })).toBe(false)
})

it('types a request from its schema (checked by tsc)', () => {
  const like: EndpointRequest<'like.praise'> = { forId: '1', forWhat: '2', isPraise: 0 }
  // @ts-expect-error forWhat is '1' or '2' in the schema, so the type refuses '3'
  const wrong: EndpointRequest<'like.praise'> = { forId: '1', forWhat: '3', isPraise: 0 }
  // @ts-expect-error optionIds is required by the schema
  const missing: EndpointRequest<'vote.articleVote'> = { voteId: '1' }
  expect([like, wrong, missing]).toHaveLength(3)
})
