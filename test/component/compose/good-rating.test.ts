/** The composer hands each successful send to the rating prompt (docs/product.md §4.19). */
import { PostComposer } from '@/stores/composer'
import { fakeStorePlatform, makeTestStores } from '../../support/store-env'

describe('the composer and the rating prompt', () => {
  it('asks for a rating after the third post sent in the app, not before, and not for a failed send', async () => {
    const platform = fakeStorePlatform('native')
    const { stores, api } = makeTestStores({ loggedIn: true, platform, requireLogin: () => true })
    api.article.appInfo.mockRejectedValue(new Error('later'))
    const composer = stores.lazyStore(
      PostComposer,
      (root, env, storage) => new PostComposer(env, root.draft, storage, root.interactions, root.dynamics),
    )
    const send = async (ok: boolean) => {
      composer.setText('看多')
      if (ok) api.publish.publishView.mockResolvedValueOnce({ articleId: '1', pubId: '1' })
      else api.publish.publishView.mockRejectedValueOnce(new Error('down'))
      await composer.send()
      await Promise.resolve()
    }
    await send(true)
    await send(false)
    await send(true)
    expect(platform.promptGoodRating).not.toHaveBeenCalled()
    await send(true)
    expect(platform.promptGoodRating).toHaveBeenCalledTimes(1)
  })
})
