/**
 * One quote source (docs/product.md §3.9): inside the app the app's quote service answers over the bridge, HTTP is
 * asked only for a request the app leaves unanswered; in a browser (or the mini-program) the quote server over HTTP.
 */
import type { QuoteRequest, QuoteResponse } from '@shared/api'
import type { Api } from '@/api'
import { createApi } from '@/api/create'
import type { RequestOptions } from '@/http/types'
import { fakeStorePlatform, makeTestStores, type FakeApi } from '../../support/store-env'
import { fakeRequest } from '../api/fake-request'

const row = (code: string, price: number) => ({ code, name: `N${code}`, up_rose: 100, price })

/** A quote server answering every code it is asked with `price`. */
function quoteServer(price: number) {
  return fakeRequest((options: RequestOptions): QuoteResponse => {
    const body = options.data as unknown as QuoteRequest
    return {
      json_head: { error_no: '0', sequence_no: body.json_body.sequence_no },
      json_body: { cycle_content: body.json_body.code_list.map((code) => row(code, price)) },
    }
  })
}

function storesOn(kind: 'native' | 'browser', server = quoteServer(10)) {
  const platform = fakeStorePlatform(kind)
  const api = createApi(server.request) as Api
  const { stores } = makeTestStores({ platform, api: api as unknown as FakeApi })
  return { stores, platform, server }
}

it('inside the app asks the app’s quote service and not the quote server', async () => {
  const { stores, platform, server } = storesOn('native')
  platform.requestQuote.mockImplementation(async (request) => ({
    json_body: { cycle_content: [...request.json_body.code_list.map((code) => row(code, 20)), 'junk', null] },
  }))
  const quote = stores.quotes.load('SH600519')
  await quote.reload()
  expect(quote.data?.price).toBe(20)
  expect(platform.requestQuote).toHaveBeenCalledWith(
    expect.objectContaining({ json_body: expect.objectContaining({ code_list: ['SH600519'] }) }),
  )
  expect(server.calls).toHaveLength(0)
})

it('inside the app falls back to the quote server for a request the app leaves unanswered', async () => {
  const { stores, platform, server } = storesOn('native')
  platform.requestQuote.mockResolvedValue(null)
  stores.quotes.request(['SZ000001'])
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(stores.quotes.quote('SZ000001')?.price).toBe(10)
  expect(server.calls).toHaveLength(1)
})

it('in a browser asks the quote server over HTTP only', async () => {
  const { stores, platform, server } = storesOn('browser')
  const quote = stores.quotes.load('SH600519')
  await quote.reload()
  expect(quote.data?.price).toBe(10)
  expect(server.calls[0]).toMatchObject({ url: '/hq/quote.json' })
  expect(platform.requestQuote).not.toHaveBeenCalled()
})
