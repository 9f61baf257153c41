/**
 * One key per send attempt (docs/product.md §4.14): a comment sent again after a failure carries the first
 * attempt's requestId, so the server answers with the comment it may already have stored; after a success, or
 * with other text, it is a new attempt.
 */
import { REQUEST_ID_PATTERN, newRequestId } from '@shared/request-id'
import { RequestError } from '@/http/types'
import { commentsOf } from '@/stores'
import { AttemptKeys } from '@/stores/attempt-keys'
import { commentFixture } from '../../support/fixtures'
import { makeTestStores } from '../../support/store-env'

const comment = (id: string) => commentFixture(id)

const sentKeys = (mock: jest.Mock): string[] => mock.mock.calls.map(([req]) => (req as { requestId: string }).requestId)

describe('request ids', () => {
  it('are new each time and what the server accepts', () => {
    const made = Array.from({ length: 50 }, () => newRequestId())
    expect(new Set(made).size).toBe(50)
    for (const id of made) expect(id).toMatch(new RegExp(REQUEST_ID_PATTERN))
    expect(
      newRequestId(
        () => 0.999999,
        () => 0,
      ),
    ).toMatch(new RegExp(REQUEST_ID_PATTERN))
  })

  it('AttemptKeys keeps a key while the same thing is sent from the same place', () => {
    let n = 0
    const keys = new AttemptKeys(() => `key-000${(n += 1)}`)
    expect(keys.keyFor('a', ['x', 1])).toBe('key-0001')
    expect(keys.keyFor('a', ['x', 1])).toBe('key-0001')
    expect(keys.keyFor('b', ['x', 1])).toBe('key-0002')
    expect(keys.keyFor('a', ['y', 1])).toBe('key-0003')
    keys.settle('a')
    expect(keys.keyFor('a', ['y', 1])).toBe('key-0004')
  })
})

describe('sending a comment again', () => {
  it('sends the same requestId on a retry of the same text, and a new one after a success', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    const publish = api.publish.publishComment
    publish.mockRejectedValueOnce(new RequestError('offline', 'network'))
    publish.mockRejectedValueOnce(new RequestError('timeout', 'network'))
    publish.mockResolvedValue(comment('c9'))

    expect((await commentsOf(stores).post({ articleId: '1', content: '不能发两次' })).status).toBe('failed')
    expect((await commentsOf(stores).post({ articleId: '1', content: '不能发两次' })).status).toBe('failed')
    expect((await commentsOf(stores).post({ articleId: '1', content: '不能发两次' })).status).toBe('done')
    const [first, second, third] = sentKeys(publish)
    expect(first).toMatch(new RegExp(REQUEST_ID_PATTERN))
    expect(second).toBe(first)
    expect(third).toBe(first)

    // After it went through, the next comment is a new attempt, and so is other text or another article.
    await commentsOf(stores).post({ articleId: '1', content: '不能发两次' })
    await commentsOf(stores).post({ articleId: '2', content: '不能发两次' })
    const later = sentKeys(publish).slice(3)
    expect(later[0]).not.toBe(first)
    expect(later[1]).not.toBe(later[0])
  })

  it('makes a new key when the text changed before the retry', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.publish.publishComment.mockRejectedValueOnce(new RequestError('offline', 'network'))
    api.publish.publishComment.mockResolvedValue(comment('c10'))
    await commentsOf(stores).post({ articleId: '1', content: '初稿' })
    await commentsOf(stores).post({ articleId: '1', content: '改过的稿' })
    const [first, second] = sentKeys(api.publish.publishComment)
    expect(second).not.toBe(first)
  })
})
