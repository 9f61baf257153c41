/**
 * The composer store (docs/product.md §4.14): the draft survives a new store on the same device,
 * images upload one by one and can be retried, the limits speak before sending, a failed send
 * keeps everything, a good one clears the draft and heads the feeds that hold the post.
 */
import type { UploadedImage } from '@shared/api'
import { CONTENT_LIMITS, IMAGE_DIMENSIONS_MESSAGE } from '@shared/content-limits'
import { ACTION_TEXTS } from '@/config/constants'
import { RequestError } from '@/http/types'
import { createMemoryStorage, type KeyValueStorage } from '@/platform'
import { ATTACHMENTS_KEY, COMPOSE_TEXTS, PostComposer, articleHtml, parseAttachments } from '@/stores/composer'
import { DRAFT_STORAGE_KEY } from '@/stores/draft'
import { blankDynamic } from '../../support/fixtures'
import { makeTestStores } from '../../support/store-env'
import { voteEndDate } from '@/components/compose/VoteEditor'

/** A week ahead, as a new vote starts: the rule takes end dates from today to 90 days on. */
const END = voteEndDate(7)

type Upload = jest.Mock<Promise<UploadedImage>, [string, (percent: number) => void]>

function setup(storage: KeyValueStorage = createMemoryStorage(), upload?: Upload, networkGone?: () => boolean) {
  const made = makeTestStores({
    loggedIn: true,
    localStorage: storage,
    requireLogin: () => true,
    env: networkGone ? { networkGone } : undefined,
  })
  const uploadImage: Upload =
    upload ??
    jest.fn(async (path: string, onProgress: (percent: number) => void) => {
      onProgress(50)
      return { url: `/static-uploads/${path.replace(/\W/g, '')}.png`, type: 'image/png', bytes: 10 }
    })
  const { stores } = made
  const composer = stores.lazyStore(
    PostComposer,
    (root, env, localStorage) =>
      new PostComposer(env, root.draft, localStorage, root.interactions, root.dynamics, uploadImage),
  )
  return { ...made, composer, storage, uploadImage }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const pick = (...paths: string[]) => jest.fn(async () => paths.map((path) => ({ path, bytes: 1000 })))

describe('PostComposer', () => {
  it('with no network sends nothing and says the post is kept as its draft', async () => {
    const { composer, storage, api, platform } = setup(createMemoryStorage(), undefined, () => true)
    composer.setText('地铁里写的帖子')
    await expect(composer.send()).resolves.toBeNull()
    expect(api.publish.publishView).not.toHaveBeenCalled()
    expect(platform.toast).toHaveBeenLastCalledWith(ACTION_TEXTS.offlinePostDraft)
    expect(storage.get(DRAFT_STORAGE_KEY)).toBe('地铁里写的帖子')
    expect(composer.sending).toBe(false)
  })

  it('keeps the text, uploaded images, stocks, topics, circle and vote on the device for the next visit', async () => {
    const { composer, storage } = setup()
    composer.setText('茅台还能拿吗？😀')
    await composer.addImages(pick('blob:a'))
    await flush()
    composer.addStock({ code: 'SH600519', name: '贵州茅台' })
    composer.addTopic({ topicId: '5', title: '白酒' })
    composer.setCircle({ circleId: '2', name: '价值投资圈' })
    composer.setVote({ title: '涨还是跌？', options: ['涨', '跌'], endDate: END })
    expect(storage.get(DRAFT_STORAGE_KEY)).toBe('茅台还能拿吗？😀')

    const again = setup(storage).composer
    expect(again.hasDraft).toBe(true)
    expect(again.text).toBe('茅台还能拿吗？😀')
    expect(again.images.map((i) => [i.url, i.state])).toEqual([['/static-uploads/bloba.png', 'done']])
    expect(again.stocks).toEqual([{ code: 'SH600519', name: '贵州茅台' }])
    expect(again.topics).toEqual([{ topicId: '5', title: '白酒' }])
    expect(again.circle).toEqual({ circleId: '2', name: '价值投资圈' })
    expect(again.vote?.options).toEqual(['涨', '跌'])
    expect(again.recentTopics).toEqual([{ topicId: '5', title: '白酒' }])
  })

  it('survives a broken stored draft', () => {
    expect(parseAttachments('{not json')).toBeNull()
    const storage = createMemoryStorage()
    storage.set(
      ATTACHMENTS_KEY,
      JSON.stringify({ images: [{ url: 7 }, { url: '/static-uploads/a.png' }], stocks: 'x' }),
    )
    const { composer } = setup(storage)
    expect(composer.images).toHaveLength(1)
    expect(composer.stocks).toEqual([])
  })

  it('uploads each image with progress; a failed one can be retried or removed and the others stay', async () => {
    let fail = true
    const upload: Upload = jest.fn(async (path: string, onProgress: (percent: number) => void) => {
      onProgress(30)
      if (path === 'blob:bad' && fail) throw new RequestError('offline', 'network')
      return { url: `/static-uploads/${path.slice(5)}.png`, type: 'image/png', bytes: 10 }
    })
    const { composer } = setup(undefined, upload)
    composer.setText('两张图')
    await composer.addImages(pick('blob:good', 'blob:bad'))
    await flush()
    expect(composer.images.map((i) => i.state)).toEqual(['done', 'failed'])
    expect(composer.problem).toBe(COMPOSE_TEXTS.imageFailed)
    fail = false
    composer.retryImage(composer.images[1].id)
    expect(composer.images[1].state).toBe('uploading')
    expect(composer.problem).toBe(COMPOSE_TEXTS.imageUploading)
    await flush()
    expect(composer.images.map((i) => i.url)).toEqual(['/static-uploads/good.png', '/static-uploads/bad.png'])
    composer.removeImage(composer.images[0].id)
    expect(composer.images).toHaveLength(1)
    expect(composer.problem).toBeNull()
  })

  it('says why the upload service refused an image, and stays quiet when only the connection failed', async () => {
    let failure: RequestError = new RequestError(IMAGE_DIMENSIONS_MESSAGE, 'business', 400)
    const upload: Upload = jest.fn(async (_path: string, _progress: (percent: number) => void) => {
      throw failure
    })
    const { composer, platform } = setup(undefined, upload)
    await composer.addImages(pick('blob:bomb'))
    await flush()
    expect(composer.images.map((i) => i.state)).toEqual(['failed'])
    expect(platform.toast).toHaveBeenLastCalledWith(IMAGE_DIMENSIONS_MESSAGE)
    jest.mocked(platform.toast).mockClear()
    failure = new RequestError('offline', 'network')
    composer.retryImage(composer.images[0].id)
    await flush()
    expect(composer.images[0].state).toBe('failed')
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it('takes at most nine images and none over 10 MB, saying so', async () => {
    const { composer, platform } = setup()
    await composer.addImages(jest.fn(async () => [{ path: 'blob:huge', bytes: CONTENT_LIMITS.imageBytes + 1 }]))
    expect(composer.images).toHaveLength(0)
    expect(platform.toast).toHaveBeenLastCalledWith(COMPOSE_TEXTS.imageTooBig)
    const many = Array.from({ length: 12 }, (_, i) => `blob:${i}`)
    const picker = pick(...many)
    await composer.addImages(picker)
    expect(picker).toHaveBeenCalledWith(CONTENT_LIMITS.images)
    expect(composer.images).toHaveLength(CONTENT_LIMITS.images)
    await composer.addImages(pick('blob:more'))
    expect(platform.toast).toHaveBeenLastCalledWith(COMPOSE_TEXTS.tooManyImages)
  })

  it('names the first problem before sending: empty, too long, too many stocks or topics, a half-written vote', () => {
    const { composer, platform } = setup()
    expect(composer.problem).toBe(COMPOSE_TEXTS.emptyText)
    composer.setText('  \n ')
    expect(composer.problem).toBe(COMPOSE_TEXTS.emptyText)
    composer.setText('字'.repeat(CONTENT_LIMITS.post + 1))
    expect(composer.problem).toBe('内容不能超过 2000 字')
    // 1,999 characters and an emoji are 2,000 as a person counts them (and as the server does): they go.
    composer.setText('字'.repeat(CONTENT_LIMITS.post - 1) + '👨‍👩‍👧')
    expect(composer.problem).toBeNull()
    composer.setText('好')
    for (let i = 0; i < CONTENT_LIMITS.stocks; i++) composer.addStock({ code: `SH60000${i}`, name: `股${i}` })
    expect(composer.addStock({ code: 'SZ000001', name: '平安银行' })).toBe(false)
    expect(platform.toast).toHaveBeenLastCalledWith(COMPOSE_TEXTS.tooManyStocks)
    for (let i = 0; i < CONTENT_LIMITS.topics; i++) composer.addTopic({ topicId: String(i), title: `话题${i}` })
    expect(composer.addTopic({ topicId: '99', title: '多' })).toBe(false)
    expect(platform.toast).toHaveBeenLastCalledWith(COMPOSE_TEXTS.tooManyTopics)
    composer.setVote({ title: '', options: ['涨', '跌'], endDate: END })
    expect(composer.problem).toBe(COMPOSE_TEXTS.voteTitle)
    composer.setVote({ title: '问', options: ['涨', '涨'], endDate: END })
    expect(composer.problem).toBe(COMPOSE_TEXTS.voteOptions)
    composer.setVote({ title: '问'.repeat(CONTENT_LIMITS.voteTitle + 1), options: ['涨', '跌'], endDate: END })
    expect(composer.problem).toBe('投票问题不能超过 50 字')
    composer.setVote({ title: '问', options: ['🇨🇳'.repeat(CONTENT_LIMITS.voteOption), '跌'], endDate: END })
    expect(composer.problem).toBeNull()
    composer.setVote({
      title: '问',
      options: ['🇨🇳'.repeat(CONTENT_LIMITS.voteOption + 1), '跌'],
      endDate: END,
    })
    expect(composer.problem).toBe('投票选项不能超过 20 字')
    composer.setVote({ title: '问', options: ['涨', '跌'], endDate: '' })
    expect(composer.problem).toBe(COMPOSE_TEXTS.voteEnd)
    composer.setMode('article')
    expect(composer.problem).toBe(COMPOSE_TEXTS.emptyTitle)
  })

  it('a failed send keeps everything and says so; a good one clears the draft and heads 最新', async () => {
    const { composer, api, platform, stores } = setup()
    const latest = stores.dynamics.feed({ kind: 'tab', tab: 'latest' })
    api.article.dynamicList.mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 20, hasMore: false })
    await latest.refresh()
    composer.setText('今天加仓 🚀')
    composer.addStock({ code: 'SH600519', name: '贵州茅台' })
    composer.setVote({ title: '明天呢？', options: [' 涨 ', '跌'], endDate: END })

    // A request that finds no network on its way says the post is kept, as one refused before it left does.
    api.publish.publishView.mockRejectedValueOnce(new RequestError('offline', 'network'))
    expect(await composer.send()).toBeNull()
    expect(platform.toast).toHaveBeenLastCalledWith(ACTION_TEXTS.offlinePostDraft)
    expect(composer.text).toBe('今天加仓 🚀')
    expect(composer.stocks).toHaveLength(1)
    expect(composer.sending).toBe(false)

    api.publish.publishView.mockResolvedValue({ articleId: '900', pubId: '900' })
    const posted = { ...blankDynamic(), pubType: 5, pubId: '900', articleId: '900', accountId: '10001' }
    api.article.appInfo.mockResolvedValue({ ...posted, content: '今天加仓 🚀', html: null, vote: null })
    expect(await composer.send()).toBe('900')
    expect(api.publish.publishView).toHaveBeenLastCalledWith(
      expect.objectContaining({
        content: '今天加仓 &#128640;',
        stockCodes: ['SH600519'],
        vote: { title: '明天呢？', options: ['涨', '跌'], endDate: END },
      }),
    )
    expect(platform.toast).toHaveBeenLastCalledWith(COMPOSE_TEXTS.posted)
    expect(composer.hasDraft).toBe(false)
    expect(latest.items.map((d) => d.articleId)).toEqual(['900'])
    latest.dispose()
  })

  it('sends a long article as paragraphs of escaped text with its images', async () => {
    expect(articleHtml('第一段 <b>\n\n第二段', ['/static-uploads/a.png'])).toBe(
      '<p>第一段 &lt;b&gt;</p><p>第二段</p><p><img src="/static-uploads/a.png"/></p>',
    )
    const { composer, api } = setup()
    composer.setMode('article')
    composer.setTitle('年度复盘')
    composer.setText('正文')
    api.article.createArticle.mockResolvedValue('901')
    api.article.appInfo.mockRejectedValue(new Error('later'))
    expect(await composer.send()).toBe('901')
    expect(api.article.createArticle).toHaveBeenCalledWith(
      expect.objectContaining({ title: '年度复盘', html: '<p>正文</p>' }),
    )
  })
})
