/**
 * The composer names each send attempt (docs/product.md §4.14): a post or article sent again after a failure
 * carries the first attempt's requestId, so the server stores it once; an edited draft or the next post after a
 * success is a new attempt.
 */
import { REQUEST_ID_PATTERN } from '@shared/request-id'
import { RequestError } from '@/http/types'
import { PostComposer } from '@/stores/composer'
import { makeTestStores } from '../../support/store-env'

function setup() {
  const made = makeTestStores({ loggedIn: true, requireLogin: () => true })
  const composer = made.stores.lazyStore(
    PostComposer,
    (root, env, localStorage) => new PostComposer(env, root.draft, localStorage, root.interactions, root.dynamics),
  )
  // The new post's detail is fetched after a success; these tests only look at what was sent.
  made.api.article.appInfo.mockRejectedValue(new Error('not needed'))
  return { ...made, composer }
}

const sentKeys = (mock: jest.Mock): string[] => mock.mock.calls.map(([req]) => (req as { requestId: string }).requestId)

describe('PostComposer send attempts', () => {
  it('sends a post again with the same requestId, and the next post with a new one', async () => {
    const { composer, api } = setup()
    composer.setText('只发一次')
    composer.addStock({ code: 'SH600519', name: '贵州茅台' })
    api.publish.publishView.mockRejectedValueOnce(new RequestError('offline', 'network'))
    api.publish.publishView.mockResolvedValue({ articleId: '900', pubId: '900' })

    expect(await composer.send()).toBeNull()
    expect(await composer.send()).toBe('900')
    const [first, retry] = sentKeys(api.publish.publishView)
    expect(first).toMatch(new RegExp(REQUEST_ID_PATTERN))
    expect(retry).toBe(first)

    composer.setText('下一条')
    await composer.send()
    expect(sentKeys(api.publish.publishView)[2]).not.toBe(first)
  })

  it('makes a new key when the draft changed between attempts', async () => {
    const { composer, api } = setup()
    composer.setText('初稿')
    api.publish.publishView.mockRejectedValueOnce(new RequestError('offline', 'network'))
    api.publish.publishView.mockResolvedValue({ articleId: '901', pubId: '901' })
    await composer.send()
    composer.setText('改过的稿')
    await composer.send()
    const [first, second] = sentKeys(api.publish.publishView)
    expect(second).not.toBe(first)
  })

  it('sends a long article again with the same requestId', async () => {
    const { composer, api } = setup()
    composer.setMode('article')
    composer.setTitle('年度复盘')
    composer.setText('正文')
    api.article.createArticle.mockRejectedValueOnce(new RequestError('timeout', 'network'))
    api.article.createArticle.mockResolvedValue('902')
    expect(await composer.send()).toBeNull()
    expect(await composer.send()).toBe('902')
    const [first, retry] = sentKeys(api.article.createArticle)
    expect(first).toMatch(new RegExp(REQUEST_ID_PATTERN))
    expect(retry).toBe(first)
  })
})
